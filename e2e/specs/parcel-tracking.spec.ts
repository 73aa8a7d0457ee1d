import {
  collectConsoleErrors,
  DEMO_PASSWORD,
  expect as baseExpect,
  loginAs,
  screenshot,
  test,
} from '../support/fixtures';
import { scanDemoCodes } from '../support/trace';
import { freshPaidOrder } from '../support/orders';

// The console's first loads can be slow on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe.configure({ timeout: 180_000 });

test('staff ship an order, the sandbox carrier pushes its steps, the buyer follows the parcel', async ({
  page,
  browser,
}) => {
  const buyer = await browser.newPage();
  const errors = collectConsoleErrors(buyer);
  await loginAs(buyer, 'yaodian01');
  // A fresh paid order of the buyer's (buy again a completed one, pay from the balance).
  const order = await freshPaidOrder(buyer, 'parcel');

  // Staff ship it from the console.
  await page.goto('/admin/login');
  await page.getByTestId('login-username').fill('cangku01');
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('header-user-name')).toBeVisible();
  await page.goto('/admin/orders?status=to_ship');
  const row = page.getByTestId(`order-row-${order.order_no}`);
  await expect(row).toBeVisible();
  await row.getByTestId('order-ship').click();
  await scanDemoCodes(page);
  await page.getByTestId('ship-company').fill('中通快递');
  await page.getByTestId('ship-no').fill('78001234567890');
  await page.getByTestId('ship-submit').click();
  await expect(page.getByTestId(`order-row-${order.order_no}`)).toHaveCount(0);

  // The buyer sees the carrier and number, no invented steps yet.
  await buyer.goto(`/order/wl/${order.order_id}`);
  await expect(buyer).toHaveURL(new RegExp(`/order/info/${order.order_id}`));
  await expect(buyer.getByTestId('parcel-carrier')).toHaveText('中通快递');
  await expect(buyer.getByTestId('parcel-number')).toHaveText('78001234567890');
  await expect(buyer.getByTestId('parcel-step')).toHaveCount(0);

  // The sandbox carrier's development page pushes two steps (signed like 快递100's pushes).
  const dev = await browser.newPage();
  await dev.goto('/api/dev/logistics');
  const push = async (state: string, place: string, text: string) => {
    const parcelForm = dev.locator(`tr:has-text("78001234567890") form`);
    await parcelForm.locator('select[name="state"]').selectOption(state);
    await parcelForm.locator('input[name="place"]').fill(place);
    await parcelForm.locator('input[name="text"]').fill(text);
    await parcelForm.getByRole('button', { name: '推送' }).click();
    await expect(dev).toHaveURL(/\/api\/dev\/logistics$/);
  };
  await push('1', '广东省广州市', '【广州白云仓】中通快递已揽收');
  await push('5', '北京市朝阳区', '快递员 李师傅 正在为您派件');
  await screenshot(dev, 'parcel-sandbox-push');
  await dev.close();

  await buyer.reload();
  const steps = buyer.getByTestId('parcel-step');
  await expect(steps).toHaveCount(2);
  await expect(steps.first()).toContainText('正在为您派件');
  await expect(steps.first()).toContainText('北京市朝阳区');
  await expect(steps.nth(1)).toContainText('已揽收');
  await expect(buyer.getByTestId('parcel-state')).toHaveText('派件中');
  await buyer.locator('#logistics').scrollIntoViewIfNeeded();
  await screenshot(buyer, 'parcel-buyer-steps');

  // Staff see the same steps in the order's detail.
  await page.goto('/admin/orders?status=shipped');
  await page.getByTestId(`order-row-${order.order_no}`).getByTestId('order-open').click();
  const parcels = page.getByTestId('order-parcels');
  await expect(parcels).toContainText('正在为您派件');
  await expect(parcels).toContainText('78001234567890');
  await screenshot(page, 'parcel-console-detail');
  expect(errors).toEqual([]);
  await buyer.close();
});
