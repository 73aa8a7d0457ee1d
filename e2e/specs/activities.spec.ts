import type { Page } from '@playwright/test';
import { consoleLogin } from '../support/console';
import { collectConsoleErrors, expect, loginAs, screenshot, test } from '../support/fixtures';

async function emptyCart(page: Page) {
  const lines = (await (await page.request.get('/api/cart/list')).json()).data.data as { id: number }[];
  if (lines.length > 0) {
    const res = await page.request.post('/api/cart/batch_delete', {
      form: { ids: lines.map((l) => l.id).join(',') },
    });
    expect(res.ok()).toBe(true);
  }
}

/** "¥12.50" → 1250 fen. */
const fen = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

test('a pharmacy buys a 94折 goods and a combination and sees each discount line by line', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  await loginAs(page, 'yaodian01');
  await emptyCart(page);

  // /welfare: the banner with its rate and rules, the goods with the discounted price and the tag.
  await page.goto('/welfare');
  await expect(page.getByTestId('welfare-banner')).toContainText('94折');
  await expect(page.getByTestId('welfare-banner')).toContainText('中药饮片');
  const item = page
    .locator('[data-testid="goods-list-item"]')
    .filter({ has: page.locator('[data-testid="quick-add"]:not([disabled])') })
    .first();
  await expect(item).toContainText('94折');
  const goodsId = Number(await item.getAttribute('data-goods-id'));
  await expect(item.locator('.price-tag__original')).toBeVisible();
  await screenshot(page, 'activities-welfare');
  await item.getByTestId('quick-add').click();
  await expect(page.getByTestId('add-to-cart-success')).toContainText('已加入购物车');

  // The detail page says the same.
  await page.goto(`/list/info/${goodsId}`);
  await expect(page.getByTestId('buy-box-discount')).toContainText('94折');

  // /zhzq: a bundle against its separate price, added as one line.
  await page.goto('/zhzq');
  const combo = page.getByTestId('combination').first();
  await expect(combo.getByTestId('combination-price')).toContainText('¥');
  const comboName = (await combo.locator('h3').innerText()).trim();
  await screenshot(page, 'activities-combinations');
  await combo.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('add-to-cart-success')).toContainText('已加入购物车');

  // The cart: the 94折 line at its discounted price with the base struck through, the bundle as one line.
  await page.goto('/cart');
  const discounted = page.locator(`[data-testid="cart-line"][data-goods-id="${goodsId}"]`);
  await expect(discounted.getByTestId('cart-line-discount')).toHaveText('94折');
  const price = fen(await discounted.getByTestId('cart-line-price').innerText());
  const base = fen(await discounted.locator('del').innerText());
  expect(price).toBe(Math.max(1, Math.round((base * 940) / 1000)));
  const bundle = page.getByTestId('cart-line').filter({ hasText: comboName });
  await expect(bundle).toHaveCount(1);
  await expect(bundle).toContainText('组合购');
  await screenshot(page, 'activities-cart');

  // Step 2: the same discounts per line, then the order.
  await page.getByTestId('cart-checkout').click();
  await expect(page.getByTestId('step2-page')).toBeVisible();
  await expect(page.getByTestId('checkout-line-discount')).toHaveText('94折');
  await expect(page.getByTestId('checkout-line-price').first()).toContainText('¥');
  await page.getByTestId('address-option').first().click();
  await screenshot(page, 'activities-step2');
  await page.getByTestId('submit-order').click();
  await expect(page.getByTestId('step3-page')).toBeVisible();
  const orderId = Number(page.url().split('/').pop());
  const order = (await (await page.request.get(`/api/order/${orderId}`)).json()).data;
  const lines = order.lines as { goods_id: number; line_type: number; price: string }[];
  // The order keeps the discounted unit price of the 94折 line, and the bundle's goods as type 3 lines.
  expect(lines.filter((l) => l.goods_id === goodsId && l.line_type === 0).map((l) => fen(l.price))).toContain(
    price,
  );
  expect(lines.some((l) => l.line_type === 3)).toBe(true);
  expect(errors).toEqual([]);
});

