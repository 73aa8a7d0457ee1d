import { devices, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expect } from './fixtures';

/** A 390-px iPhone in the Chromium the config sets (the profile's own browser would be WebKit). */
const { defaultBrowserType: _webkit, ...iPhone13 } = devices['iPhone 13'];
export const iPhone = iPhone13;

/** Nothing on the page is wider than the phone. */
export async function fitsPhone(page: Page) {
  // Runs in the page (the spec's own types have no DOM).
  const [scrollWidth, innerWidth] = await page.evaluate(() => {
    const w = globalThis as unknown as {
      document: { scrollingElement: { scrollWidth: number } };
      innerWidth: number;
    };
    return [w.document.scrollingElement.scrollWidth, w.innerWidth];
  });
  expect(scrollWidth, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
}

export async function loginOnPhone(page: Page, username: string) {
  await page.goto('/m/login');
  await page.getByTestId('m-login-username').locator('input').fill(username);
  await page.getByTestId('m-login-password').locator('input').fill(DEMO_PASSWORD);
  await page.getByTestId('m-login-submit').click();
  await expect(page).toHaveURL(/\/m\/?$/);
}

export async function emptyCart(page: Page) {
  const lines = (await (await page.request.get('/api/cart/list')).json()).data.data as { id: number }[];
  if (lines.length > 0)
    await page.request.post('/api/cart/batch_delete', { form: { ids: lines.map((l) => l.id).join(',') } });
}

/** Adds the first 满减 goods the member may buy (10 units) and answers the cart's lines. */
export async function putSomeGoodsInCart(page: Page) {
  const activities = (await (await page.request.get('/api/activity/manjian')).json()).data as {
    goods_ids: number[];
  }[];
  for (const id of activities.flatMap((a) => a.goods_ids).slice(0, 40)) {
    const added = await page.request.post('/api/cart', { data: { params: [{ goods_id: id, number: 10 }] } });
    if (added.ok() && (await added.json()).code === 10000) break;
  }
  const lines = (await (await page.request.get('/api/cart/list')).json()).data.data as { id: number }[];
  expect(lines.length).toBeGreaterThan(0);
  return lines;
}
