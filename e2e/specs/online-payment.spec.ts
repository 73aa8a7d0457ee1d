import type { Page } from '@playwright/test';
import { collectConsoleErrors, expect, loginAs, screenshot, test } from '../support/fixtures';

const FAKE_PAY = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 90}`;

/** An unpaid order of the logged-in buyer (one cheap goods), made through the API as the checkout page does. */
async function unpaidOrder(page: Page, tag: string) {
  const request = page.request;
  for (let id = 1; id <= 300; id++) {
    const g = (await (await request.get(`/api/goods/detail/${id}`)).json()).data as {
      is_buy: number;
      base_price: string | null;
      number: number;
      can_split: number;
      middle_pack: number;
      is_controlled?: number;
    } | null;
    if (!g || g.is_buy !== 1 || Number(g.base_price ?? 0) > 200 || g.number < 10) continue;
    const number = g.can_split === 1 ? 1 : Math.max(1, g.middle_pack);
    const added = await (
      await request.post('/api/cart', { data: { params: [{ goods_id: id, number }] } })
    ).json();
    if (added.code !== 10000) continue;
    const line = (added.data.lines as { id: number; goods_id: number }[]).find((l) => l.goods_id === id)!;
    const addresses = (await (await request.get('/api/address/list')).json()).data;
    const list = (Array.isArray(addresses) ? addresses : addresses.list) as { id: number }[];
    const created = await (
      await request.post('/api/order/create', {
        data: {
          ids: [line.id],
          address_id: list[0]!.id,
          invoice_type: 0,
          idempotency_key: `e2e-${tag}-${Date.now()}`,
        },
      })
    ).json();
    expect(created.code, JSON.stringify(created)).toBe(10000);
    if (created.data.has_special) continue;
    return created.data.order_id as number;
  }
  throw new Error('no goods to order');
}

test('a buyer pays an order with Alipay at the gateway and comes back to 支付成功', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = collectConsoleErrors(page);
  await loginAs(page, 'yaodian01');
  const orderId = await unpaidOrder(page, 'alipay');
  await page.goto(`/cart/step3/${orderId}`);
  await expect(page.getByTestId('pay-method-alipay')).toContainText('支付宝');
  await expect(page.getByTestId('pay-method-wechat')).toContainText('微信支付');
  await page.getByTestId('pay-method-alipay').click();
  await screenshot(page, 'online-payment-methods');
  await page.getByTestId('pay-submit').click();
  await page.waitForURL(`${FAKE_PAY}/alipay/gateway.do**`);
  await expect(page.getByText('支付宝（测试网关）')).toBeVisible();
  await screenshot(page, 'online-payment-alipay-cashier');
  await page.getByRole('button', { name: '确认付款' }).click();
  await page.waitForURL(/\/cart\/step4\?order_id=/);
  await expect(page.getByText('支付成功，我们将尽快为您发货！')).toBeVisible();
  await screenshot(page, 'online-payment-alipay-done');
  const detail = (await (await page.request.get(`/api/order/${orderId}`)).json()).data;
  expect(detail.status).toBe('to_ship');
  expect(errors).toEqual([]);
});

test('a buyer pays an order with WeChat Pay by scanning the QR code the page draws', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = collectConsoleErrors(page);
  await loginAs(page, 'yaodian01');
  const orderId = await unpaidOrder(page, 'wechat');
  await page.goto(`/cart/step3/${orderId}`);
  await page.getByTestId('pay-method-wechat').click();
  await page.getByTestId('pay-submit').click();
  const qr = page.getByTestId('wechat-qr');
  await expect(qr).toBeVisible();
  await expect(qr.locator('canvas')).toBeVisible();
  await expect(qr).toContainText('请使用微信扫一扫');
  await screenshot(page, 'online-payment-wechat-qr');
  const codeUrl = await qr.getAttribute('data-code-url');
  expect(codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
  // The buyer's phone: WeChat pays the code and the gateway sends its notice to the shop.
  const scanned = await page.request.post(`${FAKE_PAY}/wechat/scan`, {
    data: codeUrl!,
    headers: { 'content-type': 'text/plain' },
  });
  expect(scanned.ok()).toBe(true);
  await page.waitForURL(/\/cart\/step4\?order_id=/, { timeout: 15_000 });
  await expect(page.getByText('支付成功，我们将尽快为您发货！')).toBeVisible();
  await screenshot(page, 'online-payment-wechat-done');
  expect(errors).toEqual([]);
});
