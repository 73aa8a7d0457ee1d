import type { TestApp } from './test-app';

/** The hidden fields of the sandbox page's two forms: [success, cancel]. */
export function sandboxForms(html: string) {
  return [...html.matchAll(/<form[^>]*>(.*?)<\/form>/g)].map(([, inner]) =>
    Object.fromEntries([...inner!.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map(([, n, v]) => [n!, v!])),
  );
}

/** Posts a gateway notice as the sandbox page's form does (JSON answer when `json`). */
export function notifySandbox(t: TestApp, fields: Record<string, string>, json = false) {
  return t.app.inject({
    method: 'POST',
    url: '/api/pay/notify/sandbox',
    payload: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(json ? { accept: 'application/json' } : {}),
    },
  });
}

/** Pays an order online as its buyer: start, open the sandbox page with the buyer's cookie, confirm. */
export async function payOnline(t: TestApp, orderId: number, cookie: string) {
  const start = await t.app.inject({
    method: 'POST',
    url: `/api/pay/${orderId}`,
    payload: { method: 'online' },
    headers: { cookie },
  });
  const page = await t.app.inject({
    method: 'GET',
    url: start.json().data.redirect_url,
    headers: { cookie },
  });
  const [success] = sandboxForms(page.body);
  if (!success) throw new Error(`no sandbox form: ${page.statusCode} ${page.body.slice(0, 200)}`);
  return notifySandbox(t, success);
}
