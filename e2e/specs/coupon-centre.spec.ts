import type { Page } from '@playwright/test';
import { consoleLogin } from '../support/console';
import { collectConsoleErrors, expect, loginAs, screenshot, test } from '../support/fixtures';

/** The seeded 无门槛 coupon with a few left: any coupon-eligible order may use it. */
const COUPON = '新客专享无门槛券';

interface Detail {
  id: number;
  is_buy: number;
  kind: string;
  number: number;
  can_split: number;
  middle_pack: number;
}

/** Empties the cart and puts in one coupon-eligible goods (one of a running 满减 activity's). */
async function cartWithEligibleGoods(page: Page) {
  const lines = (await (await page.request.get('/api/cart/list')).json()).data.data as { id: number }[];
  if (lines.length > 0)
    await page.request.post('/api/cart/batch_delete', { form: { ids: lines.map((l) => l.id).join(',') } });
  const activities = (await (await page.request.get('/api/activity/manjian')).json()).data as {
    goods_ids: number[];
  }[];
  for (const id of activities.flatMap((a) => a.goods_ids).slice(0, 60)) {
    const goods = (await (await page.request.get(`/api/goods/detail/${id}`)).json()).data as Detail | null;
    if (!goods || goods.is_buy !== 1 || goods.kind !== 'drug' || goods.number < 20) continue;
    const number = goods.can_split === 1 ? 2 : Math.max(1, goods.middle_pack);
    const added = await page.request.post('/api/cart', { data: { params: [{ goods_id: id, number }] } });
    if (added.ok() && (await added.json()).code === 10000) return;
  }
  throw new Error('no coupon-eligible goods to buy');
}

test('a member claims a coupon at /lqzx, finds it in /yhq and uses it at checkout', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);

  // A visitor sees the coupons and is asked to log in.
  await page.goto('/lqzx');
  await expect(page.getByTestId('coupon-centre-page')).toBeVisible();
  await expect(page.getByTestId('coupon-login-tip')).toContainText('登录后即可领取优惠券');
  await expect(page.getByTestId('coupon-card').first()).toBeVisible();
  await screenshot(page, 'coupon-centre-visitor');

  await loginAs(page, 'yaodian01', { to: '/lqzx' });
  const card = page.getByTestId('coupon-card').filter({ hasText: COUPON });
  await expect(card).toContainText('无门槛');
  await expect(card).toContainText('仅剩');
  await expect(page.getByTestId('coupon-card').filter({ hasText: '满2000元可用券' })).toContainText('已领完');
  await card.getByTestId('coupon-claim').click();
  await expect(page.getByText(/领取成功！¥5优惠券已放入「我的优惠券」/)).toBeVisible();
  await expect(card.getByTestId('coupon-state')).toHaveText('已领取');
  await screenshot(page, 'coupon-centre-claimed');

  // 我的优惠券 lists it, unused.
  await page.getByTestId('my-coupons-link').click();
  await expect(page.getByTestId('coupons-page')).toBeVisible();
  const voucher = page.getByTestId('voucher').filter({ hasText: COUPON });
  await expect(voucher).toContainText('未使用');
  await screenshot(page, 'coupon-centre-yhq');

  // Checkout offers it; the order takes ¥5 off.
  await cartWithEligibleGoods(page);
  await page.goto('/cart');
  await page.getByTestId('cart-checkout').click();
  await expect(page.getByTestId('step2-page')).toBeVisible();
  await page.getByTestId('address-option').first().click();
  await page.getByTestId('coupon-select').click();
  const option = page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: COUPON });
  // Under load the dropdown can still be animating when the option is clicked: retry until it took.
  await expect(async () => {
    if (!(await option.isVisible())) await page.getByTestId('coupon-select').click();
    await option.click({ timeout: 2_000 });
    await expect(page.getByTestId('amount-coupon_amount')).toContainText('-¥5.00', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await screenshot(page, 'coupon-centre-checkout');
  await page.getByTestId('submit-order').click();
  await expect(page.getByTestId('step3-page')).toBeVisible();
  await page.getByTestId('pay-method-balance').click();
  await page.getByTestId('pay-submit').click();
  await expect(page.getByTestId('step4-page')).toBeVisible();

  // Now it is used.
  await page.goto('/yhq?status=1');
  await expect(page.getByTestId('voucher').filter({ hasText: COUPON })).toContainText('已使用');
  await screenshot(page, 'coupon-centre-used');
  expect(errors).toEqual([]);
});

test('the cashback page shows the tiers and the member’s records', async ({ page }) => {
  await loginAs(page, 'yaodian01', { to: '/hb' });
  await expect(page.getByTestId('cashback-tier')).toHaveCount(2);
  await expect(page.getByTestId('cashback-tiers')).toContainText('单笔订单商品实付满 ¥500');
  await expect(page.getByTestId('cashback-my-records')).toContainText('满额返现 · 余额');
  await screenshot(page, 'cashback-page');
  await page.getByTestId('cashback-my-records').scrollIntoViewIfNeeded();
  await screenshot(page, 'cashback-records');
});

test('yunying01 sees the coupon centre and cashback rules in the console', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await consoleLogin(page, 'yunying01');
  await page.goto('/admin/promotions/coupons');
  const row = page.getByRole('row', { name: new RegExp(COUPON) });
  await expect(row).toContainText('无门槛减5');
  await screenshot(page, 'console-coupon-templates');
  await page.getByTestId('ct-new').click();
  await page.getByTestId('ct-name').fill('测试大额券');
  await page.getByTestId('ct-amount').fill('200');
  await page.getByTestId('ct-threshold').fill('200');
  await page.getByTestId('ct-save').click();
  await expect(page.getByText('优惠券面额必须小于使用门槛')).toBeVisible();
  await screenshot(page, 'console-coupon-template-modal');
  await page.goto('/admin/promotions/cashback');
  await expect(page.getByRole('row', { name: /满额返现 · 余额/ })).toContainText('账户余额');
  await screenshot(page, 'console-cashback-rules');
  expect(errors).toEqual([]);
});
