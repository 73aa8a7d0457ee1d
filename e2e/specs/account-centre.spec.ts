import type { Page } from '@playwright/test';
import { collectConsoleErrors, DEMO_PASSWORD, expect, loginAs, screenshot, test } from '../support/fixtures';

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

interface Detail {
  id: number;
  is_buy: number;
  number: number;
  kind: string;
}

/** A drug the logged-in member may buy, with stock. */
async function buyableGoods(page: Page): Promise<number> {
  for (let id = 1; id <= 120; id++) {
    const res = await page.request.get(`/api/goods/detail/${id}`);
    const goods = (await res.json()).data as Detail | null;
    if (goods && goods.is_buy === 1 && goods.kind === 'drug' && goods.number >= 50) return goods.id;
  }
  throw new Error('no buyable goods');
}

test('an approved member edits its contact, keeps its password on a wrong one, and adds an address used at checkout', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  await loginAs(page, 'liansuo01-2', { to: '/zhzx' });
  await expect(page).toHaveURL(/\/basic$/);
  await expect(page.getByTestId('basic-account')).toContainText('益康连锁药房南开店');
  await expect(page.getByTestId('basic-account')).toContainText('连锁门店');

  // A bad phone: the server's rule shows under the field and nothing is saved.
  await page.getByTestId('contact-phone').fill('022-2835');
  await page.getByTestId('contact-save').click();
  const rule = '联系电话格式不正确，请输入11位手机号或区号-座机号';
  await expect(page.getByTestId('contact-form').getByText(rule)).toBeVisible();
  await screenshot(page, 'basic-bad-phone');
  await page.reload();
  await expect(page.getByTestId('contact-phone')).toHaveValue(/^1\d{10}$/);

  // A landline is fine.
  await page.getByTestId('contact-name').fill('南开店 刘店长');
  await page.getByTestId('contact-phone').fill('022-28351234');
  await page.getByTestId('contact-save').click();
  await expect(page.getByText('联系人信息已保存')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('contact-phone')).toHaveValue('022-28351234');
  await expect(page.getByTestId('contact-name')).toHaveValue('南开店 刘店长');

  // A wrong current password changes nothing.
  await page.getByTestId('old-password').fill('Wrong2026');
  await page.getByTestId('new-password').fill('Nankai2026');
  await page.getByTestId('confirm-password').fill('Nankai2026');
  await page.getByTestId('password-submit').click();
  await expect(page.getByTestId('password-form').getByText('当前密码不正确')).toBeVisible();
  await page.getByTestId('password-form').scrollIntoViewIfNeeded();
  await screenshot(page, 'basic-wrong-password');
  const login = await request.post('/api/user/login', {
    form: { username: 'liansuo01-2', password: DEMO_PASSWORD },
  });
  expect((await login.json()).code).toBe(10000);

  // A new default address through the cascader.
  // The count reads 0 until the list has answered: take it after that.
  const listed = page.waitForResponse((r) => r.url().includes('/api/address/list') && r.ok());
  await page.goto('/addr');
  await expect(page.getByTestId('addresses-page')).toBeVisible();
  const seeded = ((await (await listed).json()) as { data: { list: unknown[] } }).data.list.length;
  await expect(page.getByTestId('address-count')).toHaveText(String(seeded));
  const before = seeded;
  await page.getByTestId('address-add').click();
  await page.getByTestId('address-consignee').fill('周库管');
  await page.getByTestId('address-phone').fill('13820226688');
  await pickRegion(page, 'address-region', '西青', ['天津市', '西青区']);
  await page.getByTestId('address-detail').fill('中北镇阜盛道6号医药物流园B区2号库');
  await page.getByTestId('address-default').check();
  await screenshot(page, 'addr-form');
  await page.getByTestId('address-save').click();
  await expect(page.getByText('收货地址已添加')).toBeVisible();
  await expect(page.getByTestId('address-count')).toHaveText(String(before + 1));
  const firstRow = page.getByTestId('address-table').locator('tbody tr').first();
  await expect(firstRow).toContainText('周库管');
  await expect(firstRow).toContainText('西青区');
  await expect(firstRow).toContainText('默认地址');
  await screenshot(page, 'addr-list');

  // Checkout lists it first, chosen, with a link back to /addr.
  const goodsId = await buyableGoods(page);
  await page.goto(`/list/info/${goodsId}`);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('add-to-cart-success')).toContainText('已加入购物车');
  await page.goto('/cart');
  await page.getByTestId('cart-checkout').click();
  await expect(page.getByTestId('step2-page')).toBeVisible();
  const option = page.getByTestId('address-option').first();
  await expect(option).toContainText('周库管');
  await expect(option).toContainText('天津市西青区中北镇阜盛道6号医药物流园B区2号库');
  await expect(option).toContainText('默认');
  await expect(page.getByTestId('manage-addresses')).toHaveAttribute('href', '/addr');
  await screenshot(page, 'addr-at-checkout');

  // Back on /addr: edit the older address (its region already picked), make it the default, delete the new one.
  await page.getByTestId('manage-addresses').click();
  await expect(page.getByTestId('addresses-page')).toBeVisible();
  const older = page.getByTestId('address-table').locator('tbody tr').nth(1);
  await older.getByTestId('address-edit').click();
  await expect(page.getByTestId('address-region')).toContainText('南开区');
  await page.getByTestId('address-detail').fill('鞍山西道318号南开店后门仓库');
  await page.getByTestId('address-save').click();
  await expect(page.getByText('收货地址已保存', { exact: true })).toBeVisible();
  await expect(older).toContainText('鞍山西道318号南开店后门仓库');
  await older.getByTestId('address-set-default').click();
  await expect(page.getByText('已设为默认收货地址')).toBeVisible();
  const rows = page.getByTestId('address-table').locator('tbody tr');
  await expect(rows.first()).toContainText('鞍山西道318号南开店后门仓库');
  await expect(rows.first()).toContainText('默认地址');
  await rows.nth(1).getByTestId('address-delete').click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /删\s*除/ })
    .click();
  await expect(page.getByText('收货地址已删除')).toBeVisible();
  await expect(page.getByTestId('address-count')).toHaveText(String(before));
  await expect(page.getByTestId('address-table')).not.toContainText('周库管');
  expect(errors).toEqual([]);
});

