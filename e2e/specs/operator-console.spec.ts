import { collectConsoleErrors, expect, loginAs, screenshot, test } from '../support/fixtures';
import { consoleLogin } from '../support/console';
import { scanDemoCodes } from '../support/trace';

// The specs share one database and run in file order: catalog.spec.ts sees daishen01 unreviewed
// before this file approves it.

test('each role sees only its part of the console, and a buyer cannot enter', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await consoleLogin(page, 'cangku01');
  await expect(page.getByTestId('menu-orders')).toBeVisible();
  await expect(page.getByTestId('menu-reviews')).toHaveCount(0);
  await expect(page.getByTestId('menu-audit')).toHaveCount(0);
  await page.goto('/admin/reviews');
  await expect(page.getByTestId('forbidden')).toBeVisible();
  await page.getByTestId('logout').click();
  await page.goto('/admin/login');
  await page.getByTestId('login-username').fill('yaodian01');
  await page.getByTestId('login-password').fill('Demo@1234');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toContainText('该账号不是运营人员，无法登录运营后台');
  expect(errors.filter((e) => !e.includes('403'))).toEqual([]);
});

test('yunying01 approves daishen01, who then sees prices', async ({ page, browser }) => {
  await consoleLogin(page, 'yunying01');
  await page.getByTestId('menu-reviews').click();
  const row = page.getByRole('row', { name: /百草堂药店/ });
  await expect(row).toBeVisible();
  await screenshot(page, 'console-reviews');
  await row.getByTestId('review-open').click();
  await expect(page.getByTestId('review-document')).toHaveCount(3);
  await expect(page.getByTestId('review-document').first()).toContainText('营业执照');
  await screenshot(page, 'console-review-detail');
  await page.getByTestId('review-approve').click();
  await expect(page.getByText('审核通过', { exact: true })).toBeVisible();

  const buyer = await browser.newPage();
  await loginAs(buyer, 'daishen01', { to: '/list' });
  const first = buyer.getByTestId('goods-list-item').first();
  await expect(first).toContainText('¥');
  await expect(first).not.toContainText('资质审核通过后可见');
  await buyer.close();
});

test('cangku01 ships a paid order and the buyer sees the logistics', async ({ page, browser }) => {
  await consoleLogin(page, 'cangku01');
  await page.goto('/admin/orders?status=to_ship');
  const row = page.locator('[data-testid^="order-row-"]').filter({ hasText: 'yaodian01' }).first();
  await expect(row).toBeVisible();
  const orderNo = (await row.getAttribute('data-testid'))!.replace('order-row-', '');
  await row.getByTestId('order-ship').click();
  await scanDemoCodes(page);
  await page.getByTestId('ship-company').fill('顺丰速运');
  await page.getByTestId('ship-no').fill('SF1408823651');
  await screenshot(page, 'console-ship');
  await page.getByTestId('ship-submit').click();
  await expect(page.getByText('已发货').first()).toBeVisible();
  await page.goto('/admin/orders?status=shipped');
  await expect(page.getByTestId(`order-row-${orderNo}`)).toContainText('SF1408823651');

  const buyer = await browser.newPage();
  await loginAs(buyer, 'yaodian01', { to: '/order' });
  await buyer.getByTestId('order-no').filter({ hasText: orderNo }).click();
  await expect(buyer.getByText('SF1408823651').first()).toBeVisible();
  await expect(buyer.getByText('顺丰速运').first()).toBeVisible();
  await buyer.close();
});

test('kefu01 approves an after-sale request and refunds it', async ({ page }) => {
  await consoleLogin(page, 'kefu01');
  await page.getByTestId('menu-after-sales').click();
  const row = page.locator('[data-testid^="after-sale-row-"]').filter({ hasText: '少发了一盒' }).first();
  await expect(row).toBeVisible();
  await row.getByTestId('after-sale-approve').click();
  await expect(row).toContainText('已同意');
  await row.getByTestId('after-sale-refund').click();
  await page.getByTestId('after-sale-refund-confirm').click();
  await expect(row).toContainText('已退款');
  await screenshot(page, 'console-after-sales');

  await page.getByTestId('logout').click();
  await consoleLogin(page, 'operator01');
  await page.getByTestId('menu-audit').click();
  await expect(page.getByRole('row', { name: /kefu01/ }).first()).toContainText('售后退款');
  await screenshot(page, 'console-audit');
});

