import type { Page } from '@playwright/test';
import { consoleLogin } from '../support/console';
import { collectConsoleErrors, expect as baseExpect, loginAs, screenshot, test } from '../support/fixtures';

// The machine running the browser tests is shared: give page loads after a navigation more time.
test.use({ navigationTimeout: 60_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const fen = (yuan: string) => Math.round(Number(yuan.replace(/[^\d.-]/g, '')) * 100);

/** Picks a date in the open modal's DatePicker by typing it. */
async function pickDay(page: Page, testId: string, day: string) {
  const input = page
    .getByTestId(testId)
    .locator('input')
    .or(page.locator(`input[data-testid="${testId}"]`));
  await input.first().click();
  await input.first().fill(day);
  await input.first().press('Enter');
}

test('caiwu01 records a bank transfer, operator01 approves it, and the buyer sees the credit and a statement that adds up', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  const errors = collectConsoleErrors(page);
  const ref = `E2E${Date.now()}`;

  // 1. 财务 records the transfer (待复核).
  await consoleLogin(page, 'caiwu01');
  await page.goto('/admin/finance');
  await page.getByTestId('transfer-new').click();
  await page.getByTestId('transfer-company').click();
  await page.keyboard.type('yaodian01');
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: 'yaodian01' })
    .first()
    .click();
  await page.getByTestId('transfer-amount').fill('3456.78');
  await page.getByTestId('transfer-bank').fill('中国工商银行');
  await page.getByTestId('transfer-ref').fill(ref);
  await pickDay(page, 'transfer-paid-on', '2026-11-20');
  await page.locator('.ant-modal-title', { hasText: '登记线下汇款' }).click();
  await page.locator('.ant-modal input[type=file]').setInputFiles('e2e/fixtures/licence.png');
  await expect(page.getByTestId('transfer-voucher-preview')).toBeVisible();
  await screenshot(page, 'finance-transfer-record');
  await page.getByTestId('transfer-save').click();
  await expect(page.getByText(/已登记汇款 HK\d+，等待复核/)).toBeVisible();
  const row = page.locator('[data-testid^="transfer-row-"]').filter({ hasText: ref });
  await expect(row).toContainText('待复核');
  await expect(row).toContainText('待他人复核');
  await screenshot(page, 'finance-transfers-pending');

  // 2. operator01 (管理员) approves it.
  const staff = await browser.newPage();
  await consoleLogin(staff, 'operator01');
  await staff.goto('/admin/finance');
  const pending = staff.locator('[data-testid^="transfer-row-"]').filter({ hasText: ref });
  await pending.locator('[data-testid^="transfer-approve-"]').first().click();
  await staff.locator('[data-testid$="-confirm"]:visible').click();
  await expect(staff.getByText(/^汇款 HK\d+ 已入账$/)).toBeVisible();
  await staff.goto('/admin/finance?status=approved');
  await expect(staff.locator('[data-testid^="transfer-row-"]').filter({ hasText: ref })).toContainText(
    '复核 operator01',
  );
  await screenshot(staff, 'finance-transfers-approved');
  await staff.goto('/admin/finance/payments');
  await expect(staff.getByTestId('payment-totals')).toBeVisible();
  await screenshot(staff, 'finance-payments');
  await staff.close();

  // 3. The buyer sees the recharge at /yegl and a statement that adds up.
  const buyer = await browser.newPage();
  await loginAs(buyer, 'yaodian01', { to: '/yegl' });
  await expect(buyer.getByTestId('balance-page')).toContainText('3456.78');
  await expect(buyer.getByTestId('balance-page')).toContainText('账户充值');
  const balance = fen((await buyer.getByTestId('wallet-balance').textContent()) ?? '');
  await screenshot(buyer, 'finance-buyer-balance');
  await buyer.getByRole('tab', { name: '对账单' }).click();
  await expect(buyer.getByTestId('my-statement-recharge')).toBeVisible();
  const opening = fen((await buyer.getByTestId('my-statement-opening').textContent()) ?? '');
  const closing = fen((await buyer.getByTestId('my-statement-closing').textContent()) ?? '');
  const moves = await buyer
    .locator('[data-testid^="my-statement-"]')
    .evaluateAll((nodes) =>
      nodes
        .filter((n) => !/opening|closing/.test(n.getAttribute('data-testid') ?? ''))
        .map((n) => n.textContent ?? ''),
    );
  expect(opening + moves.reduce((sum, m) => sum + fen(m), 0)).toBe(closing);
  expect(closing).toBe(balance);
  expect(fen((await buyer.getByTestId('my-statement-recharge').textContent()) ?? '')).toBeGreaterThanOrEqual(
    345_678,
  );
  await screenshot(buyer, 'finance-buyer-statement');

  // 4. The buyer announces a transfer of its own: it waits in the queue (待复核).
  await buyer.getByRole('tab', { name: '余额明细' }).click();
  await buyer.getByTestId('my-transfer-open').click();
  await buyer.getByTestId('my-transfer-amount').fill('800.00');
  await buyer.getByTestId('my-transfer-bank').fill('中国建设银行');
  await buyer.getByTestId('my-transfer-ref').fill(`${ref}B`);
  await pickDay(buyer, 'my-transfer-date', '2026-11-21');
  await buyer.locator('.ant-modal-title').click();
  await buyer.locator('.ant-modal input[type=file]').setInputFiles('e2e/fixtures/licence.png');
  await expect(buyer.locator('.ant-modal img[alt="汇款凭证"]')).toBeVisible();
  await screenshot(buyer, 'finance-buyer-transfer-modal');
  await buyer.getByTestId('my-transfer-submit').click();
  await expect(buyer.getByTestId('my-transfers')).toContainText('待复核');
  await expect(buyer.locator('.ant-modal-wrap:visible')).toHaveCount(0);
  await buyer.getByTestId('my-transfers').scrollIntoViewIfNeeded();
  await screenshot(buyer, 'finance-buyer-transfers');
  await buyer.close();

  await page.reload();
  await expect(page.locator('[data-testid^="transfer-row-"]').filter({ hasText: `${ref}B` })).toContainText(
    '会员 yaodian01',
  );
  expect(errors).toEqual([]);
});

test('caiwu01 grants a red packet and reads a company statement in the console', async ({ page }) => {
  test.setTimeout(300_000);
  const errors = collectConsoleErrors(page);
  await consoleLogin(page, 'caiwu01');
  await page.goto('/admin/finance/grants');
  await page.getByTestId('grant-new').click();
  await page.getByTestId('grant-member').click();
  await page.keyboard.type('zhensuo01');
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: 'zhensuo01' })
    .first()
    .click();
  await page.getByTestId('grant-amount').fill('66.00');
  await page.getByTestId('grant-reason').fill('年终客户回馈');
  await screenshot(page, 'finance-grant-modal');
  await page.getByTestId('grant-save').click();
  await expect(page.getByText('已发放给 1 个会员')).toBeVisible();
  await expect(page.locator('[data-testid^="grant-row-"]').first()).toContainText('年终客户回馈');
  await screenshot(page, 'finance-grants');

  await page.goto('/admin/finance/statements');
  await page.getByTestId('statement-company').click();
  await page.keyboard.type('yaodian01');
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: 'yaodian01' })
    .first()
    .click();
  await expect(page.getByTestId('statement')).toBeVisible();
  await expect(page.getByRole('link', { name: /下载 PDF/ })).toBeVisible();
  await screenshot(page, 'finance-statement');
  const pdf = await page.request.get(
    (await page.getByRole('link', { name: /下载 PDF/ }).getAttribute('href'))!,
  );
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF');
  expect(errors).toEqual([]);
});
