import type { Locator, Page } from '@playwright/test';
import { consoleLogin } from '../support/console';
import { collectConsoleErrors, expect, loginAs, screenshot, test } from '../support/fixtures';

// The specs share one database: this file ends and deletes the bundle it creates.

/** "2026-11-23 10:05" in China time, `minutes` from now. */
const chinaMinute = (minutes: number) =>
  new Date(Date.now() + minutes * 60_000 + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

/** antd puts a test id on the input itself or on its wrapper, depending on the component. */
async function inputOf(field: Locator) {
  return (await field.evaluate((e) => e.tagName)) === 'INPUT' ? field : field.locator('input');
}

async function chooseGoods(page: Page, row: Locator, id: number) {
  await row.getByTestId('cb-item-goods').click();
  await page.keyboard.type(String(id));
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`编号 ${id}(\\D|$)`) })
    .first()
    .click();
}

test('yunying01 creates a 组合购 in the console and the storefront /zhzq offers it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  await consoleLogin(page, 'yunying01');
  const list = (await (await page.request.get('/api/operator/goods?page=3')).json()).data.list as {
    id: number;
    name: string;
    base_price: string;
    on_sale: number;
  }[];
  const [a, b] = list.filter((g) => g.on_sale === 1 && Number(g.base_price) >= 5);
  expect(a && b, 'two goods on sale').toBeTruthy();
  const normal = Math.round(Number(a!.base_price) * 100) * 2 + Math.round(Number(b!.base_price) * 100);
  const price = (Math.floor(normal * 0.85) / 100).toFixed(2);
  const name = `控制台组合购${Date.now() % 100000}`;

  await page.goto('/admin/promotions/combinations');
  await expect(
    page.getByText('暂无组合购').or(page.locator('[data-testid^="cb-row-"]').first()),
  ).toBeVisible();
  await page.getByTestId('cb-new').click();
  await (await inputOf(page.getByTestId('cb-name'))).fill(name);
  await chooseGoods(page, page.getByTestId('cb-item-0'), a!.id);
  await (await inputOf(page.getByTestId('cb-item-0').getByTestId('cb-item-number'))).fill('2');
  await chooseGoods(page, page.getByTestId('cb-item-1'), b!.id);
  await (await inputOf(page.getByTestId('cb-price'))).fill(price);
  await expect(page.getByTestId('cb-saving')).toContainText(`商品原价合计 ¥${(normal / 100).toFixed(2)}`);
  await expect(page.getByTestId('cb-saving')).toContainText('买家每套立省');
  const inputs = page.locator('.ant-modal .ant-picker-range input');
  await inputs.nth(0).click();
  await inputs.nth(0).fill(chinaMinute(-5));
  await inputs.nth(0).press('Enter');
  await inputs.nth(1).fill(chinaMinute(60 * 24));
  await inputs.nth(1).press('Enter');
  // Close the picker's panel so the picture shows the whole form.
  await page.locator('.ant-modal-title').click();
  await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
  await expect(page.getByTestId('cb-saving')).toContainText('买家每套立省');
  await screenshot(page, 'console-combination-modal');
  await page.getByTestId('cb-save').click();
  await expect(page.getByText('组合购已新增')).toBeVisible();
  await expect(page.locator('.ant-modal')).toBeHidden();

  const row = page.locator('[data-testid^="cb-row-"]').filter({ hasText: name });
  await expect(row).toContainText('进行中');
  await expect(row).toContainText(`¥${price}`);
  await expect(row).toContainText(a!.name);
  await screenshot(page, 'console-combinations');

  // The storefront: an approved pharmacy sees the bundle at its price on /zhzq.
  const shop = await (await browser.newContext()).newPage();
  await loginAs(shop, 'yaodian01', { to: '/zhzq' });
  const card = shop.getByTestId('combination').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('combination-price')).toContainText(price);
  await card.scrollIntoViewIfNeeded();
  await screenshot(shop, 'storefront-zhzq-console-bundle');

  // Clean up: end it (it leaves /zhzq), then delete it (nothing was ordered).
  await row.getByTestId('cb-end').click();
  await page.getByTestId('cb-end-confirm').click();
  await expect(page.getByText('组合购已结束')).toBeVisible();
  await expect(row).toContainText('已结束');
  await shop.reload();
  await expect(shop.getByTestId('combination').filter({ hasText: name })).toHaveCount(0);
  await row.getByTestId('cb-delete').click();
  await page.getByTestId('cb-delete-confirm').click();
  await expect(page.getByText('组合购已删除')).toBeVisible();
  await expect(row).toHaveCount(0);
  await shop.context().close();
  expect(errors).toEqual([]);
});
