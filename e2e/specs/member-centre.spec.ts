import { collectConsoleErrors, expect, loginAs, screenshot, test } from '../support/fixtures';

test('yaodian01 sees the member centre with the expiry warning and the 12-month chart', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await loginAs(page, 'yaodian01', { to: '/user' });
  await expect(page.getByTestId('member-centre-page')).toBeVisible();
  await expect(page.getByTestId('mc-company')).not.toBeEmpty();
  await expect(page.getByTestId('mc-qual-status')).toHaveText('资质即将过期');
  await expect(page.getByTestId('mc-warning')).toContainText(
    /您的采购委托书将于\d+天后（\d{4}-\d{2}-\d{2}）过期/,
  );
  await expect(page.getByTestId('mc-balance')).toContainText('账户余额');
  await expect(page.getByTestId('mc-coupons')).toContainText('优惠券');
  // The chart draws one bar group per month.
  const chart = page.getByTestId('purchases-chart');
  await expect(chart.locator('.recharts-xAxis .recharts-cartesian-axis-tick')).toHaveCount(12);
  await page.setViewportSize({ width: 1280, height: 1300 });
  await screenshot(page, 'member-centre');

  // /user_hyzx is the same page; the state cards lead to the order centre filtered by state.
  await page.goto('/user_hyzx');
  await expect(page.getByTestId('member-centre-page')).toBeVisible();
  await page.getByTestId('mc-orders-to_ship').click();
  await expect(page).toHaveURL(/\/order\?status=to_ship$/);
  expect(errors).toEqual([]);
});

test('yaodian01 sends a replacement 采购委托书 with a scan from /zzzj and sees it pending', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await loginAs(page, 'yaodian01', { to: '/user' });
  await page.getByTestId('mc-warning-update').click();
  await expect(page).toHaveURL(/\/zzzj$/);
  const table = page.getByTestId('document-table');
  await expect(table).toContainText('药品经营许可证');
  await expect(page.getByTestId('document-warning')).toContainText('采购委托书');
  const letterRow = table.locator('tr', { hasText: '采购委托书' });
  await expect(letterRow).toContainText('即将过期');
  await expect(letterRow).toContainText('1101**********002X');
  await expect(page.getByTestId('business-scopes')).toContainText('中成药');
  await page.setViewportSize({ width: 1280, height: 1000 });
  await screenshot(page, 'zzzj');

  await page.getByTestId('document-update-采购委托书').click();
  const modal = page.getByTestId('document-update-modal');
  await expect(modal).toContainText('在新证照审核通过前继续有效');
  await page.getByTestId('document-number').fill('WT20261123');
  const expiry = page.getByTestId('document-expiry');
  await expiry.click();
  await expiry.fill('2027-12-31');
  await expiry.press('Enter');
  await modal.getByLabel('委托人姓名').fill('王建国');
  await modal.getByLabel('委托人身份证号').fill('11010519491231002X');
  await modal.locator('input[type=file]').setInputFiles('e2e/fixtures/member-licence.png');
  await expect(modal.getByAltText('证照图片预览')).toBeVisible();
  await screenshot(page, 'zzzj-update');
  await modal.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByText('已提交，审核通过前原证照继续有效')).toBeVisible();

  // The approved copy stays, with the new one pending beside it.
  const replacement = letterRow.getByTestId('document-replacement');
  await expect(replacement).toContainText('WT20261123');
  await expect(replacement).toContainText('审核中');
  await expect(letterRow).toContainText('已通过');
  await expect(page.getByTestId('document-warning')).toContainText('新证照审核中');
  // The uploaded scan is served back to its member.
  await expect(letterRow.locator('img')).toHaveCount(2);
  const scan = letterRow.locator('img').nth(1);
  await expect(scan).toHaveAttribute('src', /^\/api\/upload\/qualification\/[a-f0-9]{32}$/);
  await expect
    .poll(() => scan.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBe(320);
  await screenshot(page, 'zzzj-pending');
  expect(errors).toEqual([]);
});

test('checkout warns yaodian01 that its 采购委托书 expires soon and links to /zzzj', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await loginAs(page, 'yaodian01');
  const activities = (await (await page.request.get('/api/activity/manjian')).json()).data as {
    goods_ids: number[];
  }[];
  let goodsId = 0;
  let number = 0;
  for (const id of activities.flatMap((a) => a.goods_ids).slice(0, 60)) {
    const g = (await (await page.request.get(`/api/goods/detail/${id}`)).json()).data as {
      is_buy: number;
      number: number;
      middle_pack: number;
      kind: string;
    } | null;
    if (g && g.is_buy === 1 && g.kind === 'drug' && g.number >= 50) {
      goodsId = id;
      number = Math.max(1, g.middle_pack);
      break;
    }
  }
  expect(goodsId).toBeGreaterThan(0);
  const add = await page.request.post('/api/cart', { data: { params: [{ goods_id: goodsId, number }] } });
  expect(add.ok()).toBe(true);
  const lines = (await (await page.request.get('/api/cart/list')).json()).data.data as { id: number }[];
  await page.goto(`/cart/step2?ids=${lines.map((l) => l.id).join(',')}`);
  await expect(page.getByTestId('step2-page')).toBeVisible();
  const warning = page.locator('.checkout-alert', { hasText: '采购委托书将于' });
  await expect(warning).toContainText('过期后将无法下单');
  await screenshot(page, 'checkout-qualification-warning');
  await warning.getByTestId('checkout-update-documents').click();
  await expect(page).toHaveURL(/\/zzzj$/);
  expect(errors).toEqual([]);
});
