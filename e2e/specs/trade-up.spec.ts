import type { Page } from '@playwright/test';
import { consoleLogin } from '../support/console';
import { collectConsoleErrors, expect as baseExpect, loginAs, screenshot, test } from '../support/fixtures';

// The console's first loads can be slow on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe.configure({ timeout: 240_000 });

interface CartAnswer {
  data: { id: number; type: number }[];
  trade_ups: {
    name: string;
    threshold: string;
    reached: number;
    goods: { id: number; goods_id: number }[];
  }[];
}

const cartOf = async (page: Page) =>
  (await (await page.request.get('/api/cart/list')).json()).data as CartAnswer;

/** Empties the buyer's cart, then fills it with ordinary goods until the demo 换购 is reached. */
async function reachTradeUp(page: Page) {
  const lines = (await cartOf(page)).data;
  if (lines.length > 0)
    await page.request.post('/api/cart/batch_delete', { form: { ids: lines.map((l) => l.id).join(',') } });
  const offered = new Set((await cartOf(page)).trade_ups[0]!.goods.map((g) => g.goods_id));
  const list = (await (await page.request.get('/api/goods/list?page_size=40')).json()).data.list as {
    id: number;
    is_buy: number;
    number: number;
    middle_pack: number;
  }[];
  for (const goods of list) {
    if (goods.is_buy !== 1 || offered.has(goods.id) || goods.number < 60) continue;
    const number = Math.max(1, goods.middle_pack) * Math.ceil(20 / Math.max(1, goods.middle_pack));
    await page.request.post('/api/cart', {
      form: { 'params[0][goods_id]': String(goods.id), 'params[0][number]': String(number) },
    });
    if ((await cartOf(page)).trade_ups[0]!.reached === 1) return;
  }
  throw new Error('the demo 换购 threshold was not reached');
}

test('换购: a buyer past the threshold adds the trade-up goods at its price and orders it; staff see the activity', async ({
  page,
  browser,
}) => {
  const errors = collectConsoleErrors(page);
  await loginAs(page, 'yaodian01');
  await reachTradeUp(page);

  await page.goto('/cart');
  const banner = page.getByTestId('cart-trade-up').first();
  await expect(banner).toContainText('满500元超值换购');
  await expect(banner.getByTestId('cart-trade-up-hint')).toHaveText('已满500.00元，可换购');
  await banner.getByTestId('cart-trade-up-open').click();
  const picker = page.getByTestId('trade-up-picker');
  const offer = picker.getByTestId('trade-up-goods').first();
  await expect(offer).toContainText('换购价');
  const price = (await offer.locator('.cart-row__price').innerText()).trim();
  await screenshot(page, 'trade-up-picker');
  await offer.getByTestId('trade-up-add').click();
  await expect(picker).toHaveCount(0);

  // The trade-up line: its tag and the special price.
  const line = page.locator('[data-testid="cart-line"]').filter({ hasText: '换购' });
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('cart-line-price')).toHaveText(price);
  await screenshot(page, 'trade-up-cart');

  // Checkout prices it at the same price; the order is placed and paid.
  await page.getByTestId('cart-checkout').click();
  await expect(page.getByTestId('step2-page')).toBeVisible();
  await expect(page.getByTestId('checkout-line-trade-up')).toHaveText('换购');
  await page.getByTestId('address-option').first().click();
  await page.getByTestId('invoice-type').getByText('电子发票').click();
  await page.getByTestId('submit-order').click();
  await expect(page.getByTestId('step3-page')).toBeVisible();
  const orderId = Number(page.url().split('/').pop());
  await page.getByTestId('pay-method-balance').click();
  await page.getByTestId('pay-submit').click();
  await expect(page.getByTestId('step4-page')).toBeVisible();
  const order = (await (await page.request.get(`/api/order/${orderId}`)).json()).data;
  const bought = order.lines.filter((l: { line_type: number }) => l.line_type === 6);
  expect(bought.length).toBeGreaterThan(0);
  expect(`¥${bought[0].price}`).toBe(price);
  expect(errors).toEqual([]);

  // The console lists the activity beside 满减, with what was bought under it.
  const staff = await browser.newPage();
  await consoleLogin(staff, 'yunying01');
  await staff.goto('/admin/promotions/trade-up');
  const row = staff.locator('[data-testid^="tu-row-"]').filter({ hasText: '满500元超值换购' });
  await expect(row).toContainText('进行中');
  await expect(row).toContainText(/已换购 [1-9]\d* 件/);
  await screenshot(staff, 'trade-up-console');
});

