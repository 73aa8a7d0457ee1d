import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext } from '@playwright/test';
import { consoleLogin } from '../support/console';
import { collectConsoleErrors, DEMO_PASSWORD, expect, screenshot, test } from '../support/fixtures';

/** An ERP stand-in on 127.0.0.1 (the server under test runs on this machine, outside production). */
let server: Server;
const received: { id: string; type: string }[] = [];
test.beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString()) as { type: string };
      received.push({ id: String(req.headers['webhook-id']), type: body.type });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** yaodian01 orders one plain goods through the API and pays with its balance. */
async function placeOrder(request: APIRequestContext) {
  const login = await request.post('/api/user/login', {
    data: { username: 'yaodian01', password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  for (let id = 1; id <= 200; id++) {
    const g = (await (await request.get(`/api/goods/detail/${id}`)).json()).data as {
      is_buy: number;
      base_price: string | null;
      number: number;
      can_split: number;
      middle_pack: number;
    } | null;
    if (!g || g.is_buy !== 1 || Number(g.base_price ?? 0) > 200 || g.number < 10) continue;
    const number = g.can_split === 1 ? 1 : Math.max(1, g.middle_pack);
    const added = await (
      await request.post('/api/cart', { data: { params: [{ goods_id: id, number }] } })
    ).json();
    if (added.code !== 10000) continue;
    const line = (added.data.lines as { id: number; goods_id: number }[]).find((l) => l.goods_id === id)!;
    const addresses = (await (await request.get('/api/address/list')).json()).data as { id: number }[];
    const list = Array.isArray(addresses)
      ? addresses
      : (addresses as unknown as { list: { id: number }[] }).list;
    const created = await (
      await request.post('/api/order/create', {
        data: {
          ids: [line.id],
          address_id: list[0]!.id,
          invoice_type: 0,
          idempotency_key: `e2e-webhook-${Date.now()}`,
          pay_method: 'balance',
        },
      })
    ).json();
    expect(created.code, JSON.stringify(created)).toBe(10000);
    return created.data.order_id as number;
  }
  throw new Error('no goods to order');
}

test('operator01 connects an ERP, keeps the secret and sees the order events delivered', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/yaocai/webhook`;
  await consoleLogin(page, 'operator01');
  await page.getByTestId('menu-integration').click();
  await expect(page.getByRole('heading', { name: '系统对接' })).toBeVisible();
  await page.getByTestId('webhook-new').click();
  await page.getByTestId('webhook-url').fill('ftp://erp.example.com');
  await page.getByTestId('webhook-save').click();
  await expect(page.getByText('接收地址应为 http:// 或 https:// 开头的网址')).toBeVisible();
  await page.getByTestId('webhook-url').fill(url);
  await page.getByTestId('webhook-description').fill('金蝶 K3 订单下发');
  await screenshot(page, 'console-webhook-new');
  await page.getByTestId('webhook-save').click();
  const secret = page.getByTestId('webhook-secret');
  await expect(secret).toHaveText(/^whsec_[A-Za-z0-9+/]{43}=$/);
  await screenshot(page, 'console-webhook-secret');
  await page.getByRole('button', { name: '我已保存密钥' }).click();
  await expect(secret).toBeHidden();
  const row = page.locator('[data-testid^="webhook-row-"]').filter({ hasText: url });
  await expect(row).toContainText('订单已支付');
  await expect(row).toContainText('金蝶 K3 订单下发');
  await screenshot(page, 'console-webhook-list');

  const buyer = await playwright.request.newContext({ baseURL });
  const orderId = await placeOrder(buyer);
  await buyer.dispose();
  await expect
    .poll(() => received.map((r) => r.type).sort(), { timeout: 15_000 })
    .toEqual(['order.created', 'order.paid']);

  await row.getByTestId('webhook-deliveries').click();
  const deliveries = page.locator('[data-testid^="delivery-row-"]');
  await expect(deliveries).toHaveCount(2);
  await expect(deliveries.first()).toContainText('已送达');
  await expect(deliveries.first()).toContainText('订单已支付');
  await deliveries
    .first()
    .getByRole('button', { name: /展开行|Expand row/ })
    .click();
  await expect(page.getByText('HTTP 200').or(page.getByText('已送达')).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: '200', exact: true })).toBeVisible();
  await screenshot(page, 'console-webhook-deliveries');
  await page.keyboard.press('Escape');
  await row.getByTestId('webhook-delete').click();
  await page.getByTestId('webhook-delete-confirm').click();
  await expect(page.getByText('接收地址已删除')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(received.every((r) => r.id.startsWith('msg_'))).toBe(true);
  expect(orderId).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});
