import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@1234';

/** Console errors and uncaught exceptions of a page; failed network loads are judged by the tests themselves. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/**
 * Signs the page's browser context in through the login API (the same session cookie the form
 * sets), which skips the login page and its one-time reload; the form itself is tested in
 * foundation.spec.ts and raffle.spec.ts, which passes `{ raffle: true }` and goes through it.
 */
export async function signIn(page: Page, username: string) {
  const answer = await page.request.post('/api/user/login', {
    data: { username, password: DEMO_PASSWORD },
  });
  const body = (await answer.json()) as { code: number; msg: string };
  expect(answer.ok() && body.code, `${username}: ${body.msg}`).toBe(10000);
}

/**
 * Signs in and opens `to` (the home page unless given) as that member: a test that starts elsewhere
 * names its page here rather than loading the home page first (a storefront page load is about a
 * second of Chromium's time on two cores, and the browser tests are mostly page loads).
 */
export async function loginAs(page: Page, username: string, options: { raffle?: boolean; to?: string } = {}) {
  if (options.raffle) return loginByForm(page, username);
  // The raffle popup opens by itself for members with a draw left; tests of other pages see it as
  // already closed in this session (e2e/specs/raffle.spec.ts opens it on purpose).
  await page.addInitScript(() => sessionStorage.setItem('yc_raffle_closed', '1'));
  await signIn(page, username);
  await page.goto(options.to ?? '/');
  await expect(page.getByTestId('header-company')).toBeVisible();
}

async function loginByForm(page: Page, username: string) {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  // After a login the first route change reloads the page once (spec §4): wait for that reload, or
  // the test's next goto can be interrupted by it.
  const reloaded = page.waitForEvent('load');
  await page.getByTestId('login-submit').click();
  await reloaded;
  await expect(page.getByTestId('header-company')).toBeVisible();
}

/**
 * A picture of the page as the user sees it at this step, for people to look at
 * (e2e/artifacts/screens). Only with E2E_SCREENSHOTS=1: `npm test` does not need them, and the 250
 * pictures of a run cost it half a minute.
 */
export async function screenshot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  await page.screenshot({ path: `e2e/artifacts/screens/${name}.png`, fullPage: false });
}

export const test = base;
export { expect };
