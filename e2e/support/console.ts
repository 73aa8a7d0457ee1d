import type { Page } from '@playwright/test';
import { expect, signIn } from './fixtures';

/**
 * Signs a staff member in (through the login API; the console's login form has tests of its own in
 * operator-console.spec.ts) and opens the console at /admin/, waiting for its layout.
 */
export async function consoleLogin(page: Page, username: string) {
  await signIn(page, username);
  await page.goto('/admin/');
  await expect(page.getByTestId('header-user-name')).toBeVisible();
}