test('a password changed with an SMS code ends the other sessions and keeps this one', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await loginAs(page, 'liansuo01-1');
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await loginAs(otherPage, 'liansuo01-1');

  await page.goto('/basic');
  await page.getByText('手机短信验证').click();
  await expect(page.getByTestId('password-form')).toContainText('135****4407');
  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('send-code')).toContainText('秒后重新获取');
  const outbox = await page.context().newPage();
  await outbox.goto('/api/dev/sms');
  const row = outbox.locator('tr', { hasText: '13522014407' }).first();
  const code = /修改密码验证码为(\d{6})/.exec(await row.innerText())?.[1];
  await outbox.close();
  expect(code).toMatch(/^\d{6}$/);
  await page.getByTestId('password-code').fill(code!);
  await page.getByTestId('new-password').fill('Heping2026');
  await page.getByTestId('confirm-password').fill('Heping2026');
  await page.getByTestId('password-submit').click();
  await expect(page.getByText('密码已修改，其他设备上的登录已退出')).toBeVisible();

  // This browser stays logged in; the other one is a visitor again (after the 3 s viewer cache).
  await page.reload();
  await expect(page.getByTestId('header-company')).toBeVisible();
  await expect(async () => {
    const res = await otherPage.request.get('/api/user/basic');
    expect((await res.json()).code).toBe(10001);
  }).toPass({ timeout: 10_000 });
  await other.close();
});

test('an unsigned buyer is sent to the agreement when buying, signs, and buys', async ({ page }) => {
  test.setTimeout(90_000);
  await loginAs(page, 'hetong01');
  const goodsId = await buyableGoods(page);
  await page.goto(`/list/info/${goodsId}`);
  await page.getByTestId('add-to-cart').click();
  await expect(page).toHaveURL(
    new RegExp(`/dzht\\?redirect=${encodeURIComponent(`/list/info/${goodsId}`)}$`),
  );
  await expect(page.getByText('请先签署电子合同（药品购销协议）后再采购')).toBeVisible();
  await expect(page.getByTestId('agreement-unsigned')).toBeVisible();
  await expect(page.getByTestId('agreement-buyer')).toHaveText('永安堂大药房(演示)');
  await expect(page.getByTestId('agreement-doc')).toContainText('第三条 质量保证');
  await expect(page.getByTestId('agreement-doc')).toContainText('GSP');
  await screenshot(page, 'dzht-unsigned');
  await expect(page.getByTestId('agreement-sign')).toBeDisabled();
  await page.getByTestId('agreement-agree').check();
  await page.getByTestId('agreement-sign').click();
  await expect(page.getByText('电子合同签署成功，您现在可以正常采购了')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/list/info/${goodsId}$`));

  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('add-to-cart-success')).toContainText('已加入购物车');

  await page.goto('/dzht');
  await expect(page.getByTestId('agreement-signed')).toContainText('您已于');
  await expect(page.getByTestId('agreement-actions')).toHaveCount(0);
  await screenshot(page, 'dzht-signed');
  await page.goto('/basic');
  await expect(page.getByTestId('basic-account')).toContainText('已签署');
  await screenshot(page, 'basic');
});
