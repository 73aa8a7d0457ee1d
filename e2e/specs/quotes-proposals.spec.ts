import type { APIRequestContext } from '@playwright/test';
import { consoleLogin } from '../support/console';
import { collectConsoleErrors, expect as baseExpect, loginAs, screenshot, test } from '../support/fixtures';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

interface Card {
  id: number;
  name: string;
  is_buy: number;
  number: number;
  base_price: string | null;
  middle_pack: number;
}

/** A plain goods the buyer may buy, with stock for a quote's quantity. */
async function quotableGoods(api: APIRequestContext) {
  const query = new URLSearchParams({ keywords: '片', in_stock: '1' });
  const cards = (await (await api.get(`/api/goods/list?${query}`)).json()).data.list as Card[];
  const card = cards.find(
    (c) =>
      c.is_buy === 1 && c.base_price !== null && Number(c.base_price) > 5 && c.number >= 30 * c.middle_pack,
  );
  if (!card) throw new Error('no quotable goods in the seed');
  return card;
}

test('询价 answered in the console and bought at the quote; a prepared order confirmed and paid', async ({
  page,
  browser,
}) => {
  const errors = collectConsoleErrors(page);
  await loginAs(page, 'yaodian01');
  const goods = await quotableGoods(page.request);
  const base = Number(goods.base_price);
  const expected = (base * 0.7).toFixed(2);
  const quoted = (base * 0.8).toFixed(2);

  // The buyer asks for a quote on the goods page.
  await page.goto(`/list/info/${goods.id}`);
  await page.getByTestId('quote-open').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('期望单价（元）').fill(expected);
  await dialog.getByLabel('备注').fill('E2E 询价，月度备货');
  await screenshot(page, 'quote-dialog');
  await dialog.getByRole('button', { name: '提交询价' }).click();
  await expect(page.getByTestId('quote-sent')).toBeVisible();
  const mine = (await (await page.request.get('/api/quotes?status=open')).json()).data.list as {
    id: number;
    goods_id: number;
  }[];
  const quote = mine.find((q) => q.goods_id === goods.id)!;
  expect(quote).toBeTruthy();

  // 运营 answers it in the console.
  const staff = await browser.newContext();
  const console = await staff.newPage();
  await consoleLogin(console, 'yunying01');
  await console.goto('/admin/quotes?status=open');
  const row = console.getByTestId(`quote-${quote.id}`);
  await expect(row).toContainText(goods.name);
  await screenshot(console, 'console-quotes');
  await row.getByTestId('quote-reply').click();
  await console.getByTestId('quote-reply-price').fill(quoted);
  await console.getByTestId('quote-reply-submit').click();
  await expect(console.getByText('报价已发送给会员')).toBeVisible();
  // Answered, it leaves the 待答复 tab and shows under 已报价.
  await expect(row).toHaveCount(0);
  await console.goto('/admin/quotes?status=answered');
  await expect(row).toContainText('已报价');
  await staff.close();

  // The buyer buys at the quoted price from 我的询价.
  await page.goto('/wdxj?status=answered');
  const answered = page
    .getByRole('row')
    .filter({ hasText: goods.name })
    .filter({ hasText: `¥${quoted}` });
  await expect(answered).toBeVisible();
  await screenshot(page, 'my-quotes');
  await answered.getByTestId('quote-buy').click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByTestId('cart-line').filter({ hasText: goods.name }).filter({ hasText: quoted });
  await expect(line.getByTestId('cart-line-price')).toContainText(quoted);
  await screenshot(page, 'cart-quoted');

  // The account manager prepares an order for the buyer.
  const manager = await browser.newContext();
  const desk = await manager.newPage();
  await consoleLogin(desk, 'yewu01');
  await desk.goto('/admin/customers');
  await expect(desk.getByTestId('customer-yaodian01')).toBeVisible();
  await screenshot(desk, 'console-customers');
  await desk.getByTestId('customer-yaodian01').getByTestId('customer-propose').click();
  await expect(desk.getByTestId('proposal-member')).toContainText('yaodian01');
  const picker = desk.getByTestId('proposal-goods-search');
  await picker.click();
  await desk.keyboard.type(goods.name);
  await desk.locator('.ant-select-item-option').filter({ hasText: goods.name }).first().click();
  await expect(desk.getByTestId('proposal-line-number')).toHaveCount(1);
  const remark = `E2E 代购 ${Date.now()}`;
  await desk.getByLabel('备注（客户可见）').fill(remark);
  await screenshot(desk, 'console-proposal-new');
  await desk.getByTestId('proposal-submit').click();
  await expect(desk).toHaveURL(/\/admin\/customers\/\d+$/);
  await screenshot(desk, 'console-customer-detail');
  await manager.close();

  // The buyer confirms it at /dgdd and pays by balance.
  await page.goto('/dgdd');
  const card = page.getByTestId('proposal-card').filter({ hasText: remark });
  await expect(card).toContainText(goods.name);
  await expect(card).toContainText('待确认');
  await screenshot(page, 'proposals');
  await card.getByTestId('proposal-accept').click();
  await expect(page.getByTestId('step3-page')).toBeVisible();
  await page.getByTestId('pay-method-balance').click();
  await page.getByTestId('pay-submit').click();
  await expect(page.getByTestId('step4-page')).toBeVisible();
  await page.goto('/dgdd');
  await expect(page.getByTestId('proposal-card').filter({ hasText: remark })).toContainText('已确认下单');
  expect(errors).toEqual([]);
});
