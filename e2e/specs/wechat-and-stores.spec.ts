import type { Page } from '@playwright/test';
import { collectConsoleErrors, expect, loginAs, screenshot, test } from '../support/fixtures';

/** A small PNG standing in for a photographed licence. */
const LICENCE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Types into the region cascader's search and picks the path that contains all the given names. */
async function pickRegion(page: Page, testId: string, search: string, names: string[]) {
  await page.getByTestId(testId).click();
  await page.getByTestId(testId).locator('input').fill(search);
  let option = page.locator('.ant-cascader-menu-item');
  for (const name of names) option = option.filter({ hasText: name });
  // The dropdown slides in; a click during the motion can miss, so try until the pick shows.
  await expect(async () => {
    if (await option.first().isVisible()) await option.first().click();
    await expect(page.getByTestId(testId)).toContainText(names.at(-1)!, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

/** Fills the documents the form lists, in order: number, expiry and photo of each slot. */
async function fillDocuments(page: Page, prefix: string, docs: [string, string][]) {
  for (const [index, [slot, number]] of docs.entries()) {
    await page.locator(`#documents_${index}_number`).fill(number);
    const expiry = page.locator(`#documents_${index}_expires_on`);
    await expiry.click();
    await expiry.fill('2031-06-30');
    await expiry.press('Enter');
    await page
      .getByTestId(`${prefix}-${slot}-image`)
      .locator('input[type=file]')
      .setInputFiles({ name: `${slot}.png`, mimeType: 'image/png', buffer: LICENCE_PNG });
    await expect(page.getByTestId(`${prefix}-${slot}-image`).locator('img')).toBeVisible();
  }
}

test('a member binds WeChat through the sandbox page, sees the nickname, and unbinds', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await loginAs(page, 'liansuo01-3', { to: '/bdwx' });
  await expect(page.getByTestId('bind-wechat-page')).toBeVisible();
  await expect(page.getByTestId('wechat-qr').locator('canvas')).toBeVisible();
  const sandboxLink = page.getByTestId('wechat-sandbox-link');
  await expect(sandboxLink).toBeVisible();
  await screenshot(page, 'bdwx-qr');

  // 模拟扫码 opens the page standing in for WeChat on the phone.
  const [phone] = await Promise.all([page.waitForEvent('popup'), sandboxLink.click()]);
  await expect(phone.getByText('药采网 申请使用你的微信身份')).toBeVisible();
  await phone.getByLabel('微信昵称（沙箱中代表不同的微信用户）').fill('益康三店-王店长');
  await screenshot(phone, 'wechat-sandbox');
  await phone.getByRole('button', { name: '确认登录' }).click();
  await expect(phone).toHaveURL(/\/bdwx\?wechat=bound$/);
  await expect(phone.getByTestId('wechat-result')).toContainText('微信绑定成功');
  await phone.close();

  // The desktop page learns of the scan by polling.
  await expect(page.getByTestId('wechat-nickname')).toHaveText('益康三店-王店长');
  await screenshot(page, 'bdwx-bound');

  await page.getByTestId('wechat-unbind').click();
  await page.getByRole('button', { name: '确定解绑' }).click();
  await expect(page.getByText('已解绑微信')).toBeVisible();
  await expect(page.getByTestId('wechat-sandbox-link')).toBeVisible();
  await expect(page.getByTestId('wechat-bound')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a seeded member shows its bound WeChat', async ({ page }) => {
  await loginAs(page, 'zhensuo01', { to: '/bdwx' });
  await expect(page.getByTestId('wechat-nickname')).toHaveText('康宁诊所-孙医生');
});

test('a headquarters sees its stores, edits one, and reads its orders', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await loginAs(page, 'liansuo01', { to: '/ddgl' });
  const table = page.getByTestId('store-table');
  await expect(table).toContainText('益康连锁药房和平店');
  await expect(table).toContainText('liansuo01-3');
  await expect(page.getByTestId('store-count')).toHaveText('3');
  await screenshot(page, 'ddgl-stores');

  await page.getByTestId('store-edit-liansuo01-2').click();
  const form = page.getByTestId('store-edit-form');
  await form.getByLabel('联系电话').fill('12345');
  await page.getByTestId('store-edit-save').click();
  await expect(form).toContainText('联系电话格式不正确，请输入11位手机号或区号-座机号');
  await form.getByLabel('联系电话').fill('022-28356789');
  await form.getByLabel('联系人').fill('南开店 刘店长');
  await page.getByTestId('store-edit-save').click();
  await expect(page.getByText('门店信息已保存')).toBeVisible();
  await expect(table).toContainText('022-28356789');
  await expect(table).toContainText('南开店 刘店长');

  await page.getByTestId('store-orders-liansuo01-1').click();
  await expect(page.getByTestId('store-orders')).toContainText('该门店暂无订单');
  await page.waitForTimeout(500); // the drawer slides in
  await screenshot(page, 'ddgl-orders');
  expect(errors).toEqual([]);
});

test('a single pharmacy is told that store management is for chain headquarters', async ({ page }) => {
  await loginAs(page, 'yaodian01', { to: '/ddgl' });
  await expect(page.getByTestId('stores-not-chain')).toContainText('多门店管理仅对连锁总部开放');
});

test('a headquarters adds a store through 多门店注册 and the store logs in on its own', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  await loginAs(page, 'liansuo01', { to: '/ddgl' });
  await page.getByTestId('store-add').click();
  await expect(page).toHaveURL(/\/register\/dd\/step1$/);

  const account = page.getByTestId('store-account-form');
  await account.getByLabel('门店登录账号').fill('yk-hongqiao');
  await account.getByLabel('登录密码').fill('abc');
  await account.getByLabel('确认密码').fill('abc');
  await account.getByLabel('门店联系人').fill('周店长');
  await account.getByLabel('联系人手机').fill('13622014488');
  await page.getByTestId('store-step1-next').click();
  await expect(account).toContainText('密码须为8-20位，同时包含字母和数字，不含空格');
  await account.getByLabel('登录密码').fill('Hongqiao2026');
  await account.getByLabel('确认密码').fill('Hongqiao2026');
  await screenshot(page, 'register-dd-step1');
  await page.getByTestId('store-step1-next').click();
  await expect(page).toHaveURL(/\/register\/dd\/step2$/);

  const info = page.getByTestId('store-info-form');
  await info.getByLabel('门店名称').fill('益康连锁药房红桥店');
  await pickRegion(page, 'store-region', '红桥区', ['天津市', '红桥区']);
  await info.getByLabel('详细地址').fill('芥园道118号');
  await fillDocuments(page, 'store-doc', [
    ['licence', '91120106MA07XK2Q3B'],
    ['permit', '津CB0220188'],
    ['device', '津食药监械经营许20260188号'],
    ['proxy', 'WT20260188'],
  ]);
  await info.getByLabel('委托人姓名').fill('周店长');
  await info.getByLabel('委托人身份证号').fill('11010519491231002X');
  await screenshot(page, 'register-dd-step2');
  await page.getByTestId('store-submit').click();

  await expect(page).toHaveURL(/\/register\/dd\/step3$/);
  await expect(page.getByTestId('store-created')).toContainText('yk-hongqiao');
  await screenshot(page, 'register-dd-step3');
  await page.getByRole('button', { name: '返回多门店管理' }).click();
  const row = page.getByTestId('store-table').locator('tr', { hasText: 'yk-hongqiao' });
  await expect(row).toContainText('益康连锁药房红桥店');
  await expect(row).toContainText('审核中');
  await expect(row).toContainText('天津市红桥区芥园道118号');
  expect(errors).toEqual([]);

  // The store logs in with its own account and waits for review.
  const storeContext = await browser.newContext();
  const store = await storeContext.newPage();
  await store.goto('/login');
  await store.getByTestId('login-username').fill('yk-hongqiao');
  await store.getByTestId('login-password').fill('Hongqiao2026');
  await store.getByTestId('login-submit').click();
  await expect(store.getByTestId('header-company')).toHaveText(/益康连锁药房红桥店/);
  await storeContext.close();
});

test('a visitor opening 多门店注册 is sent to log in', async ({ page }) => {
  await page.goto('/register/dd/step1');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fregister%2Fdd%2Fstep1$/);
});

test('a pharmacy registers from a WeChat scan, then logs in by scanning again', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  await page.goto('/register/wechat');
  await expect(page.getByTestId('wechat-qr').locator('canvas')).toBeVisible();
  await screenshot(page, 'register-wechat-scan');
  const [phone] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByTestId('wechat-sandbox-link').click(),
  ]);
  await phone.getByLabel('微信昵称（沙箱中代表不同的微信用户）').fill('康泰大药房-陈老板');
  await phone.getByRole('button', { name: '确认登录' }).click();
  await expect(phone).toHaveURL(/\/register\/wechat\?state=/);
  await phone.close();

  // The desktop page sees the confirmed scan and shows the form.
  const form = page.getByTestId('wechat-register-form');
  await expect(page.getByTestId('wechat-register-nickname')).toHaveText('康泰大药房-陈老板');
  await form.getByLabel('用户名').fill('kangtai-wx');
  await form.getByLabel('登录密码').fill('Kangtai2026');
  await form.getByLabel('确认密码').fill('Kangtai2026');
  await form.getByLabel('手机号').fill('13712345678');
  await form.getByText('单体药店', { exact: true }).click();
  await form.getByLabel('企业名称').fill('康泰大药房');
  await pickRegion(page, 'wechat-register-region', '长安区', ['河北省', '石家庄市', '长安区']);
  await form.getByLabel('详细地址').fill('中山东路88号');
  await form.getByLabel('联系人').fill('陈康泰');
  await fillDocuments(page, 'wechat-doc', [
    ['licence', '91130102MA0CXK8Y2L'],
    ['permit', '冀AA3110288'],
    ['proxy', 'WT20261188'],
  ]);
  await form.getByLabel('委托人姓名').fill('陈康泰');
  await form.getByLabel('委托人身份证号').fill('11010519491231002X');
  await page.getByTestId('wechat-register-submit').click();
  await expect(form).toContainText('请阅读并同意《用户协议》');
  await page.locator('#agree').check();
  await screenshot(page, 'register-wechat-form');
  await page.getByTestId('wechat-register-submit').click();
  await expect(page.getByTestId('wechat-register-done')).toContainText('kangtai-wx');
  await screenshot(page, 'register-wechat-done');
  expect(errors).toEqual([]);

  // Another browser: scanning with the same WeChat logs the new member in.
  const context = await browser.newContext();
  const other = await context.newPage();
  await other.goto('/register/wechat');
  const [phone2] = await Promise.all([
    other.waitForEvent('popup'),
    other.getByTestId('wechat-sandbox-link').click(),
  ]);
  await phone2.getByLabel('微信昵称（沙箱中代表不同的微信用户）').fill('康泰大药房-陈老板');
  await phone2.getByRole('button', { name: '确认登录' }).click();
  await expect(phone2.getByTestId('header-company')).toHaveText(/康泰大药房/);
  await expect(other.getByTestId('header-company')).toHaveText(/康泰大药房/);
  await context.close();
});
