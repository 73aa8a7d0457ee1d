import { consoleLogin } from '../support/console';
import { collectConsoleErrors, expect as baseExpect, loginAs, screenshot, test } from '../support/fixtures';
import { codedLines, demoCodes, scanDemoCodes } from '../support/trace';

// The machine running the browser tests is shared: give page loads after a navigation more time.
test.use({ navigationTimeout: 60_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

interface ListedOrder {
  id: number;
  order_no: string;
  status: string;
  lines: { goods_id: number; goods_name: string; batch_no: string; is_gift: number }[];
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

/** A logger's export: readings 5 minutes apart from 08:00, two of them above the goods' range. */
function loggerCsv(): string {
  const temps = [4.8, 5.1, 5.3, 5.6, 6.2, 7.4, 8.9, 9.3, 7.6, 6.1, 5.4, 5.0];
  return ['记录时间,温度(°C)']
    .concat(temps.map((c, i) => `2026-11-20 08:${String(i * 5).padStart(2, '0')},${c}`))
    .join('\n');
}

test('cangku01 uploads the logger record at shipping; the buyer refuses the cold-chain goods', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const errors = collectConsoleErrors(page);
  // liansuo01 buys again the 冷链 goods of its seeded order and pays from the balance.
  await loginAs(page, 'liansuo01');
  const listed = await page.request.get('/api/order/list?status=shipped');
  const seeded = ((await listed.json()).data.list as ListedOrder[])
    .flatMap((o) => o.lines)
    .find((l) => l.goods_name.includes('胰岛素'))!;
  const detail = (await (await page.request.get(`/api/goods/detail/${seeded.goods_id}`)).json()).data as {
    can_split: number;
    middle_pack: number;
  };
  const number = detail.can_split === 1 ? 2 : Math.max(1, detail.middle_pack);
  const added = await page.request.post('/api/cart', {
    data: { params: [{ goods_id: seeded.goods_id, number }] },
  });
  const lineIds = ((await added.json()).data.lines as { id: number }[]).map((l) => l.id);
  const address = (await (await page.request.get('/api/address/list')).json()).data.list[0];
  const created = await page.request.post('/api/order/create', {
    data: {
      ids: lineIds,
      address_id: address.id,
      invoice_type: 0,
      idempotency_key: `e2e-cold-refuse-${Date.now()}`,
      pay_method: 'balance',
    },
  });
  expect(created.ok()).toBe(true);
  const order = (await created.json()).data as { order_id: number; order_no: string };

  // The warehouse scans the codes, uploads the logger's CSV (it shows the excursion) and ships.
  const staff = await browser.newPage();
  await consoleLogin(staff, 'cangku01');
  await staff.goto(`/admin/orders/${order.order_id}/ship`);
  await scanDemoCodes(staff);
  const shippedCodes = (await codedLines(staff.request, order.order_id)).flatMap(demoCodes);
  const upload = staff.getByTestId('cold-chain-upload');
  await expect(upload).toContainText('须上传运输温度记录后发货');
  await upload.locator('input[type=file]').setInputFiles({
    name: 'logger-SF-cold.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(loggerCsv(), 'utf8'),
  });
  const summary = staff.getByTestId('cold-chain-summary');
  await expect(summary).toContainText('已上传 logger-SF-cold.csv：12 条读数');
  await expect(summary).toContainText('峰值 9.3°C');
  await staff.getByTestId('ship-company').fill('顺丰冷运');
  await staff.getByTestId('ship-no').fill(`SF${order.order_id}0007`);
  await screenshot(staff, 'quality-cold-chain-ship');
  await staff.getByTestId('ship-submit').click();
  await expect(staff.getByText(`订单 ${order.order_no} 已发货`)).toBeVisible();
  await staff.close();

  // The buyer sees the curve with the excursion and refuses: a return request carries the record.
  await page.goto(`/order/info/${order.order_id}`);
  const record = page.getByTestId('cold-chain-record');
  await expect(record.getByTestId('temperature-chart').locator('.recharts-line-curve')).toBeVisible();
  await expect(record.getByTestId('cold-chain-excursion').first()).toContainText('峰值 9.3°C');
  await record.scrollIntoViewIfNeeded();
  await record.getByTestId('cold-chain-refuse').click();
  const dialog = page.getByRole('dialog', { name: '拒收冷链商品' });
  await dialog.getByRole('textbox').fill('运输途中超温至9.3°C，不符合2～8°C储存要求');
  await screenshot(page, 'quality-cold-chain-refuse');
  await dialog.getByRole('button', { name: '拒收并申请退货' }).click();
  const sale = page.getByTestId('after-sale-detail');
  await expect(sale).toContainText('运输途中超温至9.3°C');
  await expect(page).toHaveURL(/\/order\/returnInfo\/\d+$/);
  await expect(page.getByTestId('after-sale-status')).toHaveText('申请中');
  const codes = sale.getByTestId('after-sale-return-codes');
  for (const code of shippedCodes) await expect(codes).toContainText(`${code} 待寄回`);
  await screenshot(page, 'quality-cold-chain-return');

  await page.goto(`/order/info/${order.order_id}`);
  await expect(page.getByTestId('cold-chain-decision')).toContainText('拒收');
  expect(errors).toEqual([]);
});
