import { extractText, getDocumentProxy } from 'unpdf';
import { consoleLogin } from '../support/console';
import { collectConsoleErrors, expect, loginAs, screenshot, test } from '../support/fixtures';

/** The bytes of a URL fetched by the page itself (its session cookie), with the content type. */
async function fetchInPage(page: import('@playwright/test').Page, url: string) {
  const { type, bytes } = await page.evaluate(async (href) => {
    const res = await fetch(href, { credentials: 'same-origin' });
    return {
      type: res.headers.get('content-type') ?? '',
      bytes: Array.from(new Uint8Array(await res.arrayBuffer())),
    };
  }, url);
  return { type, bytes: new Uint8Array(bytes) };
}

async function pdfText(bytes: Uint8Array) {
  const pdf = await getDocumentProxy(bytes);
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, '');
}

test('a member finds the invoice of a paid order at /dzfp and opens it as a PDF', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await loginAs(page, 'yaodian01');

  // The header's 电子发票查询 leads to the invoice list; the seeded paid orders have theirs.
  await page.getByRole('link', { name: '电子发票查询' }).click();
  await expect(page).toHaveURL(/\/dzfp$/);
  await expect(page.getByTestId('invoices-page')).toBeVisible();
  await expect(page.getByTestId('coming-soon')).toHaveCount(0);
  const rows = page.getByTestId('invoice-row');
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasText: '蓝字' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: '红字' }).first()).toContainText('冲红原发票');
  await page.mouse.move(0, 0);
  await screenshot(page, 'e-invoices');

  // Search by part of an order number: the query string keeps it, only that order's invoices remain.
  const blue = rows.filter({ hasText: '蓝字' }).first();
  const orderNo = (await blue.getByRole('link', { name: /^YC\d+$/ }).innerText()).trim();
  const invoiceNo = (await blue.getByTestId('invoice-no').innerText()).trim();
  await page.getByTestId('invoice-search').getByRole('searchbox').fill(orderNo.slice(-10));
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/dzfp\\?order_no=${orderNo.slice(-10)}$`));
  // The filtered answer replaces the whole list: wait until no row of another order is left.
  await expect(rows.filter({ hasNotText: orderNo })).toHaveCount(0);
  await expect(rows.first()).toContainText(orderNo);
  await page.getByTestId('invoice-search').getByRole('searchbox').fill('NOSUCH0001');
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  await expect(page.getByText('没有找到订单号含“NOSUCH0001”的发票')).toBeVisible();
  await page.goBack();
  await expect(rows.first()).toContainText(orderNo);

  // 查看 opens the PDF in a new tab; fetched by the page it is a real PDF naming the buyer.
  const row = rows.filter({ hasText: invoiceNo });
  const href = await row.getByTestId('invoice-view').getAttribute('href');
  expect(href).toMatch(/^\/api\/invoice\/\d+\/pdf$/);
  await expect(row.getByTestId('invoice-view')).toHaveAttribute('target', '_blank');
  // The new tab asks for the PDF (a headless browser without a PDF viewer then downloads it).
  const popup = page.waitForEvent('popup');
  const asked = page.context().waitForEvent('request', (r) => new URL(r.url()).pathname === href);
  await row.getByTestId('invoice-view').click();
  const tab = await popup;
  expect((await asked).frame().page()).toBe(tab);
  await tab.close();

  const pdf = await fetchInPage(page, href!);
  expect(pdf.type).toBe('application/pdf');
  expect(new TextDecoder().decode(pdf.bytes.subarray(0, 5))).toBe('%PDF-');
  const text = await pdfText(pdf.bytes);
  expect(text).toContain('电子发票（普通发票）');
  expect(text).toContain('仁和大药房');
  expect(text).toContain(invoiceNo);
  expect(text).toContain(orderNo);
  await expect(row.getByTestId('invoice-download')).toHaveAttribute('href', `${href}?download=1`);

  // The order's own page links to its invoices too.
  await row.getByRole('link', { name: orderNo }).click();
  await expect(page).toHaveURL(/\/order\/info\/\d+$/);
  await expect(page.getByTestId('order-invoice-link').first()).toHaveAttribute('href', href!);
  await page.getByTestId('order-invoices').scrollIntoViewIfNeeded();
  await screenshot(page, 'e-invoices-order');
  expect(errors).toEqual([]);
});

test('staff see the invoices of an order in the console and open the PDF', async ({ page }) => {
  await consoleLogin(page, 'kefu01');
  await page.goto('/admin/orders?status=completed');
  const row = page.locator('[data-testid^="order-row-"]').filter({ hasText: 'yaodian01' }).first();
  await expect(row).toBeVisible();
  await row.getByTestId('order-open').click();
  const card = page.getByTestId('order-invoices');
  await expect(card).toContainText('蓝字');
  const link = card.getByTestId('order-invoice-pdf').first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/api\/operator\/invoices\/\d+\/pdf$/);
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'e-invoices-console');
  const pdf = await fetchInPage(page, href!);
  expect(pdf.type).toBe('application/pdf');
  expect(await pdfText(pdf.bytes)).toContain('电子发票（普通发票）');
});

test('a visitor is sent to log in, and another member never gets the PDF', async ({ page, browser }) => {
  // Two members log in one after the other: on a loaded machine that alone takes most of 30 s.
  test.setTimeout(60_000);
  await page.goto('/dzfp');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  const anonymous = await page.request.get('/api/invoice/1/pdf');
  expect((await anonymous.json()).code).toBe(10001);

  await loginAs(page, 'yaodian01');
  const own = (await (await page.request.get('/api/invoice/list')).json()).data.list as { id: number }[];
  const other = await browser.newPage();
  await loginAs(other, 'zhensuo01');
  const foreign = await other.request.get(`/api/invoice/${own[0]!.id}/pdf`);
  expect(foreign.status()).toBe(404);
  await other.close();
});
