import type { Page } from '@playwright/test';
import { ean13Png } from '../support/ean13-png';
import { collectConsoleErrors, DEMO_PASSWORD, expect, screenshot, test } from '../support/fixtures';
import { fitsPhone, iPhone, loginOnPhone } from '../support/phone';

test.use({ ...iPhone });

interface Card {
  id: number;
  name: string;
  is_buy: number;
  number: number;
  type: number;
  kind: string;
  middle_pack: number;
  is_controlled: number;
}

async function emptyCart(page: Page) {
  const lines = (await (await page.request.get('/api/cart/list')).json()).data.data as { id: number }[];
  if (lines.length > 0)
    await page.request.post('/api/cart/batch_delete', { form: { ids: lines.map((l) => l.id).join(',') } });
}

test('a phone opening a PC goods page lands on its mobile twin; 电脑版 goes back', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const list = (await (await page.request.get('/api/goods/list?keywords=gmlkl')).json()).data.list as Card[];
  const goods = list[0]!;
  await page.goto(`/list/info/${goods.id}`);
  await expect(page).toHaveURL(new RegExp(`/m/goods/${goods.id}$`));
  await expect(page.getByTestId('m-goods-name')).toContainText(goods.name);
  await expect(page.getByTestId('m-goods-price')).toContainText('登录后可见');
  await fitsPhone(page);
  await page.goto('/search?keywords=gmlkl');
  await expect(page).toHaveURL(/\/m\/search\?keyword=gmlkl$/);
  await page.goto('/m/');
  await page.getByTestId('m-desktop-link').click();
  await expect(page).toHaveURL(/\/\?pc=1$/);
  await page.goto(`/list/info/${goods.id}`);
  await expect(page).toHaveURL(new RegExp(`/list/info/${goods.id}$`));
  expect(errors).toEqual([]);
});

test('a pharmacy searches, adds a goods, checks out, pays by balance and reads the order on a phone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  await loginOnPhone(page, 'yaodian01');
  await emptyCart(page);
  await fitsPhone(page);
  await screenshot(page, 'mobile-home');

  const list = (await (await page.request.get('/api/goods/list?keywords=gmlkl&in_stock=1')).json()).data
    .list as Card[];
  const goods = list.find((g) => g.is_buy === 1 && g.type === 0 && g.number >= 3 * g.middle_pack)!;
  expect(goods).toBeTruthy();

  await page.goto('/m/search?keyword=gmlkl');
  await expect(page.getByTestId('m-goods-row').first()).toBeVisible();
  await fitsPhone(page);
  await screenshot(page, 'mobile-search');
  await page.locator(`[data-testid="m-goods-row"][data-goods-id="${goods.id}"] a`).first().click();
  await expect(page).toHaveURL(new RegExp(`/m/goods/${goods.id}$`));
  await expect(page.getByTestId('m-approval')).not.toHaveText('');
  await fitsPhone(page);
  await screenshot(page, 'mobile-goods');
  await page.getByTestId('m-add-to-cart').click();
  await expect(page.getByText('已加入购物车')).toBeVisible();

  await page.goto('/m/cart');
  await expect(page.getByTestId('m-cart-line')).toHaveCount(1);
  await expect(page.getByTestId('tab-bar')).toContainText('1');
  await fitsPhone(page);
  await screenshot(page, 'mobile-cart');
  await page.getByTestId('m-cart-checkout').click();
  await expect(page).toHaveURL(/\/m\/checkout\?ids=/);
  await expect(page.getByTestId('m-checkout-payable')).toContainText('¥');
  await page.getByTestId('m-pay-balance').click();
  await fitsPhone(page);
  await screenshot(page, 'mobile-checkout');
  await page.getByTestId('m-submit-order').click();

  await expect(page).toHaveURL(/\/m\/pay\/done\?order_id=\d+/);
  await expect(page.getByText('支付成功')).toBeVisible();
  await fitsPhone(page);
  await screenshot(page, 'mobile-pay-done');
  await page.getByTestId('m-view-order').click();
  await expect(page).toHaveURL(/\/m\/orders\/\d+$/);
  await expect(page.getByTestId('m-order-status')).toHaveText('待发货');
  await expect(page.getByTestId('m-order')).toContainText(goods.name);
  await fitsPhone(page);
  await screenshot(page, 'mobile-order');
  // 再次购买 puts the goods back into the cart and opens it.
  await page.getByTestId('m-order-reorder').click();
  await expect(page).toHaveURL(/\/m\/cart$/);
  await expect(page.getByTestId('m-cart-line')).toHaveCount(1);
  await expect(page.getByTestId('m-cart-line')).toContainText(goods.name);

  for (const [path, testId, name] of [
    ['/m/orders', 'm-order-card', 'mobile-orders'],
    ['/m/me', 'm-me-company', 'mobile-me'],
    ['/m/category', 'm-category-leaf', 'mobile-category'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId(testId).first()).toBeVisible();
    await fitsPhone(page);
    await screenshot(page, name);
  }
  expect(errors).toEqual([]);
});

test('the camera scan reads a box’s 69 code from a photo and opens its goods', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const list = (await (await page.request.get('/api/goods/list?keywords=gmlkl')).json()).data.list as Card[];
  const goods = list[0]!;
  // The 69 code as the console keeps it.
  await request.post('/api/user/login', { form: { username: 'yunying01', password: DEMO_PASSWORD } });
  const barcode = (await (await request.get(`/api/operator/goods/${goods.id}`)).json()).data
    .barcode as string;
  expect(barcode).toMatch(/^69\d{11}$/);

  await page.goto('/m/scan');
  await expect(page.getByTestId('m-scan-state')).toBeVisible();
  await fitsPhone(page);
  await screenshot(page, 'mobile-scan');
  await page.getByTestId('m-scan-photo').setInputFiles({
    name: 'box.png',
    mimeType: 'image/png',
    buffer: ean13Png(barcode),
  });
  await expect(page).toHaveURL(new RegExp(`/m/goods/${goods.id}$`));
  await expect(page.getByTestId('m-goods-name')).toContainText(goods.name);
  expect(errors).toEqual([]);
});
