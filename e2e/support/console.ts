import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect } from './fixtures';

/** Logs a staff member in to the operator console at /admin/ and waits for its layout. */
export async function consoleLogin(page: Page, username: string) {
  await page.goto('/admin/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('header-user-name')).toBeVisible();
}
