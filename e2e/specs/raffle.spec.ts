import type { APIRequestContext, Browser } from '@playwright/test';
import { consoleLogin } from '../support/console';
import { collectConsoleErrors, DEMO_PASSWORD, expect, loginAs, screenshot, test } from '../support/fixtures';

const CLOSE_TEXT = '抽奖进行中，关闭后如未看到抽奖结果，请到个人中心查看';

async function staffSession(browser: Browser) {
  const context = await browser.newContext();
  const login = await context.request.post('/api/user/login', {
    data: { username: 'yunying01', password: DEMO_PASSWORD },
  });
  expect((await login.json()).code).toBe(10000);
  return context;
}

async function api<T>(request: APIRequestContext, url: string): Promise<T> {
  const body = await (await request.get(url)).json();
  expect(body.code, JSON.stringify(body)).toBe(10000);
  return body.data as T;
}

const minute = (offsetMinutes: number) =>
  new Date(Date.now() + offsetMinutes * 60_000 + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

test('yaodian01 sees the raffle, draws a coupon after the 2 s run and finds it in 我的优惠券', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  await loginAs(page, 'yaodian01', { raffle: true });

  // The seeded raffle opens by itself: it has not drawn yet (is_join 0).
  const popup = page.getByTestId('raffle-popup');
  await expect(popup).toBeVisible();
  await expect(page.getByRole('dialog', { name: '开年采购节 · 幸运九宫格' })).toBeVisible();
  await expect(popup.getByTestId('raffle-cell')).toHaveCount(8);
  await expect(popup.getByTestId('raffle-winners')).toContainText('康**所');
  await expect(popup.getByTestId('raffle-start')).toContainText('剩余 1 次');
  // The mask covers the page (the bottom ad included) until the popup is closed.
  const covered = await page.evaluate(() => {
    type Hit = { closest(selector: string): unknown } | null;
    const doc = (globalThis as unknown as { document: { elementFromPoint(x: number, y: number): Hit } })
      .document;
    return [
      [20, 450],
      [683, 860],
    ].every(([x, y]) => Boolean(doc.elementFromPoint(x!, y!)?.closest('[data-testid="raffle-popup"]')));
  });
  expect(covered).toBe(true);
  await screenshot(page, 'raffle-popup');

  // Closing without a draw needs no confirmation; it animates for a second, then the 抽奖 button stays.
  await popup.getByTestId('raffle-close').click();
  await expect(popup).toHaveClass(/is-closing/);
  await expect(popup).toHaveCount(0, { timeout: 3000 });
  await expect(page.getByTestId('raffle-entry')).toBeVisible();

  // Staff start a raffle whose only winnable prize is a coupon, so the outcome is known.
  const staff = await staffSession(browser);
  const created = await staff.request.post('/api/operator/draws', {
    data: {
      name: '浏览器测试抽奖',
      rules: '测试用',
      starts_at: minute(-1),
      ends_at: minute(60),
      times_per_member: 1,
      prizes: [
        {
          kind: 'coupon',
          name: '12元抽奖券',
          value: '12.00',
          coupon_threshold: '120.00',
          weight: 1,
          stock: 10,
        },
        { kind: 'points', name: '88积分', value: 88, weight: 0, stock: 10 },
        { kind: 'none', name: '谢谢参与', weight: 0, stock: 100 },
      ],
    },
  });
  const drawId = ((await created.json()) as { data: { id: number } }).data.id;
  try {
    const before = await api<{ unused: number }>(page.request, '/api/user/couponNum');
    await page.reload();
    await page.getByTestId('raffle-entry').click();
    await expect(page.getByRole('dialog', { name: '浏览器测试抽奖' })).toBeVisible();

    const started = Date.now();
    await popup.getByTestId('raffle-start').click();
    await expect(popup.getByTestId('raffle-start')).toContainText('抽奖中');
    await expect(popup.locator('[data-active="true"]')).toHaveCount(1);
    const result = popup.getByTestId('raffle-result');
    await expect(result).toBeVisible({ timeout: 6000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    await expect(result.getByTestId('raffle-result-prize')).toHaveText('12元抽奖券');
    await expect(result.getByTestId('raffle-result-destination')).toHaveText('优惠券已放入“我的优惠券”');
    // The highlight stopped on the won cell.
    await expect(popup.locator('[data-active="true"]')).toContainText('12元抽奖券');
    await screenshot(page, 'raffle-result');

    const after = await api<{ unused: number }>(page.request, '/api/user/couponNum');
    expect(after.unused).toBe(before.unused + 1);
    await result.getByTestId('raffle-result-ok').click();
    await popup.getByTestId('raffle-tab-records').click();
    await expect(popup.getByTestId('raffle-records')).toContainText('12元抽奖券');
    await expect(popup.getByTestId('raffle-start')).toHaveCount(0);
    await screenshot(page, 'raffle-records');

    await popup.getByRole('link', { name: '查看优惠券' }).first().click();
    await expect(page).toHaveURL(/\/yhq/);
    await expect(page.getByTestId('coupons-page')).toContainText('12元抽奖券');
    await screenshot(page, 'raffle-coupon-in-wallet');
  } finally {
    // Switch the test raffle off so the seeded one runs again for the other tests.
    const body = (await (await staff.request.get('/api/operator/draws')).json()) as {
      data: { id: number; name: string; starts_at: string; ends_at: string; prizes: { id: number }[] }[];
    };
    const mine = body.data.find((d) => d.id === drawId);
    if (mine)
      await staff.request.post(`/api/operator/draws/${drawId}`, {
        data: {
          name: mine.name,
          starts_at: mine.starts_at,
          ends_at: mine.ends_at,
          is_on: false,
          prizes: [
            {
              id: mine.prizes[0]!.id,
              kind: 'coupon',
              name: '12元抽奖券',
              value: '12.00',
              coupon_threshold: '120.00',
              weight: 1,
              stock: 9,
            },
            { id: mine.prizes[1]!.id, kind: 'points', name: '88积分', value: 88, weight: 0, stock: 10 },
            { id: mine.prizes[2]!.id, kind: 'none', name: '谢谢参与', weight: 0, stock: 100 },
          ],
        },
      });
    await staff.close();
  }
  expect(errors).toEqual([]);
});

test('closing during a draw asks first; the draw still completes and shows in the records', async ({
  page,
}) => {
  await loginAs(page, 'daishen01', { raffle: true });
  const popup = page.getByTestId('raffle-popup');
  await expect(popup).toBeVisible();
  await expect(page.getByRole('dialog', { name: '开年采购节 · 幸运九宫格' })).toBeVisible();
  await popup.getByTestId('raffle-start').click();
  await popup.getByTestId('raffle-close').click();
  const confirm = page.getByRole('dialog').filter({ hasText: CLOSE_TEXT });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('抽奖进行中');
  await screenshot(page, 'raffle-close-confirm');
  await confirm.getByRole('button', { name: '确定关闭' }).click();
  await expect(popup).toHaveCount(0, { timeout: 3000 });

  const records = await api<{ total: number; list: { name: string }[] }>(page.request, '/api/draw/record');
  expect(records.total).toBe(1);
  const simple = await api<{ is_join: number }>(page.request, '/api/draw/simple');
  expect(simple.is_join).toBe(1);
  // Reopened from the 抽奖 button, the popup shows the draw in 我的抽奖记录 and no longer draws.
  await page.getByTestId('raffle-entry').click();
  await expect(popup.getByTestId('raffle-start')).toContainText('已参与');
  await popup.getByTestId('raffle-tab-records').click();
  await expect(popup.getByTestId('raffle-records')).toContainText(records.list[0]!.name);
});

test('staff see the raffles with their odds and who won what', async ({ page }) => {
  await consoleLogin(page, 'yunying01');
  await page.goto('/admin/promotions/draws');
  const row = page.getByRole('row', { name: /开年采购节/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('谢谢参与');
  await screenshot(page, 'console-draws');
  await row.getByTestId('draw-records').click();
  await expect(page.getByTestId('draw-records-table')).toContainText('康宁社区诊所');
  await screenshot(page, 'console-draw-records');
  await page.keyboard.press('Escape');
  await row.getByTestId('draw-edit').click();
  await expect(page.getByTestId('draw-prize-row')).toHaveCount(8);
  await screenshot(page, 'console-draw-edit');
});
