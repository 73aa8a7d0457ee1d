import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { consoleLogin } from '../support/console';
import { collectConsoleErrors, expect as baseExpect, loginAs, screenshot, test } from '../support/fixtures';
import { codedLines, demoCodes } from '../support/trace';

// The console's first loads can be slow on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let order: { order_id: number; order_no: string };
let shippedCodes: string[] = [];

/** A fresh paid order of yaodian01's: buy again a completed one, pay from the balance. */
async function paidOrder(buyer: Page) {
  const api = buyer.request;
  const completed = (await (await api.get('/api/order/list?status=completed')).json()).data.list[0];
  const cart = (await (await api.post(`/api/order/${completed.id}/rebuy`)).json()).data;
  const address = (await (await api.get('/api/address/list')).json()).data.list[0];
  const created = await api.post('/api/order/create', {
    data: {
      ids: cart.lines.map((l: { id: number }) => l.id),
      address_id: address.id,
      invoice_type: 0,
      idempotency_key: `e2e-trace-${Date.now()}`,
      pay_method: 'balance',
    },
  });
  expect(created.ok()).toBe(true);
  return (await created.json()).data as { order_id: number; order_no: string };
}

test('cangku01 ships an order by scanning each unit’s 追溯码; a wrong code is refused', async ({
  page,
  browser,
}) => {
  const buyer = await browser.newPage();
  await loginAs(buyer, 'yaodian01');
  order = await paidOrder(buyer);
  await buyer.close();

  const errors = collectConsoleErrors(page);
  await consoleLogin(page, 'cangku01');
  await page.goto('/admin/orders?status=to_ship');
  await page.getByTestId(`order-row-${order.order_no}`).getByTestId('order-ship').click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.order_id}/ship$`));
  const lines = await codedLines(page.request, order.order_id);
  expect(lines.length).toBeGreaterThan(0);
  const scan = page.getByTestId('pack-scan');
  await expect(scan).toBeFocused();

  // A code of another goods: refused, highlighted, nothing counted.
  await scan.pressSequentially('89999990000000000001');
  await scan.press('Enter');
  await expect(page.getByTestId('pack-refusal')).toContainText('不是该商品的药品标识码');
  await expect(scan).toHaveClass(/scan-refused/);
  await screenshot(page, 'trace-pack-refused');

  // The scanner types each code and Enter; the counts follow, the focus stays in the box.
  // The first code of each line key by key as a scanner sends it; the rest at once (same input events).
  for (const line of lines) {
    for (const [i, code] of demoCodes(line).entries()) {
      if (i === 0) await scan.pressSequentially(code, { delay: 2 });
      else await scan.fill(code);
      await scan.press('Enter');
    }
    await expect(
      page.locator(`[data-testid="pack-count"][data-line-id="${line.order_line_id}"]`),
    ).toContainText(`${line.to_ship} / ${line.to_ship}`);
  }
  await expect(page.getByTestId('pack-refusal')).toHaveCount(0);
  shippedCodes = lines.flatMap(demoCodes);

  // Scanning a code twice is refused.
  await scan.fill(shippedCodes[0]!);
  await scan.press('Enter');
  await expect(page.getByTestId('pack-refusal')).toContainText('重复扫码');
  await expect(scan).toBeFocused();

  await page.getByTestId('ship-company').fill('顺丰速运');
  await page.getByTestId('ship-no').fill('SF2260511880');
  await screenshot(page, 'trace-pack-ready');
  await page.getByTestId('ship-submit').click();
  await expect(page.getByText(`订单 ${order.order_no} 已发货`)).toBeVisible();
  expect(errors).toEqual([]);
});

test('the buyer downloads the codes and checks receipt by scan, one wrong code flagged', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await loginAs(page, 'yaodian01', { to: `/order/info/${order.order_id}` });
  const trace = page.getByTestId('order-trace');
  await expect(trace).toBeVisible();
  await expect(trace.getByTestId('trace-line-codes').first()).toContainText(shippedCodes[0]!);
  await trace.scrollIntoViewIfNeeded();
  await screenshot(page, 'trace-order-codes');

  const downloading = page.waitForEvent('download');
  await trace.getByTestId('trace-download-csv').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`追溯码-${order.order_no}.csv`);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain('商品,规格,批准文号,批号,有效期至,追溯码');
  for (const code of shippedCodes) expect(csv).toContain(code);

  await trace.getByTestId('trace-receive').click();
  const scan = page.getByTestId('receiving-scan');
  await expect(scan).toBeVisible();
  const [missing, ...received] = shippedCodes;
  for (const [i, code] of received.entries()) {
    if (i === 0) await scan.pressSequentially(code, { delay: 2 });
    else await scan.fill(code);
    await scan.press('Enter');
  }
  await scan.pressSequentially('81234560000000000009');
  await scan.press('Enter');
  await expect(page.getByTestId('receiving-status-not_on_order')).toHaveCount(1);
  await expect(page.getByTestId('receiving-flagged')).toContainText('1 个追溯码未通过核对');
  if (received.length > 0)
    await expect(page.getByTestId('receiving-status-matched')).toHaveCount(received.length);
  await expect(page.getByTestId('receiving-missing').first()).toContainText(missing!);
  await screenshot(page, 'trace-receiving');

  if (received.length > 0) {
    await page.getByTestId('receiving-confirm').click();
    await expect(page.getByText(`验收完成：${received.length} 个追溯码已记入验收记录`)).toBeVisible();
    await expect(page.getByTestId('receiving-scan')).toHaveCount(0);
    await expect(trace.getByTestId('trace-receipts')).toContainText('yaodian01');
    await screenshot(page, 'trace-received');
  }
  expect(errors).toEqual([]);
});
