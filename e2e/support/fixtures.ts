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

export async function loginAs(page: Page, username: string, options: { raffle?: boolean } = {}) {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  // The raffle popup opens by itself for members with a draw left; tests of other pages see it as
  // already closed in this session (e2e/specs/raffle.spec.ts opens it on purpose).
  if (!options.raffle) await page.evaluate(() => sessionStorage.setItem('yc_raffle_closed', '1'));
  // After a login the first route change reloads the page once (spec §4): wait for that reload, or
  // the test's next goto can be interrupted by it.
  const reloaded = page.waitForEvent('load');
  await page.getByTestId('login-submit').click();
  await reloaded;
  await expect(page.getByTestId('header-company')).toBeVisible();
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/artifacts/screens/${name}.png`, fullPage: false });
}

export const test = base;
export { expect };
