import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The last code the sandbox SMS provider sent to that phone, read from the development outbox page. */
export async function codeFromOutbox(page: Page, phone: string) {
  const outbox = await page.context().newPage();
  await outbox.goto('/api/dev/sms');
  const row = outbox.locator('tr', { hasText: phone }).first();
  await expect(row).toContainText('验证码为');
  const code = /验证码为(\d{6})/.exec(await row.innerText())?.[1];
  await outbox.close();
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}
