import { fileURLToPath } from 'node:url';
import { consoleLogin } from '../support/console';
import { collectConsoleErrors, expect, screenshot, test } from '../support/fixtures';
import { freshPaidOrder } from '../support/orders';
import { fitsPhone, iPhone, loginOnPhone } from '../support/phone';
import { codeFromOutbox } from '../support/sms';
import { demoTraceCodes } from '../support/trace';

// Registration, 资质审核通过后可见 and after-sales on an iPhone 13 (390 px). This file runs before
// operator-console.spec.ts, which approves daishen01.
test.use({ ...iPhone });

/** A small picture of a licence (and of a damaged box): what the camera input is given. */
const PHOTO_PNG = fileURLToPath(new URL('../fixtures/licence.png', import.meta.url));

test('a pharmacy registers on a phone with licences from the camera and waits for review', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  const phone = `136${String(Date.now()).slice(-8)}`;
  const username = `m${String(Date.now()).slice(-9)}`;
  await page.goto('/m/login');
  await page.getByTestId('m-login-register').click();
  await expect(page).toHaveURL(/\/m\/register$/);

  await page.getByTestId('m-reg-phone').locator('input').fill(phone);
  await page.getByTestId('m-reg-send-code').click();
  await expect(page.getByTestId('m-reg-send-code')).toContainText('秒后重发');
  await page
    .getByTestId('m-reg-code')
    .locator('input')
    .fill(await codeFromOutbox(page, phone));
  await page.getByTestId('m-reg-username').locator('input').fill(username);
  await page.getByTestId('m-reg-password').locator('input').fill('Kangjian2026');
  await page.getByTestId('m-reg-confirm').locator('input').fill('Kangjian2026');
  await page.getByText('我已阅读并同意《药采网用户协议》').click();
  await fitsPhone(page);
  await screenshot(page, 'mobile-register-step1');
  await page.getByTestId('m-reg-next').click();

  await page.getByTestId('m-reg-company').locator('input').fill('郑州康健大药房有限公司');
  await page.getByTestId('m-reg-region').click();
  for (const name of ['河南省', '郑州市', '金水区'])
    await page
      .locator('.adm-check-list-item')
      .filter({ hasText: new RegExp(`^${name}$`) })
      .click();
  await page.locator('.adm-cascader-header-button', { hasText: '确定' }).click();
  await expect(page.getByTestId('m-reg-region')).toHaveText('河南 郑州市 金水区');
  await page.getByTestId('m-reg-address').locator('input').fill('花园路与农业路交叉口东50米');
  await page.getByTestId('m-reg-contact').locator('input').fill('赵建国');
  await fitsPhone(page);
  await screenshot(page, 'mobile-register-step2');
  await page.getByTestId('m-reg-next').click();

  await expect(page.getByText(/单体药店需拍照上传：营业执照、药品经营许可证、采购委托书/)).toBeVisible();
  for (const [slot, number] of [
    ['licence', '91410105MA45KJ2X8N'],
    ['permit', '豫AA3710562'],
    ['proxy', 'WT2026000315'],
  ] as const) {
    await page.getByTestId(`m-reg-doc-${slot}-number`).locator('input').fill(number);
    await page.getByTestId(`m-reg-doc-${slot}-expiry`).fill('2031-06-30');
    await page.getByTestId(`m-reg-doc-${slot}-photo-input`).setInputFiles(PHOTO_PNG);
    await expect(page.getByTestId(`m-reg-doc-${slot}-photo`).locator('img')).toBeVisible();
  }
  await page.getByTestId('m-reg-agent-name').locator('input').fill('赵建国');
  await page.getByTestId('m-reg-agent-id').locator('input').fill('11010519491231002X');
  await fitsPhone(page);
  await screenshot(page, 'mobile-register-step3');
  await page.getByTestId('m-reg-submit').click();

  await expect(page.getByTestId('m-reg-done')).toContainText('资料已提交，等待审核');
  await expect(page.getByTestId('m-reg-done')).toContainText(username);
  await fitsPhone(page);
  await screenshot(page, 'mobile-register-done');
  // Logged in as the new member: prices wait for the review.
  await page.goto('/m/search?keyword=gmlkl');
  await expect(page.getByTestId('m-goods-row').first()).toContainText('资质审核通过后可见');
  expect(errors).toEqual([]);
});

