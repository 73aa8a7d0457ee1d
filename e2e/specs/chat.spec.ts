import { collectConsoleErrors, DEMO_PASSWORD, expect, loginAs, screenshot, test } from '../support/fixtures';

test('a member asks from a goods page through the side bar; the staff reply appears without a reload', async ({
  page,
  playwright,
  baseURL,
}) => {
  const errors = collectConsoleErrors(page);
  await loginAs(page, 'zhensuo01', { to: '/list' });
  const firstGoods = page.locator('a[href^="/list/info/"]').first();
  await firstGoods.click();
  await expect(page).toHaveURL(/\/list\/info\/\d+/);
  const goodsId = Number(/\/list\/info\/(\d+)/.exec(page.url())![1]);

  await page.getByTestId('side-bar-chat').click();
  const chat = page.getByTestId('chat-window');
  await expect(chat).toBeVisible();
  await expect(chat).toContainText('药采网客服为您服务');
  await chat.getByLabel('消息内容').fill('这个品种现在有货吗？要30盒');
  await chat.getByLabel('消息内容').press('Enter');
  const mine = chat.getByTestId('chat-message').filter({ hasText: '这个品种现在有货吗？要30盒' });
  await expect(mine).toBeVisible();
  await expect(mine).toContainText('咨询商品：');
  await expect(chat.getByTestId('chat-status')).toHaveText('正在为您接入客服，请稍候…');

  // Customer service answers from its own session (the console's inbox uses these calls).
  const staff = await playwright.request.newContext({ baseURL });
  await staff.post('/api/user/login', { form: { username: 'kefu01', password: DEMO_PASSWORD } });
  const inbox = await (await staff.get('/api/operator/chat/conversations')).json();
  const conversation = inbox.data.list.find((c: { username: string }) => c.username === 'zhensuo01');
  expect(conversation.last_message).toBe('这个品种现在有货吗？要30盒');
  const detail = await (await staff.get(`/api/operator/chat/conversations/${conversation.id}`)).json();
  expect(detail.data.messages.at(-1).goods.id).toBe(goodsId);
  const reply = await staff.post(`/api/operator/chat/conversations/${conversation.id}/messages`, {
    form: { body: '您好，有现货，今天下单明天发货。' },
  });
  expect((await reply.json()).code).toBe(10000);

  await expect(
    chat.getByTestId('chat-message').filter({ hasText: '您好，有现货，今天下单明天发货。' }),
  ).toBeVisible();
  await expect(chat.getByTestId('chat-status')).toContainText('为您服务');
  await screenshot(page, 'chat-member');

  // Closed, the window still hears the next reply: the side bar's badge counts it.
  await chat.getByLabel('关闭客服').click();
  await staff.post(`/api/operator/chat/conversations/${conversation.id}/messages`, {
    form: { body: '另外本周有满减活动。' },
  });
  await expect(page.getByTestId('chat-badge')).toHaveText('1');
  await page.getByTestId('side-bar-chat').click();
  await expect(page.getByTestId('chat-window')).toContainText('另外本周有满减活动。');
  await expect(page.getByTestId('chat-badge')).toHaveCount(0);

  // History survives a reload.
  await page.reload();
  await page.getByTestId('side-bar-chat').click();
  await expect(page.getByTestId('chat-window')).toContainText('这个品种现在有货吗？要30盒');
  await staff.dispose();
  expect(errors).toEqual([]);
});

test('a visitor gets the QQ links instead of the chat', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('在线客服').hover();
  await expect(page.getByTestId('service-qq')).toBeVisible();
  await expect(page.getByTestId('side-bar-chat')).toHaveCount(0);
});