test('the activity pages render, and a missing activity goes to /noActivity', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await loginAs(page, 'zhensuo01', { to: '/yyh' });
  await expect(page.getByTestId('specials-page')).toBeVisible();
  await expect(page.getByTestId('activity-zone').first()).toBeVisible();
  await expect(page.getByTestId('activity-goods').first()).toBeVisible();
  await screenshot(page, 'activities-yyh');

  await page.goto('/yyh/list?tab=daily');
  await expect(page.getByTestId('activity-zone')).toHaveAttribute('data-zone', 'daily');

  await page.goto('/yjh');
  await expect(page.getByTestId('activity-entries')).toBeVisible();
  await expect(page.locator('[data-testid="activity-zone"][data-zone="welfare"]')).toBeVisible();
  await expect(page.locator('[data-testid="activity-zone"][data-zone="zh"]')).toBeVisible();
  await screenshot(page, 'activities-yjh');

  await page.goto('/Hdzx/spike,welfare');
  await expect(page.locator('.activity-tabs .ant-tabs-tab')).toHaveCount(2);
  await page.locator('.activity-tabs .ant-tabs-tab').nth(1).click();
  await expect(page).toHaveURL(/\/Hdzx\/spike(,|%2C)welfare\/welfare$/);
  await expect(page.getByTestId('activity-zone')).toHaveAttribute('data-zone', 'welfare');
  await screenshot(page, 'activities-hdzx');

  await page.goto('/yjh/mj999999');
  await expect(page).toHaveURL(/\/noActivity$/);
  await expect(page.getByTestId('no-activity')).toContainText('活动不存在或已结束');
  await screenshot(page, 'activities-no-activity');

  await page.goto('/activity/any/where');
  await expect(page).toHaveURL(/\/noActivity$/, { timeout: 10_000 });
  expect(errors).toEqual([]);
});

test('an empty activity link says 活动暂未开始 and a starred one 活动未开始, and taps are recorded', async ({
  page,
}) => {
  await page.goto('/zqmb?title=感冒用药专场&ids=1,2,3,4,5');
  await expect(page.getByTestId('template-banner')).toContainText('感冒用药专场');
  await page.getByTestId('activity-banner-link').click();
  await expect(page.locator('.ant-message')).toContainText('活动暂未开始');
  await expect(page).toHaveURL(/\/zqmb\?/);
  await screenshot(page, 'activities-empty-link');

  await page.goto('/hdmb?title=春季采购节&ids=welfare&link=*/welfare');
  await expect(page.getByTestId('activity-zone')).toHaveAttribute('data-zone', 'welfare');
  const tap = page.waitForRequest((r) => r.url().endsWith('/api/activity/tap') && r.method() === 'POST');
  await page.getByTestId('activity-banner-link').click();
  await expect(page.locator('.ant-message')).toContainText('活动未开始');
  expect((await tap).postData()).toContain('url=');
});

test('operations staff change the rate of the storewide discount in the console', async ({ page }) => {
  await consoleLogin(page, 'yunying01');
  await page.goto('/admin/promotions/storewide');
  const row = page.locator('[data-testid^="sw-row-"]').filter({ hasText: '全场94折' }).first();
  await expect(row).toContainText('进行中');
  await expect(row).toContainText('中药饮片');
  await screenshot(page, 'activities-console-storewide');

  const setRate = async (rate: string) => {
    await row.getByTestId('sw-edit').click();
    const field = page.getByTestId('sw-rate');
    const input = (await field.evaluate((e) => e.tagName)) === 'INPUT' ? field : field.locator('input');
    await input.fill(rate);
    await page.getByTestId('sw-save').click();
    await expect(page.locator('.ant-modal')).toBeHidden();
  };
  await setRate('9.5');
  await expect(row).toContainText('95折');
  const detail = (await (await page.request.get('/api/activity/welfare')).json()).data.activity;
  expect(detail.label).toBe('95折');
  await setRate('9.4');
  await expect(row).toContainText('94折');
});
