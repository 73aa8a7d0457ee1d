import { fileURLToPath } from 'node:url';
import { collectConsoleErrors, expect, screenshot, test } from '../support/fixtures';
import { emptyCart, fitsPhone, iPhone, loginOnPhone, putSomeGoodsInCart } from '../support/phone';

test.use({ ...iPhone });

const PHOTO_PNG = fileURLToPath(new URL('../fixtures/licence.png', import.meta.url));

test('a phone opening PC 积分商城, 领券中心, 我的优惠券, 我的消息 and after-sales lands on their /m/ twins', async ({
  page,
}) => {
  await loginOnPhone(page, 'zhensuo01');
  for (const [pc, twin] of [
    ['/jfsc', /\/m\/points$/],
    ['/lqzx', /\/m\/coupon-centre$/],
    ['/yhq', /\/m\/coupons$/],
    ['/wdxx', /\/m\/messages$/],
    ['/order?status=after_sale', /\/m\/after-sales$/],
  ] as const) {
    await page.goto(pc);
    await expect(page).toHaveURL(twin);
  }
});

test('a clinic sends a picture to customer service from the phone and opens it full size', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await loginOnPhone(page, 'zhensuo01');
  await page.goto('/m/chat');
  await expect(page.getByTestId('m-chat-status')).toBeVisible();
  const before = await page.getByAltText('图片消息').count();
  await page.getByTestId('m-chat-picture').setInputFiles(PHOTO_PNG);
  await expect(page.getByAltText('图片消息')).toHaveCount(before + 1);
  const picture = page.getByAltText('图片消息').last();
  await expect(picture).toHaveAttribute('src', /\/api\/upload\//);
  await picture.click();
  await expect(page.locator('.adm-image-viewer-content')).toBeVisible();
  await screenshot(page, 'mobile-chat-picture');
  await fitsPhone(page);
  expect(errors).toEqual([]);
});

test('a pharmacy adds a delivery address from checkout and comes back to it', async ({ page }) => {
  test.setTimeout(90_000);
  await loginOnPhone(page, 'zhensuo01');
  await emptyCart(page);
  const lines = await putSomeGoodsInCart(page);
  await page.goto(`/m/checkout?ids=${lines.map((l) => l.id).join(',')}`);
  await page.getByTestId('m-checkout-address').click();
  const manage = page.getByTestId('m-checkout-manage-address');
  if (await manage.isVisible().catch(() => false)) await manage.click();
  await expect(page).toHaveURL(/\/m\/addresses\?back=1/);
  await page.getByTestId('m-address-add').click();
  await page.getByTestId('m-address-consignee').locator('input').fill('孙立新');
  await page.getByTestId('m-address-phone').locator('input').fill('13733445566');
  await page.getByTestId('m-address-region').click();
  await page.getByText('河南省', { exact: true }).click();
  await page.getByText('郑州市', { exact: true }).click();
  await page.getByText('金水区', { exact: true }).click();
  await page.getByText('确定', { exact: true }).click();
  await page.getByRole('textbox', { name: '详细地址' }).fill('经三路15号康泰大药房');
  await screenshot(page, 'mobile-address-form');
  await page.getByTestId('m-address-save').click();
  await expect(page).toHaveURL(/\/m\/checkout\?ids=/);
  await page.getByTestId('m-checkout-address').click();
  await expect(page.getByText('孙立新 13733445566')).toBeVisible();

  await page.goto('/m/addresses');
  const mine = page.getByTestId('m-address').filter({ hasText: '孙立新' });
  await expect(mine).toContainText('经三路15号康泰大药房');
  await fitsPhone(page);
  await screenshot(page, 'mobile-addresses');
  await mine.getByRole('button', { name: '删除' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(mine).toHaveCount(0);
  await emptyCart(page);
});

test('every /m/ route of the router fits a 360-px Android phone without console errors', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  for (const path of ['/m/login', '/m/register']) {
    await page.goto(path);
    await expect(page.locator('[data-testid^="m-"], .adm-nav-bar').first()).toBeVisible();
    await fitsPhone(page);
  }
  await loginOnPhone(page, 'zhensuo01');
  const goods = (await (await page.request.get('/api/activity/manjian')).json()).data[0]
    .goods_ids[0] as number;
  // apps/mobile/src/app/router.tsx, one line per route (ids from the seed where the route takes one).
  for (const path of [
    '/m/',
    '/m/category',
    '/m/cart',
    '/m/me',
    '/m/orders',
    '/m/search?keyword=阿莫西林',
    `/m/goods/${goods}`,
    '/m/scan',
    '/m/messages',
    '/m/points',
    '/m/points/orders',
    '/m/coupon-centre',
    '/m/coupons',
    '/m/chat',
    '/m/addresses',
    '/m/after-sales',
    '/m/no-such-page',
  ]) {
    await page.goto(path);
    await expect(page.locator('[data-testid^="m-"], .adm-nav-bar').first()).toBeVisible();
    await fitsPhone(page);
  }
  // The routes that take a record: yaodian01's seeded orders (one of them with a 换货), a gift of the
  // points mall, and checkout / pay-done over a cart line of its own.
  await context.clearCookies();
  await loginOnPhone(page, 'yaodian01');
  const data = async (url: string) => (await (await page.request.get(url)).json()).data;
  const orders = (await data('/api/order/list')).list as { id: number }[];
  const sale = (await data('/api/after_sale/list')).list[0] as { id: number; order_id: number };
  const gift = (await data('/api/points/goods')).list[0] as { id: number };
  await emptyCart(page);
  const [line] = await putSomeGoodsInCart(page);
  for (const path of [
    `/m/orders/${orders[0]!.id}`,
    `/m/orders/${sale.order_id}`,
    `/m/orders/${sale.order_id}/after-sale`,
    `/m/after-sales/${sale.id}`,
    `/m/points/${gift.id}`,
    `/m/checkout?ids=${line!.id}`,
    `/m/pay/done?order_id=${orders[0]!.id}`,
  ]) {
    await page.goto(path);
    await expect(page.locator('[data-testid^="m-"], .adm-nav-bar').first()).toBeVisible();
    await fitsPhone(page);
  }
  await emptyCart(page);
  expect(errors).toEqual([]);
  await context.close();
});
