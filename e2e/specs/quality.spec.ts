import { consoleLogin } from '../support/console';
import { collectConsoleErrors, expect as baseExpect, loginAs, screenshot, test } from '../support/fixtures';

// The machine running the browser tests is shared: give page loads after a navigation more time.
test.use({ navigationTimeout: 60_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

interface ListedOrder {
  id: number;
  order_no: string;
  status: string;
  lines: { goods_name: string; batch_no: string; is_gift: number }[];
}

test('zhiliang01 recalls a batch, and the buyer who received it returns the units in one click', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const errors = collectConsoleErrors(page);
  // A batch yaodian01 received in its shipped order.
  await loginAs(page, 'yaodian01');
  const listed = await page.request.get('/api/order/list?status=shipped');
  const orders = ((await listed.json()).data.list as ListedOrder[]).filter((o) => o.status === 'shipped');
  const order = orders[0]!;
  const line = order.lines.find((l) => !l.is_gift)!;

  // 质量 starts the recall from the console.
  const staff = await browser.newPage();
  await consoleLogin(staff, 'zhiliang01');
  await staff.goto('/admin/recalls');
  await expect(staff.locator('[data-testid^="recall-RC"]').first()).toContainText('已关闭');
  await screenshot(staff, 'quality-recalls');
  await staff.getByTestId('recall-new').click();
  await staff.getByTestId('recall-batches').click();
  await staff.keyboard.type(line.batch_no);
  await staff
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: line.batch_no })
    // Batch numbers repeat across goods: pick this goods' batch.
    .filter({ hasText: line.goods_name })
    .first()
    .click();
  await staff.getByTestId('recall-reason').fill('企业自检发现该批次含量测定结果偏低，主动召回');
  await staff.getByTestId('recall-instructions').fill('请立即停售并下架封存，通过平台一键退货寄回。');
  await screenshot(staff, 'quality-recall-start');
  await staff.getByTestId('recall-submit').click();
  await expect(staff.getByText(/已发起召回 RC\d+/)).toBeVisible();
  await expect(staff.getByTestId('recall-buyer-yaodian01')).toBeVisible();
  await expect(staff.getByTestId('recall-buyer-yaodian01')).toContainText('未回复');
  await screenshot(staff, 'quality-recall-detail');

  // The buyer sees the notice on 我的消息 and returns the units in one click.
  await page.goto('/wdxx');
  const notice = page.getByTestId('recall-notice').filter({ hasText: line.batch_no });
  await expect(notice).toContainText('企业自检发现该批次含量测定结果偏低');
  await expect(notice).toContainText(order.order_no);
  await screenshot(page, 'quality-buyer-notice');
  // The batch may have reached yaodian01 in other orders too: return the units of this one.
  await notice
    .locator(`[data-testid="recall-order"][data-order-no="${order.order_no}"]`)
    .getByTestId('recall-return')
    .click();
  await expect(page).toHaveURL(/\/order\/returnInfo\/\d+/);
  await expect(page.getByText(/召回退货/).first()).toBeVisible();
  await screenshot(page, 'quality-recall-return');

  // The order detail shows the banner with the return made; the buyer answers the notice.
  await page.goto(`/order/info/${order.id}`);
  const banner = page.getByTestId('recall-notice').filter({ hasText: line.batch_no });
  await expect(banner.getByTestId('recall-return-link')).toBeVisible();
  await banner.getByTestId('recall-acknowledge').click();
  await expect(banner.getByTestId('recall-acknowledged')).toBeVisible();
  await screenshot(page, 'quality-order-banner');

  await staff.reload();
  await expect(staff.getByTestId('recall-buyer-yaodian01')).not.toContainText('未回复');
  await staff.close();
  expect(errors).toEqual([]);
});

test('a cold-chain order shows its temperature chart', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = collectConsoleErrors(page);
  await loginAs(page, 'liansuo01');
  const listed = await page.request.get('/api/order/list?status=shipped');
  const orders = (await listed.json()).data.list as ListedOrder[];
  const cold = orders.find((o) => o.lines.some((l) => l.goods_name.includes('胰岛素')))!;
  await page.goto(`/order/info/${cold.id}`);
  const record = page.getByTestId('cold-chain-record');
  await expect(record).toContainText('冷链运输温度记录');
  await expect(record.getByTestId('temperature-chart').locator('.recharts-line-curve')).toBeVisible();
  await expect(record.getByTestId('cold-chain-excursion').first()).toContainText('8.6°C');
  await record.scrollIntoViewIfNeeded();
  await screenshot(page, 'quality-cold-chain-chart');
  await record.getByTestId('cold-chain-accept').click();
  await expect(record.getByTestId('cold-chain-decision')).toContainText('已验收');

  expect(errors).toEqual([]);
});
