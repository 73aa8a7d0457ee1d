import type { Browser } from '@playwright/test';
import { collectConsoleErrors, expect, loginAs, screenshot, test } from '../support/fixtures';

async function controlledIds(browser: Browser, username: string): Promise<number[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, username);
  const res = await page.request.get('/api/goods/list?zone=controlled&page_size=100');
  const ids = ((await res.json()).data.list as { id: number }[]).map((g) => g.id);
  await context.close();
  return ids;
}

test('typing gmlkl suggests 感冒灵颗粒, and ↓ Enter opens the results', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  const input = page.getByTestId('search-input');
  await input.fill('gmlkl');
  const first = page.getByTestId('search-suggestion').first();
  await expect(first).toContainText('感冒灵颗粒');
  await screenshot(page, 'search-suggestions');
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/search\?.*keywords=/);
  await expect(page.getByTestId('search-suggestions')).toHaveCount(0);
  await expect(page.getByTestId('goods-list-item').first()).toContainText('感冒灵');
  expect(errors).toEqual([]);
});

test('the manufacturer switch finds 同仁堂 by trt', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('search-type-switch').getByText('厂家').click();
  await page.getByTestId('search-input').fill('trt');
  await expect(page.getByTestId('search-suggestion').first()).toContainText('同仁堂');
  await page.getByTestId('search-input').press('Escape');
  await expect(page.getByTestId('search-suggestions')).toHaveCount(0);
});

test('filters, sort and paging change the list', async ({ page }) => {
  await loginAs(page, 'yaodian01', { to: '/list' });
  const total = page.getByTestId('list-total');
  await expect(total).toContainText(/\d/);
  const allText = await total.innerText();
  const firstName = await page.getByTestId('goods-list-item').first().innerText();

  await page
    .getByTestId('filter-manufacturer')
    .locator('a, button, span', { hasText: /有限公司/ })
    .first()
    .click();
  await expect(page).toHaveURL(/manufacturer=/);
  await expect(total).not.toHaveText(allText);

  await page.goto('/list');
  await page.getByTestId('sort-price').click();
  await expect(page).toHaveURL(/sort=price/);
  await expect(page.getByTestId('goods-list-item').first()).not.toHaveText(firstName);

  await page.getByTestId('pagination').getByText('2', { exact: true }).first().click();
  await expect(page).toHaveURL(/page=2/);
  await screenshot(page, 'list-page-2');
});

test('the detail page shows ladder tiers and the batch expiry', async ({ page }) => {
  await loginAs(page, 'yaodian01', { to: '/search?keywords=感冒灵颗粒&type=0' });
  await page.getByTestId('goods-list-item').first().locator('a').first().click();
  await expect(page).toHaveURL(/\/list\/info\/\d+/);
  await expect(page.getByTestId('ladder-table')).toBeVisible();
  await expect(page.getByTestId('batch-expiry')).toContainText(/20\d\d-\d\d-\d\d/);
  await expect(page.getByTestId('approval-number')).toContainText('国药准字');
  await screenshot(page, 'goods-detail');
});

test('a visitor sees 登录后可见 and daishen01 sees 资质审核通过后可见', async ({ page }) => {
  await page.goto('/list');
  await expect(page.getByTestId('goods-list-item').first()).toContainText('登录后可见');
  await loginAs(page, 'daishen01', { to: '/list' });
  await expect(page.getByTestId('goods-list-item').first()).toContainText('资质审核通过后可见');
});

test('zhensuo01 cannot open a controlled-sales item it is not allowed', async ({ browser, page }) => {
  const forYaodian = await controlledIds(browser, 'yaodian01');
  const forZhensuo = new Set(await controlledIds(browser, 'zhensuo01'));
  const hidden = forYaodian.find((id) => !forZhensuo.has(id));
  expect(hidden, 'a controlled item open to yaodian01 but not to zhensuo01').toBeDefined();
  await loginAs(page, 'zhensuo01', { to: `/list/info/${hidden}` });
  await expect(page.getByTestId('goods-missing')).toBeVisible();
  await expect(page.getByTestId('ladder-table')).toHaveCount(0);
});

test('adding and removing a favourite says so, and /star follows', async ({ page }) => {
  await loginAs(page, 'yaodian01', { to: '/search?keywords=阿莫西林&type=0' });
  await page.getByTestId('goods-list-item').first().locator('a').first().click();
  await expect(page).toHaveURL(/\/list\/info\/\d+/);
  const name = (await page.locator('.goods-info__name').innerText()).trim();
  const toggle = page.getByTestId('favorite-toggle').filter({ hasText: '收藏' });
  if ((await toggle.innerText()).includes('已收藏')) {
    await toggle.click();
    await expect(page.getByText('取消收藏成功')).toBeVisible();
  }
  await toggle.click();
  await expect(page.locator('.favorite-message')).toContainText('收藏成功');
  await page.getByText('查看收藏').click();
  await expect(page).toHaveURL(/\/star/);
  await expect(page.getByTestId('star-list')).toContainText(name.split(/\s/)[0]);
  await page.goBack();
  await toggle.click();
  await expect(page.getByText('取消收藏成功')).toBeVisible();
  await page.goto('/star');
  await expect(page.getByTestId('star-list')).not.toContainText(name.split(/\s/)[0]);
});
