import { consoleLogin } from '../support/console';
import { collectConsoleErrors, expect, loginAs, screenshot, test } from '../support/fixtures';

const GIFT = '门店专用计算器（测试）';

test('a visitor browses 积分商城 and is asked to log in to exchange', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/jfsc');
  await expect(page.getByRole('heading', { name: '积分商城' })).toBeVisible();
  const cards = page.getByTestId('points-goods');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(6);
  await expect(cards.filter({ hasText: '10元优惠券' })).toContainText('满200减10，30天有效');
  await expect(cards.filter({ hasText: '药品分装盒' }).getByTestId('points-exchange')).toHaveText('已兑完');
  // Every picture loads.
  await expect
    .poll(() =>
      page.$$eval('.jf-card__image img', (imgs) =>
        (imgs as unknown as { complete: boolean; naturalWidth: number }[]).every(
          (i) => i.complete && i.naturalWidth > 0,
        ),
      ),
    )
    .toBe(true);
  await screenshot(page, 'points-mall-visitor');

  await cards.filter({ hasText: '红外电子体温计' }).getByTestId('points-exchange').click();
  const ask = page.getByRole('dialog').filter({ hasText: '请先登录' });
  await expect(ask).toContainText('登录后即可使用积分兑换礼品和优惠券');
  await ask.getByRole('button', { name: '去登录' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fjfsc$/);
  expect(errors).toEqual([]);
});

test('staff list a gift, a member exchanges points for it, finds the order and the entry, and sees it shipped', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);

  // 运营 lists a new gift in the console's 积分商城.
  const staff = await browser.newPage();
  await consoleLogin(staff, 'yunying01');
  await staff.goto('/admin/promotions/points');
  await expect(staff.getByRole('tab', { name: '积分商城' })).toHaveAttribute('aria-selected', 'true');
  await staff.getByTestId('pg-new').click();
  await staff.getByTestId('pg-name').fill(GIFT);
  await staff.getByTestId('pg-points').fill('150');
  await staff.getByTestId('pg-stock').fill('3');
  await staff.getByLabel('说明').fill('12位大屏，太阳能双电源，收银台常备。');
  await screenshot(staff, 'console-points-goods-new');
  await staff.getByTestId('pg-save').click();
  await expect(staff.getByText('兑换商品已新增')).toBeVisible();
  await expect(staff.getByTestId('pg-save')).toBeHidden();
  await expect(staff.getByRole('row', { name: new RegExp(GIFT.replace(/[()（）]/g, '.')) })).toContainText(
    '上架',
  );
  await screenshot(staff, 'console-points-goods');
  await staff.close();

  // The member exchanges two of them in the mall.
  await loginAs(page, 'yaodian01', { to: '/jfsc' });
  await expect(page.getByTestId('mall-points')).toHaveText(/^\d+$/);
  const before = Number(await page.getByTestId('mall-points').textContent());
  expect(before).toBeGreaterThanOrEqual(300);
  const card = page.getByTestId('points-goods').filter({ hasText: GIFT });
  await expect(card).toContainText('150');
  await expect(card).toContainText('库存 3');
  await card.getByTestId('points-exchange').click();
  const modal = page.getByTestId('exchange-modal');
  await expect(modal).toContainText(GIFT);
  await page.getByTestId('exchange-number').fill('2');
  await expect(page.getByTestId('exchange-total')).toHaveText('300');
  await expect(page.getByTestId('exchange-address').first()).toBeVisible();
  await expect(page.locator('.jf-address .ant-radio-wrapper-checked')).toHaveCount(1);
  await screenshot(page, 'points-exchange-modal');
  await page.getByRole('button', { name: '确认兑换' }).click();
  const done = page.getByTestId('exchange-done');
  await expect(done).toContainText('已消耗300积分');
  await expect(done).toContainText(`剩余积分 ${before - 300}`);
  const orderNo = (await done.textContent())!.match(/JF\d{20}/)![0];
  // Let the dialog finish its opening animation before the picture.
  await expect(page.locator('.ant-zoom-appear, .ant-zoom-enter, .ant-zoom-leave')).toHaveCount(0);
  await screenshot(page, 'points-exchange-done');

  // The points order in /jfdd.
  await page.getByRole('button', { name: '查看积分订单' }).click();
  await expect(page).toHaveURL(/\/jfdd$/);
  const order = page.getByTestId('points-order').filter({ hasText: orderNo });
  await expect(order).toContainText(GIFT);
  await expect(order).toContainText('× 2');
  await expect(order).toContainText('300 积分');
  await expect(order).toContainText('待发货');
  await expect(page.getByTestId('user-centre-menu').getByRole('link', { name: '积分订单' })).toHaveClass(
    /is-active/,
  );
  await screenshot(page, 'points-orders');

  // The entry in /jfgl, found again by the 积分兑换 filter.
  await page.getByTestId('user-centre-menu').getByRole('link', { name: '积分管理' }).click();
  await expect(page).toHaveURL(/\/jfgl$/);
  await expect(page.getByTestId('points-now')).toHaveText(String(before - 300));
  const entry = page.getByTestId('points-ledger').getByRole('row').filter({ hasText: orderNo });
  await expect(entry).toContainText('积分兑换');
  await expect(entry).toContainText('-300');
  await screenshot(page, 'points-ledger');
  await page.getByTestId('points-type').click();
  await page.locator('.ant-select-item-option[title="下单获得"]').click();
  await expect(page).toHaveURL(/type=earn/);
  await expect(
    page.getByTestId('points-ledger').getByRole('row').filter({ hasText: '积分兑换' }),
  ).toHaveCount(0);
  await expect(page.getByTestId('points-ledger')).toContainText('下单获得');
  await page.getByTestId('points-type').click();
  await page.locator('.ant-select-item-option[title="积分兑换"]').click();
  await expect(page.getByTestId('points-ledger').getByRole('row').filter({ hasText: orderNo })).toBeVisible();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await page.evaluate(() =>
    (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0),
  );
  await screenshot(page, 'points-ledger-filtered');

  // 仓库 ships it from 订单管理 › 积分订单; the member sees the waybill and gets a message.
  const warehouse = await browser.newPage();
  await consoleLogin(warehouse, 'cangku01');
  await warehouse.goto('/admin/orders');
  await warehouse.getByRole('link', { name: '积分订单' }).click();
  const box = warehouse.getByPlaceholder('积分订单号 / 会员账号 / 收货人');
  await box.fill(orderNo);
  await box.press('Enter');
  await expect(warehouse).toHaveURL(/keyword=JF/);
  const row = warehouse.getByRole('row').filter({ hasText: orderNo });
  await expect(row).toContainText('待发货');
  await row.getByTestId('po-ship').click();
  await warehouse.getByTestId('po-ship-company').fill('顺丰速运');
  await warehouse.getByTestId('po-ship-no').fill('SF1234509876');
  await expect(warehouse.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await screenshot(warehouse, 'console-points-ship');
  await warehouse.getByTestId('po-ship-submit').click();
  await expect(row).toContainText('已发货');
  await warehouse.close();

  await page.goto('/jfdd?status=shipped');
  const shipped = page.getByTestId('points-order').filter({ hasText: orderNo });
  await expect(shipped.getByTestId('points-order-logistics')).toContainText('顺丰速运 SF1234509876');
  await screenshot(page, 'points-orders-shipped');
  await page.goto('/wdxx');
  await expect(page.getByTestId('messages-page')).toContainText('积分订单已发货');
  expect(errors).toEqual([]);
});
