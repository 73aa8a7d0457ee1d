import type { Page } from '@playwright/test';
import { collectConsoleErrors, expect, loginAs, screenshot, test } from '../support/fixtures';

const HQ = 'liansuo01';
// liansuo01-2 keeps the demo password in every spec and has ¥2,000 of balance to pay with.
const STORE = 'liansuo01-2';

interface GoodsCard {
  id: number;
  base_price: string | null;
  is_buy: number;
  number: number;
  middle_pack: number;
  can_split: number;
  ladder_price: unknown[];
}

/** Puts about ¥800 of one plain goods in the store's cart (above the ¥500 set below, within its balance). */
async function fillStoreCart(page: Page) {
  const cart = (await (await page.request.get('/api/cart/list')).json()).data.data as { id: number }[];
  if (cart.length > 0) {
    await page.request.post('/api/cart/batch_delete', { form: { ids: cart.map((l) => l.id).join(',') } });
  }
  for (let id = 1; id <= 120; id++) {
    const g = (await (await page.request.get(`/api/goods/detail/${id}`)).json()).data as GoodsCard | null;
    const price = Number(g?.base_price ?? 0);
    if (!g || g.is_buy !== 1 || g.ladder_price.length > 0 || price < 20 || price > 150) continue;
    const step = g.can_split === 1 ? 1 : Math.max(1, g.middle_pack);
    const number = Math.ceil(800 / price / step) * step;
    if (number > g.number || number * price > 1_500) continue;
    const res = await page.request.post('/api/cart', { data: { params: [{ goods_id: g.id, number }] } });
    if ((await res.json()).code === 10000) return;
  }
  throw new Error('no goods for the store to order');
}

test('a store’s big order waits for its headquarters, which approves it, and the store pays', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const errors = collectConsoleErrors(page);

  // The headquarters: orders of 南开店 above ¥500 need its approval.
  await loginAs(page, HQ, { to: '/ddgl' });
  await page.getByTestId(`store-policy-${STORE}`).click();
  await page.getByTestId('policy-approval').fill('500');
  await page.getByTestId('policy-monthly').fill('50000');
  await screenshot(page, 'ddgl-policy-modal');
  await page.getByTestId('store-policy-save').click();
  const cell = page.getByTestId(`store-policy-cell-${STORE}`);
  await expect(cell).toContainText('超¥500.00需审批');
  await expect(cell).toContainText('月额度 ¥50,000.00');
  await screenshot(page, 'ddgl-policies');

  // The store orders about ¥800: the order waits for the headquarters and cannot be paid.
  const storeContext = await browser.newContext();
  const store = await storeContext.newPage();
  const storeErrors = collectConsoleErrors(store);
  await loginAs(store, STORE);
  await fillStoreCart(store);
  await store.goto('/cart');
  await store.getByTestId('cart-checkout').click();
  await expect(store.getByTestId('step2-page')).toBeVisible();
  await store.getByTestId('address-option').first().click();
  await store.getByTestId('submit-order').click();
  await expect(store.getByTestId('pay-awaiting-approval')).toContainText('等待总部审批');
  const orderId = Number(store.url().split('/').pop());
  await screenshot(store, 'store-order-awaiting-approval');
  await store.goto(`/order/info/${orderId}`);
  await expect(store.getByTestId('approval-notice')).toContainText('订单待总部审批，审批通过后才能支付');
  await expect(store.getByTestId('order-pay')).toHaveCount(0);
  const orderNo = await store.getByTestId('order-detail-no').innerText();
  await screenshot(store, 'store-order-pending-detail');
  await store.goto('/order?status=pending_approval');
  await expect(store.getByTestId('order-awaiting-approval').first()).toBeVisible();
  await expect(store.locator('.order-tabs')).toContainText('待审批（1）');

  // The headquarters sees it under 采购审批 with its lines, and approves it.
  await page.goto('/ddsp');
  await expect(page.getByTestId('user-centre-menu')).toContainText('采购审批');
  const card = page.locator(`[data-testid="approval-card"][data-order-no="${orderNo}"]`);
  await expect(card).toContainText('益康连锁药房南开店');
  await expect(card.locator('tbody tr')).not.toHaveCount(0);
  await screenshot(page, 'ddsp-approvals');
  await card.getByTestId('approval-approve').click();
  await page.locator('.ant-popconfirm .ant-btn-primary').click();
  await expect(card).toHaveCount(0);

  // Another pending order (the demo one) is refused with a reason.
  const other = page.getByTestId('approval-card').first();
  if ((await other.count()) > 0) {
    const otherNo = await other.getAttribute('data-order-no');
    await other.getByTestId('approval-reject').click();
    await page.getByTestId('reject-confirm').click();
    await expect(page.getByText('请填写驳回原因')).toBeVisible();
    await page.getByTestId('reject-reason').fill('本月预算已用完，请下月再采购');
    await screenshot(page, 'ddsp-reject');
    await page.getByTestId('reject-confirm').click();
    await expect(page.locator(`[data-testid="approval-card"][data-order-no="${otherNo}"]`)).toHaveCount(0);
  }
  await screenshot(page, 'ddsp-after');

  // The store pays the approved order from its balance.
  await store.goto(`/order/info/${orderId}`);
  await expect(store.getByTestId('approval-notice')).toContainText('总部已审批通过');
  await store.getByTestId('order-pay').click();
  await expect(store.getByTestId('pay-order-no')).toHaveText(orderNo);
  await store.getByTestId('pay-method-balance').click();
  await store.getByTestId('pay-submit').click();
  await expect(store.getByTestId('step4-page')).toBeVisible();
  await store.goto(`/order/info/${orderId}`);
  await expect(store.locator('.order-info__head')).toContainText('待发货');
  await screenshot(store, 'store-order-paid');

  expect(errors).toEqual([]);
  expect(storeErrors).toEqual([]);
  await storeContext.close();
});