const SHEET_HEADER =
  '商品类型,通用名,商品名,规格,单位,剂型,批准文号,生产厂家,分类,经营范围,中包装,件装,供货价,建议零售价,批号,生产日期,有效期至,库存';

test('yunying01 imports goods from a spreadsheet and buyers find them', async ({ page, browser }) => {
  const sheet = [
    SHEET_HEADER,
    '药品,沙库巴曲缬沙坦钠片,诺欣妥,100mg*14片,盒,片剂,国药准字J20171054,北京诺华制药有限公司,降压药,化学药制剂,5,100,86.50,118.00,SV2609012,2026-09-01,2028-08-31,300',
    '药品,乙肝疫苗,,10μg/支,支,注射剂,国药准字S10960030,北京天坛生物,抗病毒类,疫苗,1,100,50.00,80.00,,,,',
  ].join('\n');
  await consoleLogin(page, 'yunying01');
  await page.getByTestId('menu-goods').click();
  await page.getByTestId('goods-import').click();
  await page
    .getByTestId('import-file')
    .setInputFiles({ name: '采购目录.csv', mimeType: 'text/csv', buffer: Buffer.from(sheet, 'utf-8') });
  await page.getByTestId('import-check').click();
  const result = page.getByTestId('import-result');
  await expect(result).toContainText('沙库巴曲缬沙坦钠片');
  await expect(result).toContainText('“疫苗”类商品不得在平台销售');
  await screenshot(page, 'console-import-check');
  await page.getByTestId('import-confirm').click();
  await expect(result).toContainText('导入完成：新增1，更新0，错误1');

  const buyer = await browser.newPage();
  await loginAs(buyer, 'yaodian01', { to: '/search?keywords=沙库巴曲&type=0' });
  await expect(buyer.getByTestId('goods-list-item').first()).toContainText('沙库巴曲缬沙坦钠片');
  await expect(buyer.getByTestId('goods-list-item').first()).toContainText('¥86.50');
  await buyer.close();
});

test('yunying01 previews a running 满减 activity on a sample cart', async ({ page }) => {
  await consoleLogin(page, 'yunying01');
  const activities = (await (await page.request.get('/api/operator/full_reductions')).json()).data as {
    name: string;
    state: string;
    tiers: { amount: string }[];
    goods_ids: number[];
  }[];
  const running = activities.find((a) => a.state === 'running' && a.goods_ids.length > 0);
  expect(running, 'a running 满减 activity').toBeDefined();
  let chosen: { id: number; quantity: number } | undefined;
  for (const id of running!.goods_ids.slice(0, 40)) {
    const goods = (await (await page.request.get(`/api/operator/goods/${id}`)).json()).data;
    const step = goods.can_split ? 1 : Math.max(1, goods.middle_pack);
    const wanted = Math.ceil(Number(running!.tiers[0]!.amount) / (Number(goods.base_price) * 0.5));
    const quantity = Math.ceil(wanted / step) * step;
    if (goods.on_sale === 1 && goods.stock >= quantity) {
      chosen = { id, quantity };
      break;
    }
  }
  expect(chosen, 'a goods of the running activity with stock').toBeDefined();

  await page.goto('/admin/promotions/preview');
  await page.getByTestId('preview-username').fill('yaodian01');
  await page.getByTestId('preview-goods').click();
  await page.keyboard.type(String(chosen!.id));
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: new RegExp(`编号 ${chosen!.id}(\\D|$)`) })
    .first()
    .click();
  await page.getByTestId('preview-number').fill(String(chosen!.quantity));
  await page.getByTestId('preview-run').click();
  await expect(page.getByTestId('preview-activity').first()).toContainText(running!.name);
  await expect(page.getByTestId('preview-payable')).toContainText('¥');
  await screenshot(page, 'console-promotion-preview');
});
