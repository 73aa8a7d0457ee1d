import { consoleLogin } from '../support/console';
import {
  collectConsoleErrors,
  DEMO_PASSWORD,
  expect as baseExpect,
  loginAs,
  screenshot,
  test,
} from '../support/fixtures';
import { freshPaidOrder } from '../support/orders';
import { demoTraceCodes } from '../support/trace';

// The console's first loads can be slow on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

test('退货 with 追溯码: the buyer names the codes sent back, cangku01 scans them in with a wrong one flagged', async ({
  page,
  browser,
  request,
}) => {
  const buyer = await browser.newPage();
  const errors = collectConsoleErrors(buyer);
  await loginAs(buyer, 'yaodian01');
  const order = await freshPaidOrder(buyer, 'return-codes');

  // cangku01 ships the order with a code for every coded unit.
  await consoleLogin(page, 'cangku01');
  const traceCodes = await demoTraceCodes(page.request, order.order_id);
  const shipped = await page.request.post(`/api/operator/order/${order.order_id}/ship`, {
    data: {
      logistics_company: '顺丰速运',
      logistics_no: `SF${order.order_id}66001`,
      trace_codes: traceCodes,
    },
  });
  expect(shipped.ok()).toBe(true);
  const coded = traceCodes.find((l) => l.codes.length > 0)!;
  const back = coded.codes.slice(0, Math.min(2, coded.codes.length));
  const detail = (await (await buyer.request.get(`/api/order/${order.order_id}`)).json()).data;
  const goodsName = detail.lines.find((l: { id: number }) => l.id === coded.order_line_id)
    .goods_name as string;

  // The buyer applies for 退货退款 of those units: one code scanned, the other ticked.
  await buyer.goto(`/order/info/${order.order_id}`);
  await buyer.getByTestId('apply-after-sale').click();
  await buyer.getByTestId('after-sale-kind').getByText('退货退款').click();
  const reasonSelect = buyer.getByTestId('after-sale-reason');
  const reason = buyer.locator('.ant-select-dropdown:visible').getByTitle('商品破损/包装破损');
  await expect(async () => {
    if (!(await reason.isVisible())) await reasonSelect.click();
    await reason.click({ timeout: 2_000 });
    await expect(reasonSelect).toContainText('商品破损/包装破损', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const row = buyer.getByTestId('after-sale-form').locator('tr', { hasText: goodsName });
  await row.getByTestId('after-sale-quantity').fill(String(back.length));
  const picker = buyer.getByTestId('return-codes');
  await expect(picker).toBeVisible();
  const scan = picker.getByTestId('return-codes-scan');
  await scan.fill('81999990000000009999');
  await scan.press('Enter');
  await expect(picker.getByTestId('return-codes-flag')).toContainText('不是该商品发出的追溯码');
  await scan.fill(back[0]!);
  await scan.press('Enter');
  if (back[1]) await picker.getByLabel(back[1]).check();
  await expect(picker.getByTestId('return-codes-count')).toContainText(`已选 ${back.length}/${back.length}`);
  await screenshot(buyer, 'return-codes-apply');
  await buyer.getByTestId('after-sale-submit').click();
  await expect(buyer).toHaveURL(/\/order\/returnInfo\/\d+$/);
  const saleId = Number(/returnInfo\/(\d+)/.exec(buyer.url())![1]);
  const codesSection = buyer.getByTestId('after-sale-return-codes');
  for (const code of back) await expect(codesSection).toContainText(`${code} 待寄回`);
  const saleNo = (await (await buyer.request.get(`/api/after_sale/${saleId}`)).json()).data.after_sale_no;

  // 客服 approves (API); cangku01 receives the parcel by scanning its codes in the console.
  const login = await request.post('/api/user/login', {
    form: { username: 'kefu01', password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  expect((await request.post(`/api/operator/after_sale/${saleId}/approve`)).ok()).toBe(true);
  await page.goto(`/admin/after-sales?keyword=${saleNo}`);
  const saleRow = page.getByTestId(`after-sale-row-${saleNo}`);
  await saleRow.getByTestId('after-sale-received').click();
  const receiveScan = page.getByTestId('return-scan');
  await expect(receiveScan).toBeFocused();
  const stranger = `${back[0]!.slice(0, 7)}9999999990001`;
  for (const code of [back[0]!, stranger, ...back.slice(1)]) {
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
  }
  const flagged = page.getByTestId('return-scan-not_on_after_sale');
  await expect(flagged).toContainText(`${stranger} 不在本售后单`);
  await expect(page.getByTestId('return-scan-matched')).toHaveCount(back.length);
  await expect(page.getByTestId('return-receive-confirm')).toBeDisabled();
  await screenshot(page, 'return-codes-receive-flagged');
  await flagged.locator('.ant-tag-close-icon').click();
  await expect(flagged).toHaveCount(0);
  await expect(page.getByTestId('return-lines')).toContainText(`${back.length} / ${back.length}`);
  await expect(page.getByTestId('return-receive-confirm')).toBeEnabled();
  await screenshot(page, 'return-codes-receive');
  await page.getByTestId('return-receive-confirm').click();
  await expect(saleRow).toContainText('已退回');
  await saleRow.locator('.ant-table-row-expand-icon').click();
  const drawer = page.getByTestId('after-sale-trace-codes');
  for (const code of back) await expect(drawer).toContainText(`${code} 已收回`);
  await screenshot(page, 'return-codes-console-detail');

  // The buyer sees the codes received back.
  await buyer.reload();
  for (const code of back) await expect(codesSection).toContainText(`${code} 已收回`);
  await screenshot(buyer, 'return-codes-buyer-detail');
  expect(errors).toEqual([]);
});
