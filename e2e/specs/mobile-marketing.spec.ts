import type { Page } from '@playwright/test';
import { collectConsoleErrors, DEMO_PASSWORD, expect, screenshot, test } from '../support/fixtures';
import { emptyCart, fitsPhone, iPhone, loginOnPhone } from '../support/phone';

test.use({ ...iPhone });

/** The seeded coupon with plenty left (满500减20, two per member); the PC spec claims another one. */
const COUPON = '全场通用券';

interface Detail {
  id: number;
  is_buy: number;
  kind: string;
  type: number;
  number: number;
  can_split: number;
  middle_pack: number;
  base_price: string | null;
}

/** Empties the cart and puts in over ¥600 of one coupon-eligible goods (one of a running 满减 activity's). */
async function cartOverThreshold(page: Page) {
  await emptyCart(page);
  const activities = (await (await page.request.get('/api/activity/manjian')).json()).data as {
    goods_ids: number[];
  }[];
  for (const id of activities.flatMap((a) => a.goods_ids).slice(0, 60)) {
    const goods = (await (await page.request.get(`/api/goods/detail/${id}`)).json()).data as Detail | null;
    if (!goods || goods.is_buy !== 1 || goods.kind !== 'drug' || goods.type !== 0 || !goods.base_price)
      continue;
    const step = goods.can_split === 1 ? 1 : Math.max(1, goods.middle_pack);
    const number = Math.ceil(600 / Number(goods.base_price) / step) * step;
    if (number > goods.number) continue;
    const added = await page.request.post('/api/cart', { data: { params: [{ goods_id: id, number }] } });
    if (added.ok() && (await added.json()).code === 10000) return;
  }
  throw new Error('no coupon-eligible goods to buy');
}

test('a clinic exchanges points for a gift on the phone; too few points refuse on the button', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  await loginOnPhone(page, 'zhensuo01');
  await page.goto('/m/me');
  await page.getByTestId('m-me-points-mall').click();
  await expect(page).toHaveURL(/\/m\/points$/);
  await expect(page.getByTestId('m-points-balance')).toHaveText(/^\d+$/);
  const before = Number(await page.getByTestId('m-points-balance').textContent());
  expect(before).toBeGreaterThanOrEqual(200);
  await expect(page.getByTestId('m-points-goods').filter({ hasText: '药品分装盒' })).toContainText('已兑完');
  await fitsPhone(page);
  await screenshot(page, 'mobile-points');

  // 880 points: more than the clinic holds.
  await page.getByTestId('m-points-goods').filter({ hasText: '红外电子体温计' }).click();
  await expect(page.getByTestId('m-exchange-submit')).toHaveText('积分不足');
  await expect(page.getByTestId('m-exchange-submit')).toBeDisabled();
  await page.goBack();

  await page.getByTestId('m-points-goods').filter({ hasText: '一次性医用外科口罩' }).click();
  await expect(page.getByTestId('m-points-item-name')).toContainText('一次性医用外科口罩');
  await expect(page.getByTestId('m-exchange-address').first()).toBeVisible();
  await fitsPhone(page);
  await screenshot(page, 'mobile-points-goods');
  await page.getByTestId('m-exchange-submit').click();
  await expect(page.getByTestId('m-exchange-done')).toContainText(`已消耗200积分`);
  await expect(page.getByTestId('m-exchange-done')).toContainText(`剩余积分 ${before - 200}`);
  await screenshot(page, 'mobile-points-done');
  await page.getByRole('button', { name: '查看兑换记录' }).click();
  await expect(page).toHaveURL(/\/m\/points\/orders$/);
  await expect(page.getByTestId('m-points-order').first()).toContainText('一次性医用外科口罩');
  await expect(page.getByTestId('m-points-order').first()).toContainText('待发货');
  await fitsPhone(page);
  await screenshot(page, 'mobile-points-orders');
  expect(errors).toEqual([]);
});

