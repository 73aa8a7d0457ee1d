import type { Locator, Page } from '@playwright/test';
import { consoleLogin } from '../support/console';
import { collectConsoleErrors, DEMO_PASSWORD, expect, screenshot, test } from '../support/fixtures';

type Box = { x: number; y: number; width: number; height: number };
/** What the tests read of an <img> (the e2e project has no DOM types). */
type Img = { naturalWidth: number; naturalHeight: number; clientWidth: number; clientHeight: number };
type Styles = { getComputedStyle(node: unknown): { objectFit: string } };

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
}

/** Every slide's picture shows whole: the box has the picture's own ratio and holds all of it. */
async function expectBannersWhole(page: Page) {
  const carousel = page.getByTestId('home-carousel');
  const images = carousel.locator('img');
  await expect(images.first()).toBeVisible();
  const box = await boxOf(carousel);
  const count = await images.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) {
    const image = images.nth(i);
    await expect.poll(() => image.evaluate((img) => (img as unknown as Img).naturalWidth)).toBeGreaterThan(0);
    const natural = await image.evaluate((node) => {
      const img = node as unknown as Img;
      return img.naturalWidth / img.naturalHeight;
    });
    // The box has the picture's ratio: object-fit leaves nothing out (no crop, no bars).
    expect(Math.abs(box.width / box.height - natural)).toBeLessThan(0.02);
    const rendered = await image.evaluate((node) => {
      const img = node as unknown as Img;
      const fit = (globalThis as unknown as Styles).getComputedStyle(node).objectFit;
      return { width: img.clientWidth, height: img.clientHeight, fit };
    });
    expect(rendered.fit).toBe('contain');
    expect(Math.abs(rendered.width - box.width)).toBeLessThan(1);
    expect(Math.abs(rendered.height - box.height)).toBeLessThan(1);
  }
  // The slide on show sits exactly in the box (once the track has slid).
  const shown = carousel.locator('.banner-carousel__slide[aria-hidden="false"] img');
  await expect.poll(async () => inside(await boxOf(shown), box)).toBe(true);
  for (const arrow of ['上一张', '下一张']) {
    expect(inside(await boxOf(carousel.getByRole('button', { name: arrow })), box)).toBe(true);
  }
}

test('the home banner shows every picture whole, arrows inside, at 1200 and 1920 px', async ({ page }) => {
  test.setTimeout(120_000);
  for (const width of [1200, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    // Hovered, the carousel holds still while it is measured.
    await page.getByTestId('home-carousel').hover();
    await expectBannersWhole(page);
    await page.getByTestId('home-carousel').getByRole('button', { name: '下一张' }).click();
    await expectBannersWhole(page);
    await page.mouse.move(0, 0);
    await screenshot(page, `home-banner-${width}`);
  }
});

test('the audit log lists what the seed did through the console’s path', async ({ page }) => {
  await consoleLogin(page, 'operator01');
  await page.getByTestId('menu-audit').click();
  await expect(page).toHaveURL(/\/admin\/audit/);
  for (const [who, what] of [
    ['yunying01', '审核通过会员资质'],
    ['cangku01', '发货：'],
    ['cangku01', '回执审核通过'],
    ['kefu01', '同意售后申请'],
    ['kefu01', '售后退款'],
  ]) {
    // Other specs of the run add entries of their own: look at the staff member's.
    await page.goto(`/admin/audit?keyword=${who}`);
    await expect(
      page
        .getByRole('row', { name: new RegExp(who) })
        .filter({ hasText: what })
        .first(),
    ).toBeVisible();
  }
  await screenshot(page, 'console-audit-seeded');
});

test('仓库 sees only the to-dos it can act on, in one row', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await consoleLogin(page, 'cangku01');
  const grid = page.getByTestId('waiting-grid');
  await expect(grid.getByTestId('waiting-shipments')).toBeVisible();
  await expect(grid.getByTestId('waiting-receipts')).toBeVisible();
  await expect(grid.locator('[data-testid^="waiting-"]')).toHaveCount(2);
  for (const other of ['reviews', 'after_sales', 'variety_requests', 'feedback', 'chats'])
    await expect(page.getByTestId(`waiting-${other}`)).toHaveCount(0);
  const [shipments, receipts] = [
    await boxOf(grid.getByTestId('waiting-shipments')),
    await boxOf(grid.getByTestId('waiting-receipts')),
  ];
  expect(Math.abs(shipments.y - receipts.y)).toBeLessThan(1);
  await expect(grid.getByTestId('waiting-shipments')).toHaveAttribute('href', '/admin/orders?status=to_ship');
  await screenshot(page, 'console-dashboard-cangku01');
  expect(errors).toEqual([]);
});

