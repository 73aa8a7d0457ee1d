import { consoleLogin } from '../support/console';
import { collectConsoleErrors, expect, loginAs, screenshot, test } from '../support/fixtures';

interface Batch {
  batch_no: string;
  produced_on: string;
  expires_on: string;
  stock: number;
  quality_report_url: string;
}

// A storefront and a console session one after the other.
test.describe.configure({ timeout: 150_000 });

test('a member subscribes 到货通知, cangku01 receives a batch, and the member is told once', async ({
  page,
  browser,
}) => {
  const errors = collectConsoleErrors(page);
  await loginAs(page, 'yaodian01');

  // The seeded subscriptions show on first start.
  await page.goto('/dhtz');
  await expect(page.getByTestId('goods-alerts-page')).toBeVisible();
  await expect(page.getByTestId('user-centre-menu').getByText('到货/降价通知')).toHaveClass(/is-active/);
  await expect(page.getByTestId('goods-alert-status').first()).toBeVisible();
  await screenshot(page, 'goods-alerts-seeded');

  // A goods yaodian01 may buy, emptied through the console's API as if its stock were sold out.
  const listed = await (await page.request.get('/api/goods/list?page=1')).json();
  const goods = listed.data.list.filter((g: { is_buy: number; type: number }) => g.is_buy === 1)[3] as {
    id: number;
    name: string;
  };
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await consoleLogin(staff, 'cangku01');
  const detail = (await (await staff.request.get(`/api/operator/goods/${goods.id}`)).json()).data;
  const today = new Date().toISOString().slice(0, 10);
  const sellable = (detail.batches as Batch[]).filter((b) => b.stock > 0 && b.expires_on >= today);
  for (const b of sellable) {
    const res = await staff.request.post(`/api/operator/goods/${goods.id}/batches`, {
      form: { ...b, stock: 0 },
    });
    expect(res.status()).toBe(200);
  }

  // The member finds it out of stock and subscribes.
  await page.goto(`/list/info/${goods.id}`);
  await expect(page.getByTestId('goods-detail')).toBeVisible();
  await expect(page.getByTestId('add-to-cart')).toBeDisabled();
  await page.getByTestId('arrival-alert').click();
  await expect(page.getByText('已订阅到货通知，商品到货后将通过“我的消息”通知您')).toBeVisible();
  await expect(page.getByTestId('arrival-alert')).toHaveText(/已订阅到货通知/);

  // 降价通知 below a price the buyer names.
  await page.getByTestId('price-alert').click();
  await page.getByTestId('price-alert-below').click();
  await page.getByTestId('price-alert-price').fill('0.50');
  await screenshot(page, 'goods-alerts-price-modal');
  await page.getByTestId('price-alert-submit').click();
  await expect(page.getByTestId('price-alert')).toHaveText(/已订阅降价通知（低于¥0\.50）/);
  await screenshot(page, 'goods-alerts-detail');

  await page.goto('/dhtz?status=active');
  const row = page.locator('tr', { hasText: goods.name });
  await expect(row).toHaveCount(2);
  await expect(row.getByTestId('goods-alert-status').first()).toHaveText('等待通知');
  await expect(row.filter({ hasText: '到货通知' })).toContainText('暂时缺货');

  // cangku01 puts stock back on the first batch in the console.
  const batch = sellable[0]!;
  await staff.goto('/admin/goods');
  await staff.getByTestId('goods-keyword').fill(String(goods.id));
  await staff.getByTestId('goods-search').click();
  await staff.getByTestId(`goods-row-${goods.id}`).getByTestId('goods-batches').click();
  const drawer = staff.getByTestId('batch-drawer');
  await drawer.getByTestId(`batch-row-${batch.batch_no}`).getByRole('button', { name: '修改' }).click();
  await drawer.getByTestId('batch-stock').fill('300');
  await drawer.getByTestId('batch-save').click();
  await expect(staff.getByText(`批次 ${batch.batch_no} 已更新`)).toBeVisible();
  await screenshot(staff, 'goods-alerts-console-batch');
  // A second correction sends nothing more.
  await drawer.getByTestId(`batch-row-${batch.batch_no}`).getByRole('button', { name: '修改' }).click();
  await drawer.getByTestId('batch-stock').fill('280');
  await drawer.getByTestId('batch-save').click();
  await expect(staff.getByText(`批次 ${batch.batch_no} 已更新`).first()).toBeVisible();
  await staffContext.close();

  // The member is told in 我的消息, once, with a link to the goods.
  await page.goto('/wdxx');
  const told = page.getByText(`到货通知：${goods.name}已到货`);
  await expect(told).toHaveCount(1);
  await expect(page.getByText(/当前库存300/).first()).toBeVisible();
  await screenshot(page, 'goods-alerts-message');

  await page.goto('/dhtz?status=done');
  const done = page.locator('tr', { hasText: goods.name });
  await expect(done).toHaveCount(1);
  await expect(done.getByTestId('goods-alert-status')).toHaveText('已通知');
  await expect(done).toContainText('有货（280');
  await screenshot(page, 'goods-alerts-done');
  // The price alert still waits: 0.50 is far below the price.
  await page.goto('/dhtz?status=active&type=price');
  await expect(page.locator('tr', { hasText: goods.name })).toHaveCount(1);
  expect(errors).toEqual([]);
});
