import { consoleLogin } from '../support/console';
import { collectConsoleErrors, expect, loginAs, screenshot, test } from '../support/fixtures';

const WANTED = '布地奈德鼻喷雾剂';

// Each test runs a storefront and a console session one after the other.
test.describe.configure({ timeout: 120_000 });

test('a member asks for a variety, kefu01 refuses it with a reason, and the member is told', async ({
  page,
  browser,
}) => {
  const errors = collectConsoleErrors(page);
  await loginAs(page, 'yaodian01', { to: '/pzqg' });
  await expect(page.getByTestId('variety-list-page')).toBeVisible();
  await expect(page.getByTestId('coming-soon')).toHaveCount(0);
  // The seeded requests show on first start, one already listed with its goods.
  await expect(page.getByTestId('variety-name').first()).toBeVisible();
  await expect(page.getByTestId('variety-goods-link').first()).toBeVisible();

  await page.getByTestId('variety-add').click();
  await expect(page).toHaveURL(/\/pzqg\/add$/);
  await page.getByTestId('variety-submit').click();
  await expect(page.getByText('请填写品种名称')).toBeVisible();
  await expect(page.getByText('请填写求购数量')).toBeVisible();
  await page.getByTestId('variety-field-name').fill(WANTED);
  await page.getByTestId('variety-field-manufacturer').fill('阿斯利康制药有限公司');
  await page.getByTestId('variety-field-spec').fill('64μg*120喷');
  await page.getByTestId('variety-field-quantity').fill('30');
  await page.getByTestId('variety-field-remark').fill('过敏性鼻炎季节备货，效期12个月以上');
  await screenshot(page, 'variety-add');
  await page.getByTestId('variety-submit').click();

  await expect(page).toHaveURL(/\/pzqg\/info\?id=\d+$/);
  const id = new URL(page.url()).searchParams.get('id')!;
  await expect(page.getByTestId('variety-info-status')).toHaveText('待处理');
  await expect(page.getByTestId('variety-info-name')).toHaveText(WANTED);

  await page.goto('/pzqg');
  const row = page.getByTestId(`variety-row-${id}`);
  await expect(row).toContainText(WANTED);
  await expect(row).toContainText('64μg*120喷');
  await expect(row.getByTestId('variety-status')).toHaveText('待处理');
  await screenshot(page, 'variety-list');

  // 客服 refuses it in the console with a reason.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await consoleLogin(staff, 'kefu01');
  // The dashboard counts the requests and feedback waiting for 客服, linking to their lists.
  const waiting = staff.getByTestId('waiting-variety_requests');
  await expect(waiting).toHaveAttribute('href', '/admin/service?status=pending');
  await expect(waiting).not.toContainText(/^待处理求购0/);
  await expect(staff.getByTestId('waiting-feedback')).toHaveAttribute(
    'href',
    '/admin/service/feedback?replied=0',
  );
  await screenshot(staff, 'console-dashboard-waiting');
  await staff.getByTestId('menu-service').click();
  await expect(staff).toHaveURL(/\/admin\/service$/);
  await staff.getByTestId('variety-search').locator('input').fill(WANTED);
  await staff.getByTestId('variety-search').locator('input').press('Enter');
  const staffRow = staff.getByTestId(`variety-row-${id}`);
  await expect(staffRow).toContainText('仁和大药房');
  await expect(staffRow).toContainText('待处理');
  await staffRow.getByTestId('variety-refuse').click();
  await staff.getByTestId('variety-refuse-submit').click();
  await expect(staff.getByText('请填写无法采购原因')).toBeVisible();
  await staff.getByTestId('variety-refuse-reason').fill('厂家该规格已停产，可改为采购64μg*240喷规格');
  await staff.getByTestId('variety-refuse-submit').click();
  await expect(staffRow).toContainText('无法采购');
  await expect(staffRow).toContainText('厂家该规格已停产');
  await expect(staffRow.getByTestId('variety-refuse')).toHaveCount(0);
  await screenshot(staff, 'console-variety-requests');
  await staffContext.close();

  // The member sees the decision on the detail page and in 我的消息.
  await page.goto(`/pzqg/info?id=${id}`);
  await expect(page.getByTestId('variety-info-status')).toHaveText('无法采购');
  await expect(page.getByTestId('variety-info-reason')).toContainText('厂家该规格已停产');
  await screenshot(page, 'variety-info-unavailable');
  await page.goto('/wdxx');
  const message = page.getByTestId('message-item').filter({ hasText: '求购品种无法采购' }).first();
  await expect(message).toBeVisible();
  await expect(message).toContainText(WANTED);
  await message.getByTestId('message-link').click();
  await expect(page).toHaveURL(new RegExp(`/pzqg/info\\?id=${id}$`));
  expect(errors).toEqual([]);
});

test('a member sends feedback with a picture, sees it as plain text, and reads the reply', async ({
  page,
  browser,
}) => {
  const errors = collectConsoleErrors(page);
  const content = `结算页<b>发票抬头</b>无法修改，请协助处理 ${Date.now() % 100000}`;
  await loginAs(page, 'zhensuo01', { to: '/yjfk' });
  await expect(page.getByTestId('feedback-page')).toBeVisible();
  await expect(page.getByTestId('coming-soon')).toHaveCount(0);
  // The seeded feedback and its reply are listed below the form.
  await expect(page.getByTestId('feedback-entry-reply').first()).toBeVisible();

  await page.getByTestId('feedback-submit').click();
  await expect(page.getByText('请填写反馈内容')).toBeVisible();
  await page.getByTestId('feedback-type').getByText('功能建议').click();
  await page.getByTestId('feedback-content').fill(content);
  await page.getByTestId('feedback-phone').fill('1381234');
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByText('手机号格式不正确，请输入11位手机号')).toBeVisible();
  await page.getByTestId('feedback-phone').fill('13812345678');
  await page
    .getByTestId('feedback-images')
    .locator('input[type=file]')
    .setInputFiles('e2e/fixtures/licence.png');
  await expect(page.getByTestId('feedback-images').locator('.ant-upload-list-item-done')).toHaveCount(1);
  await screenshot(page, 'feedback-form');
  await page.getByTestId('feedback-submit').click();
  await expect(page.getByText('感谢您的反馈')).toBeVisible();

  const entry = page.locator('[data-testid^="feedback-entry-"]').filter({ hasText: '发票抬头' }).first();
  await expect(entry.getByTestId('feedback-entry-content')).toHaveText(content);
  await expect(entry.locator('b')).toHaveCount(0);
  await expect(entry).toContainText('待回复');
  await expect(entry.locator('img')).toHaveCount(1);
  await expect(page.getByTestId('feedback-content')).toHaveValue('');
  await screenshot(page, 'feedback-list');

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await consoleLogin(staff, 'kefu01');
  await staff.goto('/admin/service/feedback?replied=0');
  const row = staff.locator('[data-testid^="feedback-row-"]').filter({ hasText: '发票抬头' }).first();
  await expect(row).toContainText('康宁社区诊所');
  await row.getByTestId('feedback-reply').click();
  await staff
    .getByTestId('feedback-reply-text')
    .fill('您好，发票抬头可在“基本信息-开票信息”中修改，修改后新订单即按新抬头开具。');
  await screenshot(staff, 'console-feedback');
  await staff.getByTestId('feedback-reply-submit').click();
  await expect(staff.getByText('回复已发送')).toBeVisible();
  await staffContext.close();

  await page.reload();
  await expect(entry.getByTestId('feedback-entry-reply')).toContainText('基本信息-开票信息');
  await expect(entry).toContainText('已回复');
  expect(errors).toEqual([]);
});