test('a buyer whose computer is set to UTC reads order times in Beijing time', async ({ browser }) => {
  const context = await browser.newContext({ timezoneId: 'UTC', locale: 'zh-CN' });
  const page = await context.newPage();
  const login = await context.request.post('/api/user/login', {
    data: { username: 'yaodian01', password: DEMO_PASSWORD },
  });
  expect((await login.json()).code).toBe(10000);
  const order = (await (await context.request.get('/api/order/list')).json()).data.list[0] as {
    id: number;
    created_at: string;
  };
  const beijing = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date(order.created_at))
    .replace(',', '');
  const utc = new Date(order.created_at).toISOString().slice(0, 16).replace('T', ' ');
  expect(beijing).not.toBe(utc);
  await page.goto('/order');
  const card = page.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`);
  await expect(card).toContainText(beijing);
  await expect(card).not.toContainText(utc);
  await page.goto(`/order/info/${order.id}`);
  await expect(page.getByText('下单时间（北京时间）')).toBeVisible();
  await expect(page.locator('body')).toContainText(`${beijing}:`);
  await screenshot(page, 'order-info-utc-browser');
  await context.close();
});

test('the chat inbox names the goods a buyer writes about and counts its orders as the buyer does', async ({
  page,
  browser,
}) => {
  const member = await browser.newContext();
  expect(
    (
      await (
        await member.request.post('/api/user/login', {
          data: { username: 'yaodian01', password: DEMO_PASSWORD },
        })
      ).json()
    ).code,
  ).toBe(10000);
  const goods = (await (await member.request.get('/api/goods/list?page_size=1')).json()).data.list[0] as {
    id: number;
    name: string;
  };
  const question = `这个品种有整件价吗？（${Date.now().toString(36)}）`;
  const sent = await member.request.post('/api/chat/send', {
    data: { body: question, context_url: `/list/info/${goods.id}` },
  });
  expect((await sent.json()).code).toBe(10000);
  const all = (await (await member.request.get('/api/order/list')).json()).data.counts.all as number;

  await consoleLogin(page, 'kefu01');
  await page.getByTestId('menu-chat').click();
  await page.locator('[data-testid^="chat-row-"]').filter({ hasText: '仁和大药房' }).first().click();
  const conversation = page.getByTestId('chat-conversation');
  await expect(conversation.getByText(question)).toBeVisible();
  const context = conversation.getByTestId('chat-context').last();
  await expect(context).toHaveText(`正在浏览商品：${goods.name}`);
  await expect(context).toHaveAttribute('href', `/list/info/${goods.id}`);
  await expect(conversation).not.toContainText('来自页面：/list/info');
  await expect(page.getByTestId('chat-member')).toContainText(`全部 ${all} 单`);
  await screenshot(page, 'console-chat-inbox');
  await member.close();
});

test('past the account’s failed-login limit the login page asks for the SMS code, and it logs in', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const username = 'liansuo01-3';
  for (let i = 0; i < 5; i++) {
    const res = await page.request.post('/api/user/login', { data: { username, password: `guess-${i}` } });
    expect((await res.json()).code).toBe(422);
  }
  await page.goto('/login');
  await page.evaluate(() => sessionStorage.setItem('yc_raffle_closed', '1'));
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-sms-notice')).toContainText('请获取短信验证码后登录');
  await expect(page.getByTestId('login-code')).toBeVisible();
  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('login-sms-notice')).toContainText(/验证码已发送至 1\d\d\*\*\*\*\d{4}/);
  await screenshot(page, 'login-sms-code');

  const outbox = await page.context().newPage();
  await outbox.goto('/api/dev/sms');
  const row = outbox.locator('tr', { hasText: '登录验证码为' }).first();
  const code = /登录验证码为(\d{6})/.exec(await row.innerText())?.[1];
  await outbox.close();
  expect(code).toMatch(/^\d{6}$/);

  await page.getByTestId('login-code').fill(code!);
  await page.getByTestId('login-submit').click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByTestId('header-company')).toBeVisible();
});
