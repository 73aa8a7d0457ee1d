import { devices, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expect } from './fixtures';

/** A 390-px iPhone 13 in the Chromium the config sets (the profile's own browser would be WebKit). */
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
