import { SPEC_PATHS } from '../../apps/web/src/app/spec-paths';
import { collectConsoleErrors, expect, loginAs, test } from '../support/fixtures';

/**
 * What a route is opened with when it needs it: 活动模板 without `ids` has no activity to show and
 * sends the buyer to 活动不存在 (sooner or later, so its title would race the check).
 */
const QUERIES: Record<string, string> = { '/hdmb': '?ids=spike' };

// Every route of the table loads for a logged-in pharmacy without a console error.
test('every route in the table loads without a console error', async ({ page }) => {
  test.setTimeout(180_000);
  await loginAs(page, 'yaodian01');
  const errors = collectConsoleErrors(page);
  const failures: string[] = [];
  for (const [path, title] of SPEC_PATHS) {
    await page.goto(path + (QUERIES[path] ?? ''));
    await expect(page, path).toHaveTitle(title ? `${title} - 药采网` : '药采网');
    await expect(page.locator('#root')).not.toBeEmpty();
    if (errors.length) failures.push(`${path}: ${errors.splice(0).join(' | ')}`);
  }
  expect(failures).toEqual([]);
});