test('冲红重开 in the console: the red invoice is negative and linked, the buyer sees both in /dzfp', async ({
  page,
  browser,
}) => {
  const buyer = await browser.newPage();
  await loginAs(buyer, 'yaodian01');
  const invoices = (await (await buyer.request.get('/api/invoice/list')).json()).data.list as {
    kind: string;
    status: string;
    order_no: string;
    invoice_no: string;
  }[];
  const blue = invoices.find((i) => i.kind === 'blue' && i.status === 'issued')!;
  expect(blue).toBeTruthy();

  // 财务 voids and reissues it from the order's invoices in the console.
  await consoleLogin(page, 'caiwu01');
  await page.goto(`/admin/orders?keyword=${blue.order_no}`);
  await page.locator('[data-testid^="order-row-"]').first().getByTestId('order-open').click();
  const card = page.getByTestId('order-invoices');
  const blueRow = card.getByTestId('order-invoice-blue').filter({ hasText: blue.invoice_no });
  await blueRow.getByTestId('order-invoice-reissue').click();
  // The form opens on the title and tax number as issued.
  await expect(page.getByTestId('invoice-reissue-title')).toHaveValue(/仁和大药房/);
  const taxNumber = await page.getByTestId('invoice-reissue-tax').inputValue();
  expect(taxNumber).toMatch(/^[0-9A-Z]{15,20}$/);
  await page.getByTestId('invoice-reissue-title').fill('仁和大药房连锁有限公司');
  await page.getByTestId('invoice-reissue-reason').fill('抬头填写错误，买家申请更正');
  await page.getByTestId('invoice-reissue-submit').click();
  await expect(page.getByText(/已冲红（红字发票\d+）并重新开具发票\d+/)).toBeVisible();
  const red = card.getByTestId('order-invoice-red').filter({ hasText: blue.invoice_no });
  await expect(red).toHaveCount(1);
  await expect(red.getByTestId('order-invoice-amount')).toContainText('-');
  await expect(
    card.getByTestId('order-invoice-blue').filter({ hasText: '仁和大药房连锁有限公司' }),
  ).toHaveCount(1);
  await expect(blueRow).toContainText('已冲红');
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'invoice-reissue-console');

  await buyer.goto(`/dzfp?order_no=${blue.order_no}`);
  const rows = buyer.getByTestId('invoice-row');
  await expect(rows.filter({ hasText: '红字' }).filter({ hasText: blue.invoice_no })).toHaveCount(1);
  await expect(rows.filter({ hasText: '蓝字' })).toHaveCount(2);
  await expect(rows.filter({ hasText: '仁和大药房连锁有限公司' })).toContainText(taxNumber);
  await screenshot(buyer, 'invoice-reissue-dzfp');

  // 运营 reads orders but may not void invoices: no 冲红重开 for them.
  const operations = await browser.newPage();
  await consoleLogin(operations, 'yunying01');
  await operations.goto(`/admin/orders?keyword=${blue.order_no}`);
  await operations.locator('[data-testid^="order-row-"]').first().getByTestId('order-open').click();
  await expect(operations.getByTestId('order-invoices')).toContainText('红字');
  await expect(operations.getByTestId('order-invoice-reissue')).toHaveCount(0);
});