test('a pharmacy claims a coupon in the centre and uses it at checkout, paying with balance', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  await loginOnPhone(page, 'yaodian01');
  await page.getByRole('link', { name: '领券中心' }).click();
  await expect(page).toHaveURL(/\/m\/coupon-centre$/);
  const card = page.getByTestId('m-coupon-card').filter({ hasText: COUPON });
  await expect(card).toContainText('满500可用');
  await expect(page.getByTestId('m-coupon-card').filter({ hasText: '满2000元可用券' })).toContainText(
    '已领完',
  );
  await fitsPhone(page);
  await screenshot(page, 'mobile-coupon-centre');
  await card.getByTestId('m-coupon-claim').click();
  await expect(page.getByText('领取成功！¥20优惠券已放入「我的优惠券」')).toBeVisible();

  await page.getByTestId('m-my-coupons-link').click();
  await expect(page).toHaveURL(/\/m\/coupons$/);
  await expect(page.getByTestId('m-coupon').filter({ hasText: COUPON }).first()).toContainText('未使用');
  await fitsPhone(page);
  await screenshot(page, 'mobile-coupons');

  await cartOverThreshold(page);
  await page.goto('/m/cart');
  await page.getByTestId('m-cart-checkout').click();
  await expect(page).toHaveURL(/\/m\/checkout\?ids=/);
  await page.getByTestId('m-checkout-coupon').click();
  const picker = page.getByTestId('m-coupon-picker');
  await picker.locator('.adm-list-item').filter({ hasText: COUPON }).first().click();
  await expect(page.getByTestId('m-checkout-coupon')).toContainText('-¥20.00');
  await page.getByTestId('m-pay-balance').click();
  await screenshot(page, 'mobile-checkout-coupon');
  await page.getByTestId('m-submit-order').click();
  await expect(page).toHaveURL(/\/m\/pay\/done\?order_id=\d+/);
  await expect(page.getByText('支付成功')).toBeVisible();

  await page.goto('/m/coupons?status=1');
  await expect(page.getByTestId('m-coupon').filter({ hasText: COUPON }).first()).toContainText('已使用');
  expect(errors).toEqual([]);
});

test('a member chats with customer service on the phone and reads a message', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  await loginOnPhone(page, 'hetong01');
  await page.goto('/m/me');
  await page.getByTestId('m-me-chat').click();
  await expect(page).toHaveURL(/\/m\/chat$/);
  await page.getByLabel('消息内容').fill('请问体温计什么时候到货？');
  await page.getByTestId('m-chat-send').click();
  const mine = page.getByTestId('m-chat-message').filter({ hasText: '请问体温计什么时候到货？' });
  await expect(mine).toBeVisible();
  await expect(page.getByLabel('消息内容')).toHaveValue('');

  // Customer service answers from its own session; the reply is pushed to the phone, at the bottom.
  const staff = await playwright.request.newContext({ baseURL });
  await staff.post('/api/user/login', { form: { username: 'kefu01', password: DEMO_PASSWORD } });
  const inbox = await (await staff.get('/api/operator/chat/conversations')).json();
  const conversation = inbox.data.list.find((c: { username: string }) => c.username === 'hetong01');
  await staff.post(`/api/operator/chat/conversations/${conversation.id}/messages`, {
    form: { body: '您好，体温计明天到货。' },
  });
  await expect(page.getByTestId('m-chat-message').last()).toContainText('您好，体温计明天到货。');
  await staff.dispose();
  // The input bar is on screen, at the bottom.
  const bar = await page.locator('.chat-input').boundingBox();
  const height = page.viewportSize()!.height;
  expect(bar!.y + bar!.height).toBeLessThanOrEqual(height + 1);
  expect(bar!.y + bar!.height).toBeGreaterThan(height - 60);
  await fitsPhone(page);
  await screenshot(page, 'mobile-chat');

  // 我的消息: tapping a message opens it and marks it read.
  await page.goto('/m/messages');
  const first = page.getByTestId('m-message').first();
  await expect(first).toBeVisible();
  const title = (await first.locator('.msg-title').textContent())!;
  await first.click();
  await expect(page.getByTestId('m-message-reader')).toContainText(title);
  await expect(first).toHaveAttribute('data-read', '1');
  await fitsPhone(page);
  await screenshot(page, 'mobile-messages');
  expect(errors).toEqual([]);
});

test('every new /m/ page fits a 360-px Android phone without console errors', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  // A visitor first, then a member.
  for (const path of ['/m/points', '/m/coupon-centre', '/m/chat']) {
    await page.goto(path);
    await expect(page.locator('.adm-nav-bar').first()).toBeVisible();
    await fitsPhone(page);
  }
  await loginOnPhone(page, 'zhensuo01');
  for (const path of [
    '/m/',
    '/m/me',
    '/m/points',
    '/m/points/orders',
    '/m/coupon-centre',
    '/m/coupons',
    '/m/chat',
    '/m/messages',
  ]) {
    await page.goto(path);
    await expect(page.locator('[data-testid^="m-"]').first()).toBeVisible();
    await fitsPhone(page);
  }
  await screenshot(page, 'mobile-360-messages');
  expect(errors).toEqual([]);
  await context.close();
});
