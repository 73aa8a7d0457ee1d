import { collectConsoleErrors, expect, loginAs, screenshot, test } from '../support/fixtures';

test('yaodian01 reads its messages at /wdxx and the side bar badge follows each read', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await loginAs(page, 'yaodian01', { to: '/wdxx' });
  await expect(page.getByTestId('messages-page')).toBeVisible();
  await expect(page.getByTestId('coming-soon')).toHaveCount(0);

  // The seeded history told yaodian01 of its shipments and after-sales; all of it is unread.
  const items = page.getByTestId('message-item');
  const unreadItems = page.locator('[data-testid="message-item"][data-read="0"]');
  await expect(items.filter({ hasText: '订单已发货' }).first()).toBeVisible();
  await expect(items.first().locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  const badge = page.getByTestId('side-bar').getByTestId('message-badge');
  await expect(badge).toHaveText(/^\d+$/);
  const before = Number(await badge.innerText());
  expect(before).toBeGreaterThan(2);
  await expect(page.getByTestId('messages-unread')).toHaveText(String(before));
  await expect(page.getByRole('tab', { name: `未读（${before}）` })).toBeVisible();

  // 标为已读 on one shipment message: it turns read and the badge goes down by one.
  const shipped = unreadItems.filter({ hasText: '订单已发货' }).first();
  const shippedId = await shipped.getAttribute('data-id');
  await shipped.getByTestId('message-read').click();
  const shippedNow = page.locator(`[data-testid="message-item"][data-id="${shippedId}"]`);
  await expect(shippedNow).toHaveAttribute('data-read', '1');
  await expect(badge).toHaveText(String(before - 1));
  await expect(page.getByTestId('messages-unread')).toHaveText(String(before - 1));
  await expect(page.getByRole('tab', { name: `未读（${before - 1}）` })).toBeVisible();
  await page.mouse.move(0, 0);
  await screenshot(page, 'messages');

  // It stays read after a reload.
  await page.reload();
  await expect(shippedNow).toHaveAttribute('data-read', '1');
  await expect(badge).toHaveText(String(before - 1));

  // 查看详情 of an unread after-sale message marks it read and opens the after-sale inside the app
  // (newer invoice and reward messages may have moved it to a later page).
  const afterSale = unreadItems.filter({ hasText: '售后消息' }).first();
  for (let next = 2; !(await afterSale.isVisible()) && next <= 5; next++) {
    await page.goto(`/wdxx?page=${next}`);
    await expect(items.first()).toBeVisible();
  }
  await afterSale.getByTestId('message-link').click();
  await expect(page).toHaveURL(/\/order\/afterSalesInfo\/\d+$/);
  await expect(badge).toHaveText(String(before - 2));
  await page.goBack();
  await expect(page.getByTestId('messages-page')).toBeVisible();

  // The 未读 tab lists only the unread ones; 全部标为已读 clears them and the badge.
  await page.getByRole('tab', { name: /^未读/ }).click();
  await expect(page).toHaveURL(/\/wdxx\?unread=1$/);
  await expect(items.first()).toBeVisible();
  await expect(page.locator('[data-testid="message-item"][data-read="1"]')).toHaveCount(0);
  await page.getByTestId('messages-read-all').click();
  await expect(page.getByText('全部消息已标为已读')).toBeVisible();
  await expect(page.getByText('暂无未读消息')).toBeVisible();
  await expect(badge).toHaveCount(0);
  await expect(page.getByTestId('messages-read-all')).toBeDisabled();
  await expect(page.getByTestId('messages-unread')).toHaveText('0');

  await page.getByRole('tab', { name: '全部' }).click();
  await expect(items.filter({ hasText: '订单已发货' }).first()).toHaveAttribute('data-read', '1');
  await expect(unreadItems).toHaveCount(0);
  expect(errors).toEqual([]);
});
