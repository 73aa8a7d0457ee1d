import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser } from '@playwright/test';
import { consoleLogin } from '../support/console';
import { collectConsoleErrors, DEMO_PASSWORD, expect, screenshot, test } from '../support/fixtures';

const COMPANY = '仁和大药房(演示)';

/** A member in its own browser context, logged in through the storefront's API. */
async function memberSession(browser: Browser, username: string) {
  const context = await browser.newContext();
  const login = await context.request.post('/api/user/login', {
    data: { username, password: DEMO_PASSWORD },
  });
  expect((await login.json()).code).toBe(10000);
  return context;
}

async function send(request: APIRequestContext, data: Record<string, unknown>) {
  const res = await request.post('/api/chat/send', { data });
  const body = await res.json();
  expect(body.code, JSON.stringify(body)).toBe(10000);
  return body.data as { id: number; conversation_id: number };
}

test('kefu01 answers a member in 在线客服 and sees its next message live', async ({ page, browser }) => {
  const errors = collectConsoleErrors(page);
  const stamp = Date.now().toString(36);
  const question = `请问阿莫西林胶囊还有货吗？需要20盒（${stamp}）`;
  const member = await memberSession(browser, 'yaodian01');
  const goods = (await (await member.request.get('/api/goods/list?page_size=1')).json()).data.list[0] as {
    id: number;
    name: string;
  };
  await send(member.request, { body: question, context_url: `/detail/${goods.id}`, goods_id: goods.id });
  const upload = await member.request.post('/api/upload', {
    multipart: {
      purpose: 'image',
      file: { name: 'box.png', mimeType: 'image/png', buffer: readFileSync('e2e/fixtures/licence.png') },
    },
  });
  const picture = (await upload.json()).data.url as string;
  await send(member.request, { kind: 'image', body: picture, context_url: `/detail/${goods.id}` });

  await consoleLogin(page, 'kefu01');
  await page.getByTestId('menu-chat').click();
  await expect(page).toHaveURL(/\/admin\/chat/);
  await expect(page.getByTestId('chat-pick')).toContainText('请选择左侧会话');
  await expect(page.getByTestId('chat-live')).toBeVisible();
  await expect(page.getByTestId('chat-waiting')).toContainText('待回复');
  await screenshot(page, 'console-chat-pick');

  const row = page.locator('[data-testid^="chat-row-"]').filter({ hasText: COMPANY }).first();
  await expect(row).toContainText('[图片]');
  await expect(row.locator('.ant-badge-count')).toBeVisible();
  await row.click();
  await expect(row).toHaveAttribute('aria-current', 'true');

  const conversation = page.getByTestId('chat-conversation');
  await expect(conversation.getByText(question)).toBeVisible();
  const context = conversation.getByTestId('chat-context').first();
  await expect(context).toHaveText(`正在浏览商品：${goods.name}`);
  await expect(context).toHaveAttribute('href', `/list/info/${goods.id}`);
  await expect(context).toHaveAttribute('target', '_blank');
  await expect(conversation.getByTestId('chat-image').last()).toBeVisible();
  const panel = page.getByTestId('chat-member');
  await expect(panel).toContainText(COMPANY);
  await expect(panel).toContainText('yaodian01');
  // Opening the conversation marks the member's messages read.
  await expect(row.locator('.ant-badge-count')).toHaveCount(0);

  // Enter sends; the reply reaches the member.
  const reply = `您好，阿莫西林胶囊有现货，已为您预留20盒（${stamp}）`;
  await page.getByTestId('chat-input').fill(reply);
  await page.getByTestId('chat-input').press('Enter');
  await expect(conversation.getByTestId('chat-message-staff').filter({ hasText: reply })).toBeVisible();
  await expect(page.getByTestId('chat-input')).toHaveValue('');
  await expect
    .poll(async () => {
      const data = (await (await member.request.get('/api/chat/conversation')).json()).data;
      return data.messages.some(
        (m: { sender: string; body: string }) => m.sender === 'staff' && m.body === reply,
      );
    })
    .toBe(true);

  // A picture from the composer.
  await page
    .getByTestId('chat-composer')
    .locator('input[type=file]')
    .setInputFiles('e2e/fixtures/licence.png');
  await expect(conversation.getByTestId('chat-message-staff').getByTestId('chat-image')).toBeVisible();

  // The member writes again: it appears without a reload, through the WebSocket.
  await page.evaluate(() => ((globalThis as unknown as { stillHere: boolean }).stillHere = true));
  const followUp = `好的，麻烦今天发货（${stamp}）`;
  await send(member.request, { body: followUp, context_url: '/cart' });
  await expect(conversation.getByTestId('chat-message-member').filter({ hasText: followUp })).toBeVisible();
  await expect(row).toContainText(followUp.slice(0, 10));
  expect(await page.evaluate(() => (globalThis as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  await page.mouse.move(0, 0);
  await screenshot(page, 'console-chat-inbox');

  // 转接 lists the colleagues who answer chats.
  await page.getByTestId('chat-transfer').click();
  await page.getByTestId('chat-transfer-staff').click();
  await expect(page.locator('.ant-select-item-option').first()).toBeVisible();
  await screenshot(page, 'console-chat-transfer');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  await member.close();
  expect(errors).toEqual([]);
});

test('cangku01 has no 在线客服', async ({ page }) => {
  await consoleLogin(page, 'cangku01');
  await expect(page.getByTestId('menu-orders')).toBeVisible();
  await expect(page.getByTestId('menu-chat')).toHaveCount(0);
  await page.goto('/admin/chat');
  await expect(page.getByTestId('forbidden')).toBeVisible();
});
