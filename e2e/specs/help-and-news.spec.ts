import { collectConsoleErrors, expect, screenshot, test } from '../support/fixtures';

test('the help centre shows its menu, switches articles and shows the live licences and contacts', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/help');
  const menu = page.getByTestId('help-menu');
  for (const group of ['新手指南', '服务保障', '关于我们', '支付配送']) {
    await expect(menu.getByRole('heading', { name: group })).toBeVisible();
  }
  await expect(page.getByTestId('help-landing')).toBeVisible();
  await expect(page.getByTestId('coming-soon')).toHaveCount(0);
  await screenshot(page, 'help-landing');

  await menu.getByRole('link', { name: '会员注册' }).click();
  await expect(page).toHaveURL(/\/help\/xrzn\/hyzc$/);
  const article = page.getByTestId('help-article');
  await expect(article.getByRole('heading', { name: '会员注册' })).toBeVisible();
  await expect(page.getByTestId('help-article-body')).toContainText('不向个人消费者销售药品');
  await expect(menu.getByRole('link', { name: '会员注册' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle(/^会员注册 - /);

  // Another entry changes the article on the right.
  await menu.getByRole('link', { name: '货物配送' }).click();
  await expect(page).toHaveURL(/\/help\/zfps\/hwps$/);
  await expect(article.getByRole('heading', { name: '货物配送' })).toBeVisible();
  await expect(page.getByTestId('help-article-body')).toContainText('满800元包邮');
  await expect(page.getByTestId('help-article-body')).not.toContainText('不向个人消费者销售药品');
  await screenshot(page, 'help-article');

  // 网站资质 shows the licences of the site configuration, the same lines as the footer.
  await menu.getByRole('link', { name: '网站资质' }).click();
  const licences = page.getByTestId('site-licences');
  await expect(licences).toContainText('药品网络交易服务第三方平台备案凭证');
  await expect(licences).toContainText('（京）网药平台备字〔2025〕第000128号');
  await expect(licences).toContainText('京ICP备2025012345号-1');
  await screenshot(page, 'help-licences');

  // 联系我们 shows the hotline and QQ numbers.
  await page.goto('/help/us/link');
  const contact = page.getByTestId('site-contact');
  await expect(contact).toContainText('400-826-1818');
  await expect(contact.getByRole('link', { name: '800826181' })).toBeVisible();
  await screenshot(page, 'help-contact');

  // An article without a page of its own opens by id inside the help centre.
  await menu.getByRole('link', { name: '关于药采网' }).click();
  await expect(page).toHaveURL(/\/news\/info\/\d+\/help$/);
  await expect(article.getByRole('heading', { name: '关于药采网' })).toBeVisible();
  await expect(menu.getByRole('link', { name: '关于药采网' })).toHaveAttribute('aria-current', 'page');

  // 支付配送 puts its articles on one page.
  await page.goto('/help/pay');
  await expect(page.getByTestId('help-pay').getByRole('heading', { name: '药品退换' })).toBeVisible();
  await expect(page.getByTestId('help-pay')).toContainText('收货后7日内');
  await screenshot(page, 'help-pay');

  // The footer's help columns lead to these pages.
  await page.getByTestId('footer-help').getByRole('link', { name: '用户协议' }).click();
  await expect(page).toHaveURL(/\/help\/fwbz\/yhxy$/);
  await expect(page.getByTestId('help-article-body')).toContainText('会员采购的药品仅限用于本企业经营');
  expect(errors).toEqual([]);
});

test('news lists page through 行业资讯 and the detail walks to the next article', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/news/hy');
  const titles = page.getByTestId('news-item-title');
  await expect(titles).toHaveCount(10);
  await expect(page.getByTestId('news-list')).toContainText(
    '国家药监局发布《药品网络销售监督管理办法》实施情况通报',
  );
  await expect(page.getByTestId('news-list').locator('time').first()).toHaveAttribute(
    'datetime',
    /^\d{4}-\d{2}-\d{2}$/,
  );
  await page.mouse.move(0, 0);
  await screenshot(page, 'news-list');

  const firstPageTitle = await titles.first().innerText();
  await page.locator('.news-pager').getByTitle('2', { exact: true }).click();
  await expect(page).toHaveURL(/\/news\/hy\?page=2$/);
  await expect(titles.first()).not.toHaveText(firstPageTitle);
  expect(await titles.count()).toBeGreaterThan(1);

  // The menu switches to 公司新闻.
  await page.getByTestId('news-menu').getByRole('link', { name: '公司新闻' }).click();
  await expect(page).toHaveURL(/\/news\/company$/);
  await expect(page.getByRole('heading', { name: '公司新闻', level: 1 })).toBeVisible();
  await expect(page.getByTestId('news-list')).toContainText('药采网华北仓正式启用');

  // The detail: title, date, paragraphs, and 下一篇 to the next (older) article.
  await titles.first().click();
  await expect(page).toHaveURL(/\/news\/info\/\d+\/company$/);
  const detail = page.getByTestId('news-article');
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText(
    '药采网华北仓正式启用 北京、河北订单次日达',
  );
  await expect(page.getByTestId('news-article-body')).toContainText('仓储面积两万平方米');
  await expect(detail.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByTestId('news-prev')).toContainText('没有了');
  await screenshot(page, 'news-detail');

  const next = page.getByTestId('news-next').getByRole('link');
  const nextTitle = await next.innerText();
  await next.click();
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText(nextTitle);
  await expect(page.getByTestId('news-prev')).toContainText('药采网华北仓正式启用');

  await page.getByTestId('news-back').click();
  await expect(page).toHaveURL(/\/news\/company$/);

  // An unknown article says so inside the page.
  await page.goto('/news/info/999999/hy');
  await expect(page.getByTestId('article-missing')).toContainText('文章不存在或已删除');
  expect(errors).toEqual([]);
});
