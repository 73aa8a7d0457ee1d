import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { collectConsoleErrors, expect, loginAs, screenshot, test } from '../support/fixtures';

interface Card {
  id: number;
  name: string;
  ypgg: string;
  sccj: string;
  approval_number: string;
  is_buy: number;
  number: number;
  middle_pack: number;
  can_split: number;
  kind: string;
  type: number;
}

async function emptyCart(page: Page) {
  const lines = (await (await page.request.get('/api/cart/list')).json()).data.data as { id: number }[];
  if (lines.length > 0) {
    const res = await page.request.post('/api/cart/batch_delete', {
      form: { ids: lines.map((l) => l.id).join(',') },
    });
    expect(res.ok()).toBe(true);
  }
}

/** Seeded goods for the plan: a generic name sold in two or more buyable versions, and one other goods. */
async function planGoods(page: Page) {
  const list: Card[] = [];
  for (let p = 1; p <= 5; p++) {
    const res = await page.request.get(`/api/goods/list?page_size=100&page=${p}`);
    list.push(...((await res.json()).data.list as Card[]));
    const buyable = list.filter(
      (g) => g.kind === 'drug' && g.is_buy === 1 && g.number >= 200 && g.type === 0 && g.approval_number,
    );
    const byName = new Map<string, Card[]>();
    for (const g of buyable) byName.set(g.name, [...(byName.get(g.name) ?? []), g]);
    const twins = [...byName.values()].find((group) => group.length >= 2);
    const other = twins && buyable.find((g) => g.name !== twins[0]!.name);
    if (twins && other) return { first: twins[0]!, name: twins[0]!.name, other };
  }
  throw new Error('no generic name with two buyable versions');
}

const csvCell = (v: string | number) => `"${String(v).replace(/"/g, '""')}"`;

test('a pharmacy imports a purchase plan, picks a candidate, adds it and checks out', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  await loginAs(page, 'yaodian01');
  await emptyCart(page);
  const { first, name, other } = await planGoods(page);

  // /quick_purchase is the 快捷采购 page, which offers the plan import.
  await page.goto('/quick_purchase');
  await expect(page).toHaveURL(/\/kjcg$/);
  await expect(page.getByTestId('quick-purchase-page')).toBeVisible();
  await screenshot(page, 'plan-import-kjcg');
  await page.getByTestId('plan-import-open').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('批量采购 · 导入采购计划');

  // The template, as a CSV the buyer can open in Excel.
  const downloading = page.waitForEvent('download');
  await dialog.getByTestId('plan-template-csv').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('采购计划模板.csv');
  const template = await readFile((await download.path())!, 'utf-8');
  expect(template.replace(/^\uFEFF/, '').split('\n')[0]).toBe('商品编码,批准文号,通用名,规格,生产厂家,数量');

  // A plan: one row by approval number, one by goods code, one by name only (several versions), one unknown.
  const rows: (string | number)[][] = [
    ['商品编码', '批准文号', '通用名', '规格', '生产厂家', '数量'],
    ['', first.approval_number, first.name, first.ypgg, first.sccj, Math.max(1, first.middle_pack) * 2],
    [other.id, '', '', '', '', 5],
    ['', '', name, '', '', 3],
    ['', '', '不存在的药品乙', '10mg*10片', '', 2],
  ];
  const csv = `\uFEFF${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
  await dialog.locator('input[type=file]').setInputFiles({
    name: '六月采购计划.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf-8'),
  });
  const result = dialog.getByTestId('plan-result');
  await expect(result).toContainText('共 4 行');
  await expect(dialog.getByTestId('plan-row-4')).toContainText('待选择');
  await expect(dialog.getByTestId('plan-row-5')).toContainText('未找到');
  await expect(dialog.getByTestId('plan-row-2')).toContainText('可加入');
  await expect(dialog.getByTestId('plan-row-3')).toContainText('可加入');

  // Pick the other version for the ambiguous row; the preview runs again with the pick.
  await dialog.getByTestId('plan-pick-4').click();
  const options = page.locator(
    '.ant-select-dropdown:visible .ant-select-item-option:not(.ant-select-item-option-disabled)',
  );
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeGreaterThanOrEqual(2);
  // Under load the dropdown can still be animating when the option is clicked: retry until the pick took.
  await expect(async () => {
    if (!(await options.first().isVisible())) await dialog.getByTestId('plan-pick-4').click();
    await options.nth(1).click({ timeout: 2_000 });
    await expect(dialog.getByTestId('plan-row-4')).toContainText('可加入', { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(dialog.getByTestId('plan-confirm')).toContainText('3 种');
  await screenshot(page, 'plan-import-preview');

  await dialog.getByTestId('plan-confirm').click();
  await expect(result).toContainText('已加入购物车');
  await expect(dialog.getByTestId('plan-row-2')).toContainText('已加入');
  await screenshot(page, 'plan-import-done');
  await dialog.getByTestId('plan-go-cart').click();

  // The cart holds the plan's goods, selected, and checks out to step 2.
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(3);
  await expect(page.locator(`[data-testid="cart-line"][data-goods-id="${other.id}"]`)).toBeVisible();
  await screenshot(page, 'plan-import-cart');
  await page.getByTestId('cart-checkout').click();
  await expect(page.getByTestId('step2-page')).toBeVisible();
  await expect(page.getByTestId('step2-page')).toContainText(other.name);
  await screenshot(page, 'plan-import-step2');
  expect(errors).toEqual([]);
});
