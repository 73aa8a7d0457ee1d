import { readFileSync } from 'node:fs';
import type { Download } from '@playwright/test';
import { unzipSync } from 'fflate';
import { consoleLogin } from '../support/console';
import { collectConsoleErrors, expect, loginAs, screenshot, test } from '../support/fixtures';

const LICENCES = ['营业执照', '药品经营许可证', 'GSP证书', '质量保证协议', '销售人员授权委托书'];

// The first pack of a fresh database draws the five seeded licences and the index as PDFs.
test.describe.configure({ timeout: 90_000 });

/** The entries of a downloaded ZIP, checked to be the full 首营资料 pack. */
async function packEntries(download: Download, orderNo: string) {
  expect(download.suggestedFilename()).toBe(`首营资料-${orderNo}.zip`);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  const files = unzipSync(new Uint8Array(bytes));
  const names = Object.keys(files);
  expect(names[0]).toBe('资料清单.pdf');
  expect(
    names.filter((n) => n.startsWith('企业资质/')).map((n) => n.replace(/\.(pdf|png|jpg)$/, '')),
  ).toEqual(LICENCES.map((kind, i) => `企业资质/${i + 1}-${kind}`));
  const reports = names.filter((n) => n.startsWith('药检报告/'));
  expect(reports.length).toBeGreaterThan(0);
  for (const name of names.filter((n) => n.endsWith('.pdf')))
    expect(Buffer.from(files[name]!.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  return { names, reports };
}

test('a member downloads the 首营资料 of a shipped order from its page', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await loginAs(page, 'yaodian01', { to: '/order' });
  // Only shipped orders carry the pack: the list shows the link on those and on no other.
  const cards = page.getByTestId('order-card');
  await expect(cards.first()).toBeVisible();
  const shipped = cards.filter({ has: page.getByTestId('order-documents') });
  await expect(shipped.first()).toBeVisible();
  for (const card of await cards.all()) {
    const status = (await card.locator('.order-status').innerText()).trim();
    const expected = ['已发货', '已完成'].includes(status) ? 1 : 0;
    await expect(card.getByTestId('order-documents'), status).toHaveCount(expected);
  }

  const card = shipped.first();
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'documents-pack-list');
  const orderNo = (await card.getByTestId('order-no').innerText()).trim();
  await card.getByTestId('order-no').click();
  await expect(page).toHaveURL(/\/order\/info\/\d+$/);
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByTestId('order-detail-no')).toHaveText(orderNo);
  const button = detail.getByTestId('order-documents');
  await expect(button).toBeVisible();
  await expect(button).toHaveText(/下载首营资料/);
  await button.hover();
  await expect(page.getByRole('tooltip')).toContainText('药检报告');
  await screenshot(page, 'documents-pack-order');

  const downloading = page.waitForEvent('download');
  await button.click();
  const { reports } = await packEntries(await downloading, orderNo);
  // One report per batch shown on the page's lines.
  const batches = new Set((await page.getByTestId('order-line-batch').allInnerTexts()).map((t) => t.trim()));
  expect(batches.size).toBeGreaterThan(0);
  expect(reports.length).toBe(batches.size);
  for (const batch of batches) expect(reports.some((r) => r.startsWith(`药检报告/${batch}-`))).toBe(true);
  expect(errors).toEqual([]);
});

test('the console lists the five documents and replaces one with an upload', async ({ page }) => {
  await consoleLogin(page, 'yunying01');
  await page.goto('/admin/content/documents');
  await expect(page.getByRole('tab', { name: '首营资料' })).toHaveAttribute('aria-selected', 'true');
  const rows = page.locator('[data-testid^="document-row-"]');
  await expect(rows).toHaveCount(5);
  for (const [i, kind] of LICENCES.entries()) await expect(rows.nth(i)).toContainText(kind);
  await expect(page.getByTestId('document-row-drug_licence')).toContainText('京AA0100826');
  await screenshot(page, 'documents-console');

  // The seeded copy opens as a PDF.
  const href = await page.getByTestId('document-view-drug_licence').getAttribute('href');
  const file = await page.request.get(href!);
  expect(file.headers()['content-type']).toBe('application/pdf');

  await page.getByTestId('document-edit-drug_licence').click();
  await expect(page.getByTestId('document-number')).toHaveValue('京AA0100826');
  await page.getByTestId('document-number').fill('京AA0109999');
  await page.locator('input[type=file]').setInputFiles('e2e/fixtures/licence.png');
  await expect(page.getByTestId('document-file-name')).toContainText('新文件：licence.png');
  await screenshot(page, 'documents-console-replace');
  await page.getByTestId('document-save').click();
  await expect(page.getByText('药品经营许可证已更换')).toBeVisible();
  const row = page.getByTestId('document-row-drug_licence');
  await expect(row).toContainText('京AA0109999');
  const replaced = await page.request.get(href!);
  expect(replaced.headers()['content-type']).toBe('image/png');
});

test('staff download an order’s pack from the console order drawer', async ({ page }) => {
  await consoleLogin(page, 'cangku01');
  await page.goto('/admin/orders?status=completed');
  const row = page.locator('[data-testid^="order-row-"]').filter({ hasText: 'yaodian01' }).first();
  await expect(row).toBeVisible();
  const orderNo = (await row.getAttribute('data-testid'))!.replace('order-row-', '');
  await row.getByTestId('order-open').click();
  const button = page.getByTestId('order-documents');
  await expect(button).toBeVisible();
  await screenshot(page, 'documents-console-order');
  const downloading = page.waitForEvent('download');
  await button.click();
  const { names } = await packEntries(await downloading, orderNo);
  expect(names).toContain('企业资质/1-营业执照.pdf');
});
