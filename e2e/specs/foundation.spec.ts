import { collectConsoleErrors, DEMO_PASSWORD, expect, loginAs, screenshot, test } from '../support/fixtures';

test('a visitor sees banners, categories and goods served from the database', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await page.goto('/');
  await expect(page).toHaveTitle('首页 - 药采网');
  await expect(page.getByTestId('home-carousel').locator('img').first()).toBeVisible();
  const menu = page.getByTestId('category-menu');
  await expect(menu).toContainText('感冒发热');
  await expect(page.getByTestId('goods-floor').first().getByTestId('goods-card').first()).toBeVisible();
  await expect(page.getByTestId('goods-card').first()).toContainText('登录后可见');
  await expect(page.getByTestId('header-login')).toBeVisible();
  await expect(page.getByTestId('hotline')).toContainText('400-826-1818');
  await screenshot(page, 'home-visitor');
  expect(errors).toEqual([]);
  // The home page and the shell render without antd (apps/web/vite.config.ts names its chunks).
  expect(scripts.length).toBeGreaterThan(3);
  const antdChunks = () => scripts.filter((path) => /\/assets\/antd(-scope)?-/.test(path));
  expect(antdChunks()).toEqual([]);
  await page.goto('/list');
  await expect(page.getByTestId('goods-list-item').first()).toBeVisible();
  expect(antdChunks()).toHaveLength(2);
});

test('yaodian01 logs in, sees its company, account manager and hotline, and logs out', async ({ page }) => {
  await loginAs(page, 'yaodian01');
  await expect(page.getByTestId('header-company')).toHaveText(/仁和大药房\(演示\)/);
  const manager = page.getByTestId('account-manager').first();
  await expect(manager).toContainText(/1[3-9]\d{9}/);
  await expect(page.getByTestId('hotline').first()).toContainText('400-826-1818');
  await expect(page.getByTestId('goods-card').first()).toContainText('¥');
  await screenshot(page, 'home-yaodian01');

  await page.getByTestId('header-logout').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
  await expect(page.getByTestId('header-company')).toHaveCount(0);
});

test('a wrong password shows the server message and stays on /login', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-username').fill('yaodian01');
  await page.getByTestId('login-password').fill('wrong-password');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('用户名或密码错误').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('an unknown path lands on /404', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page).toHaveTitle('404 - 药采网');
  await screenshot(page, 'not-found');
});

test('a visitor opening a member page lands on the login page first, and comes back after logging in', async ({
  page,
}) => {
  const memberCalls: string[] = [];
  page.on('request', (r) => r.url().includes('/api/user/user_money') && memberCalls.push(r.url()));
  await page.goto('/yegl');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fyegl$/);
  await expect(page).toHaveTitle('登录 - 药采网');
  // The balance page never rendered, so it never asked for the balance.
  expect(memberCalls).toEqual([]);
  await page.getByTestId('login-username').fill('yaodian01');
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/yegl$/);
  await expect(page).toHaveTitle('余额管理 - 药采网');
});

test('the home floors load a page at a time as the buyer scrolls down', async ({ page }) => {
  await page.goto('/');
  const floors = page.getByTestId('goods-floor');
  await expect(floors).toHaveCount(4);
  await page.getByTestId('load-more').scrollIntoViewIfNeeded();
  await expect(floors).toHaveCount(5);
  await expect(floors.last()).toContainText('品牌专区');
  await expect(page.getByTestId('load-more')).toHaveCount(0);
});