test('a member under review sees 资质审核通过后可见 on the list, the goods and the cart', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await loginOnPhone(page, 'daishen01');
  await page.goto('/m/search?keyword=gmlkl');
  const row = page.getByTestId('m-goods-row').first();
  await expect(row).toContainText('资质审核通过后可见');
  await expect(row).not.toContainText('¥');
  await expect(row.getByRole('button', { name: /加入购物车/ })).toHaveCount(0);
  await fitsPhone(page);
  await screenshot(page, 'mobile-review-search');
  await row.locator('a').first().click();
  await expect(page.getByTestId('m-goods-price')).toHaveText('资质审核通过后可见');
  await expect(page.getByTestId('m-add-to-cart')).toBeDisabled();
  await expect(page.getByTestId('m-add-to-cart')).toHaveText('资质审核通过后可见');
  await fitsPhone(page);
  await screenshot(page, 'mobile-review-goods');
  await page.goto('/m/cart');
  await expect(page.getByTestId('m-cart-review')).toContainText('资质审核通过后可见');
  await expect(page.getByTestId('m-cart-checkout')).toHaveCount(0);
  await page.goto('/m/');
  await expect(page.locator('.strip-card').first()).toContainText('资质审核通过后可见');
  await expect(page.locator('.strip-card .price')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('退货退款 from a phone with a camera photo, approved, then the return parcel is entered', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const errors = collectConsoleErrors(page);
  await loginOnPhone(page, 'yaodian01');
  const order = await freshPaidOrder(page, 'mobile-after-sale');
  const staff = await browser.newPage({ viewport: { width: 1366, height: 900 }, isMobile: false });
  await consoleLogin(staff, 'operator01');
  const ship = await staff.request.post(`/api/operator/order/${order.order_id}/ship`, {
    data: {
      logistics_company: '京东物流',
      logistics_no: `JD${order.order_id}88001`,
      trace_codes: await demoTraceCodes(staff.request, order.order_id),
    },
  });
  expect(ship.ok()).toBe(true);

  await page.goto(`/m/orders/${order.order_id}`);
  await page.getByTestId('m-order-after-sale').click();
  await expect(page).toHaveURL(new RegExp(`/m/orders/${order.order_id}/after-sale$`));
  await page.getByTestId('m-as-kind').getByText('退货退款').click();
  await page.getByTestId('m-as-reason').getByText('商品破损/包装破损').click();
  await page.getByPlaceholder('补充说明（选填）').fill('外箱压扁，两盒破损');
  await page.getByTestId('m-as-quantity').first().getByRole('button').last().click();
  // A line shipped with 追溯码 names the code going back.
  const detail = (await (await page.request.get(`/api/order/${order.order_id}`)).json()).data;
  const first = detail.lines.find(
    (l: { is_gift: number; refundable_quantity: number }) => l.is_gift === 0 && l.refundable_quantity > 0,
  );
  const trace = (await (await page.request.get(`/api/order/${order.order_id}/trace`)).json()).data;
  if (trace.lines.find((t: { order_line_id: number }) => t.order_line_id === first.id)?.codes.length) {
    const codes = page.getByTestId('m-return-codes');
    await codes.locator('.adm-checkbox').first().click();
    await expect(codes.getByTestId('m-return-codes-count')).toContainText('已选 1/1');
  }
  await page.getByTestId('m-as-photo-input').setInputFiles(PHOTO_PNG);
  await expect(page.getByAltText('凭证照片1')).toBeVisible();
  await fitsPhone(page);
  await screenshot(page, 'mobile-after-sale-apply');
  await page.getByTestId('m-as-submit').click();

  await expect(page).toHaveURL(/\/m\/after-sales\/\d+$/);
  const saleId = Number(/after-sales\/(\d+)/.exec(page.url())![1]);
  await expect(page.getByTestId('m-as-status')).toHaveText('退货退款 · 申请中');
  await expect(page.getByTestId('m-as-photos').locator('img')).toHaveCount(1);
  await fitsPhone(page);
  await screenshot(page, 'mobile-after-sale-detail');

  expect((await staff.request.post(`/api/operator/after_sale/${saleId}/approve`)).ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('m-as-status')).toHaveText('退货退款 · 已同意');
  await page.getByTestId('m-return-parcel').getByText('中通快递').click();
  await page.getByTestId('m-return-parcel-number').locator('input').fill('ZT66001234568');
  await fitsPhone(page);
  await screenshot(page, 'mobile-after-sale-parcel');
  await page.getByTestId('m-return-parcel-submit').click();
  await expect(page.getByTestId('m-as-parcels')).toContainText('ZT66001234568');
  await expect(page.getByTestId('m-return-parcel')).toHaveCount(0);

  await page.goto('/m/me');
  await page.getByTestId('m-me-after-sales').click();
  await expect(page).toHaveURL(/\/m\/after-sales$/);
  await expect(page.getByTestId('m-as-card').first()).toContainText('退货退款 · 已同意');
  await fitsPhone(page);
  await screenshot(page, 'mobile-after-sales');
  await staff.close();
  expect(errors).toEqual([]);
});
