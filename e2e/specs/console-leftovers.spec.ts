import { collectConsoleErrors, expect, screenshot, test } from '../support/fixtures';
import { consoleLogin } from '../support/console';

// The specs share one database: this file ends only an activity it made itself, gives a picture to
// one goods (its generated picture kept second), and puts the nav item it renames back.

const isoIn = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();

test('yunying01 ends a running 满减 activity from the console', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await consoleLogin(page, 'yunying01');
  const taken = new Set(
    (
      (await (await page.request.get('/api/operator/full_reductions')).json()).data as {
        goods_ids: number[];
      }[]
    ).flatMap((a) => a.goods_ids),
  );
  const list = (await (await page.request.get('/api/operator/goods?page=2')).json()).data.list as {
    id: number;
    name: string;
  }[];
  const goods = list.find((g) => !taken.has(g.id))!;
  const created = await page.request.post('/api/operator/full_reductions', {
    data: {
      name: '控制台结束测试满减',
      tiers: [{ amount: '500.00', reduction: '20.00' }],
      starts_at: isoIn(-1),
      ends_at: isoIn(72),
      goods_ids: [goods.id],
    },
  });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()).data as { id: number };

  await page.goto('/admin/promotions?state=running');
  const row = page.getByTestId(`fr-row-${id}`);
  await expect(row).toContainText('进行中');
  await expect(row.getByTestId('fr-goods-names')).toContainText(goods.name);
  await screenshot(page, 'console-full-reductions');
  await row.getByTestId('fr-end').click();
  await expect(page.getByText('立即结束满减活动“控制台结束测试满减”？')).toBeVisible();
  await screenshot(page, 'console-full-reduction-end');
  await page.getByTestId('fr-end-confirm').click();
  await expect(page.getByText('满减活动已结束')).toBeVisible();
  await expect(page.getByTestId(`fr-row-${id}`)).toHaveCount(0);
  await page.goto('/admin/promotions?state=ended');
  await expect(page.getByTestId(`fr-row-${id}`)).toContainText('已结束');
  const manjian = JSON.stringify((await (await page.request.get('/api/activity/manjian')).json()).data);
  expect(manjian).not.toContain('控制台结束测试满减');
  expect(errors).toEqual([]);
});

test('yunying01 uploads a goods picture that the storefront detail shows first', async ({
  page,
  browser,
}) => {
  await consoleLogin(page, 'yunying01');
  const [goods] = (await (await page.request.get('/api/operator/goods?on_sale=1')).json()).data.list as {
    id: number;
    name: string;
  }[];
  await page.goto(`/admin/goods/${goods!.id}/edit`);
  const card = page.getByTestId('goods-images');
  await expect(card.getByTestId('goods-image').first()).toBeVisible();
  const before = await card.getByTestId('goods-image').count();
  await card.locator('input[type=file]').setInputFiles('e2e/fixtures/licence.png');
  await expect(page.getByText('图片已上传')).toBeVisible();
  await expect(card.getByTestId('goods-image')).toHaveCount(before + 1);
  const uploaded = await card.getByTestId('goods-image').last().locator('img').first().getAttribute('src');
  // The new picture is moved up to be the main one.
  for (let at = before; at > 0; at--) {
    await card.getByTestId('goods-image').nth(at).getByTestId('goods-image-left').click();
    await expect(
      card
        .getByTestId('goods-image')
        .nth(at - 1)
        .locator('img')
        .first(),
    ).toHaveAttribute('src', uploaded!);
  }
  await expect(card.getByTestId('goods-image').first()).toContainText('主图');
  const src = await card.getByTestId('goods-image').first().locator('img').first().getAttribute('src');
  expect(src).toMatch(/^\/api\/upload\/image\/[a-f0-9]{32}$/);
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, 'console-goods-images');

  const visitor = await browser.newPage();
  await visitor.goto(`/list/info/${goods!.id}`);
  const main = visitor.getByTestId('goods-gallery').locator('.goods-gallery__main img');
  await expect(main).toHaveAttribute('src', src!);
  await expect
    .poll(() => main.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBe(320);
  await screenshot(visitor, 'storefront-goods-uploaded-picture');
  await visitor.close();

  // The test picture goes again, so the goods shows its own pictures to the specs after this one.
  await card.getByTestId('goods-image').first().getByTestId('goods-image-delete').click();
  await page.getByTestId('goods-image-delete-confirm').click();
  await expect(page.getByText('图片已删除')).toBeVisible();
  await expect(card.getByTestId('goods-image')).toHaveCount(before);
});

test('yunying01 renames a nav item and the storefront header shows it', async ({ page, browser }) => {
  await consoleLogin(page, 'yunying01');
  await page.goto('/admin/content/nav');
  const row = page.locator('[data-testid^="nav-row-"]').filter({ hasText: '每日特价' }).first();
  await expect(row).toBeVisible();
  await screenshot(page, 'console-nav-links');
  await row.getByTestId('nav-edit').click();
  await page.getByTestId('nav-name').fill('今日特价');
  await page.getByTestId('nav-save').click();
  await expect(page.getByText('导航“今日特价”已保存')).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto('/');
  await expect(visitor.getByTestId('main-nav')).toContainText('今日特价');
  await expect(visitor.getByTestId('main-nav')).not.toContainText('每日特价');
  await screenshot(visitor, 'storefront-nav-renamed');
  await visitor.close();

  // Put it back for the specs after this one.
  const renamed = page.locator('[data-testid^="nav-row-"]').filter({ hasText: '今日特价' }).first();
  await renamed.getByTestId('nav-edit').click();
  await page.getByTestId('nav-name').fill('每日特价');
  await page.getByTestId('nav-save').click();
  await expect(page.getByText('导航“每日特价”已保存')).toBeVisible();
});
