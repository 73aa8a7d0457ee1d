import { consoleLogin } from '../support/console';
import { collectConsoleErrors, expect as baseExpect, loginAs, screenshot, test } from '../support/fixtures';
import { freshPaidOrder } from '../support/orders';
import { demoTraceCodes } from '../support/trace';

// The console's first loads can be slow on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe.configure({ timeout: 240_000 });

test('换货: the buyer enters the return parcel, staff receive and ship the replacement, signing closes it', async ({
  page,
  browser,
}) => {
  const buyer = await browser.newPage();
  const errors = collectConsoleErrors(buyer);
  await loginAs(buyer, 'yaodian01');
  const order = await freshPaidOrder(buyer, 'exchange');
  const api = buyer.request;

  await consoleLogin(page, 'operator01');
  const traceCodes = await demoTraceCodes(page.request, order.order_id);
  const ship = await page.request.post(`/api/operator/order/${order.order_id}/ship`, {
    data: {
      logistics_company: '京东物流',
      logistics_no: `JD${order.order_id}77001`,
      trace_codes: traceCodes,
    },
  });
  expect(ship.ok()).toBe(true);
  const detail = (await (await api.get(`/api/order/${order.order_id}`)).json()).data;
  const line = detail.lines.find((l: { is_gift?: boolean }) => !l.is_gift);
  const sentBack = traceCodes.find((l) => l.order_line_id === line.id)?.codes[0];
  const applied = await api.post('/api/after_sale', {
    form: {
      order_id: String(order.order_id),
      kind: 'exchange',
      reason: '外盒压损，申请换货',
      'lines[0][order_line_id]': String(line.id),
      'lines[0][quantity]': '1',
      // A unit shipped with a 追溯码 goes back with it.
      ...(sentBack ? { 'lines[0][trace_codes][]': sentBack } : {}),
    },
  });
  expect(applied.ok()).toBe(true);
  const sale = (await applied.json()).data as { id: number; after_sale_no: string };
  expect((await page.request.post(`/api/operator/after_sale/${sale.id}/approve`)).ok()).toBe(true);

  // The buyer tells us the return parcel on the after-sale page.
  await buyer.goto(`/order/afterSalesInfo/${sale.id}`);
  await buyer.getByTestId('return-parcel-carrier').click();
  await buyer.getByTitle('中通快递').click();
  await buyer.getByTestId('return-parcel-number').fill('ZT66001234567');
  await buyer.getByTestId('return-parcel-submit').click();
  const parcels = buyer.getByTestId('after-sale-parcels');
  await expect(parcels.getByTestId('parcel-number')).toHaveText('ZT66001234567');
  await expect(buyer.getByTestId('return-parcel-form')).toHaveCount(0);

  // Staff receive the goods and ship the replacement from the console.
  await page.goto(`/admin/after-sales?keyword=${sale.after_sale_no}`);
  const row = page.getByTestId(`after-sale-row-${sale.after_sale_no}`);
  await row.getByTestId('after-sale-received').click();
  if (sentBack) {
    await page.getByTestId('return-scan').fill(sentBack);
    await page.getByTestId('return-scan').press('Enter');
    await expect(page.getByTestId('return-scan-matched')).toBeVisible();
  }
  await page.getByTestId('return-receive-confirm').click();
  await expect(row).toContainText('已退回');
  await row.getByTestId('after-sale-reship').click();
  await page.getByTestId('reship-company').fill('顺丰速运');
  await page.getByTestId('reship-no').fill('SF66009876543');
  await page.getByTestId('reship-submit').click();
  await expect(row).toContainText('换货已发出');
  await row.locator('.ant-table-row-expand-icon').click();
  await expect(page.getByTestId('after-sale-replacements')).toBeVisible();
  await screenshot(page, 'console-exchange-reshipped');

  // The carrier signs the replacement for: the after-sale is complete.
  const dev = await browser.newPage();
  await dev.goto('/api/dev/logistics');
  const form = dev.locator('tr:has-text("SF66009876543") form');
  await form.locator('select[name="state"]').selectOption('3');
  await form.locator('input[name="place"]').fill('北京市朝阳区');
  await form.locator('input[name="text"]').fill('快件已签收，签收人：前台');
  await form.getByRole('button', { name: '推送' }).click();
  await dev.close();

  await buyer.reload();
  await expect(buyer.getByTestId('after-sale-status')).toHaveText('已完成');
  await expect(buyer.getByTestId('after-sale-replacements')).toBeVisible();
  await expect(parcels.getByTestId('parcel-track')).toHaveCount(2);
  // An exchange refunds nothing: no refund column, no amount to expect.
  await expect(buyer.getByText('换货不退款', { exact: false })).toBeVisible();
  await expect(buyer.getByText('待退款')).toHaveCount(0);
  await screenshot(buyer, 'after-sale-exchange-completed');
  expect(errors).toEqual([]);
});

test('/yegl filters the balance ledger by date; the xrtj and postList slots show', async ({ page }) => {
  await loginAs(page, 'yaodian01');
  await expect(page.getByTestId('newcomer-ads')).toBeVisible();
  await expect(page.getByTestId('newcomer-ads').locator('img')).toHaveCount(2);
  await screenshot(page, 'home-newcomer-ads');

  await page.goto('/yegl');
  const rows = page.getByTestId('ledger').locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await page.goto('/yegl?start_time=2001-01-01&end_time=2001-01-31');
  await expect(page.getByTestId('balance-date-clear')).toBeVisible();
  await expect(rows).toHaveCount(0);
  await screenshot(page, 'balance-date-filter');
  await page.getByTestId('balance-date-clear').click();
  await expect(page).toHaveURL(/\/yegl$/);
  await expect(rows.first()).toBeVisible();

  await page.goto('/news/hy');
  await expect(page.getByTestId('post-list-ads').locator('img')).toHaveCount(2);
  await screenshot(page, 'news-post-list-ads');
});
