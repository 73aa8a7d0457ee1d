import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type Kit } from '../../test/commerce-test-kit';

/** Nav and friendly links edited in the console, as the storefront header and footer read them. */
let k: Kit;
beforeAll(async () => {
  k = await createCommerceApp(['yunying01', 'kefu01']);
});
afterAll(() => k?.close());

type Nav = { id: number; name: string; url: string; parent_id: number | null; children?: Nav[] };
const storefrontNav = async (): Promise<Nav[]> => (await k.get('/api/focus/common')).body.data.nav;
const consoleNav = async (): Promise<Nav[]> =>
  (await k.get('/api/operator/nav_items', 'yunying01')).body.data;

describe('nav items', () => {
  it('a renamed item shows in the storefront nav, a new child under its parent, a deleted one is gone', async () => {
    const items = await consoleNav();
    const daily = items.find((n) => n.name === '每日特价')!;
    const edited = await k.post(
      `/api/operator/nav_items/${daily.id}`,
      { name: '今日特价', url: '/mrtj', sort: 8 },
      'yunying01',
    );
    expect(edited.status).toBe(200);
    expect((await storefrontNav()).map((n) => n.name)).toContain('今日特价');

    const parent = items.find((n) => n.name === '控销专区')!;
    const child = await k.post(
      '/api/operator/nav_items',
      { parent_id: parent.id, name: '控销政策', url: '/help/kxzc', is_open: 1 },
      'yunying01',
    );
    expect(child.status).toBe(200);
    const under = (await storefrontNav()).find((n) => n.id === parent.id)!;
    expect(under.children!.map((c) => c.name)).toContain('控销政策');

    const blocked = await k.post(`/api/operator/nav_items/${parent.id}/delete`, {}, 'yunying01');
    expect([blocked.status, blocked.body.msg]).toEqual([422, '请先删除该导航的下级导航']);
    expect(
      (await k.post(`/api/operator/nav_items/${child.body.data.id}/delete`, {}, 'yunying01')).status,
    ).toBe(200);
    expect(JSON.stringify(await storefrontNav())).not.toContain('控销政策');
    const audit = await k.rows(`select summary from audit_log where entity = 'nav_item' order by id`);
    expect(audit.map((a) => a.summary)).toEqual(['修改导航：今日特价', '新增导航：控销政策', '删除导航']);
  });

  it.each([
    [{ name: '' }, '请填写导航名称'],
    [{ url: 'javascript:alert(1)' }, '链接地址应以 / 或 http(s):// 开头'],
    [{ is_open: 3 }, '打开方式不正确'],
    [{ parent_id: 99999 }, '上级导航须为一级导航'],
  ])('refuses %j with 422 and writes nothing', async (change, msg) => {
    const before = (await consoleNav()).length;
    const res = await k.post(
      '/api/operator/nav_items',
      { name: '新导航', url: '/x', ...change },
      'yunying01',
    );
    expect([res.status, res.body.msg]).toEqual([422, msg]);
    expect((await consoleNav()).length).toBe(before);
  });

  it('refuses a child as a parent, and is for staff with the content permission', async () => {
    const items = await consoleNav();
    const child = items.find((n) => n.parent_id !== null)!;
    const res = await k.post(
      '/api/operator/nav_items',
      { parent_id: child.id, name: '三级', url: '/x' },
      'yunying01',
    );
    expect([res.status, res.body.msg]).toEqual([422, '上级导航须为一级导航']);
    expect((await k.get('/api/operator/nav_items', 'kefu01')).status).toBe(403);
    expect((await k.post('/api/operator/nav_items', { name: 'x', url: '/x' }, 'kefu01')).status).toBe(403);
    expect((await k.post('/api/operator/nav_items/99999/delete', {}, 'yunying01')).status).toBe(404);
  });
});

describe('friendly links', () => {
  it('added, edited and deleted links follow in /api/global/links', async () => {
    const footer = async () => JSON.stringify((await k.get('/api/global/links')).body.data);
    const created = await k.post(
      '/api/operator/links',
      { name: '中国医药物资协会', url: 'https://www.cmsa.org.cn', sort: 1 },
      'yunying01',
    );
    expect(created.status).toBe(200);
    expect(await footer()).toContain('中国医药物资协会');
    const id = created.body.data.id;
    await k.post(
      `/api/operator/links/${id}`,
      { name: '中国医药物资协会官网', url: 'https://www.cmsa.org.cn' },
      'yunying01',
    );
    expect(await footer()).toContain('中国医药物资协会官网');
    const listed = (await k.get('/api/operator/links', 'yunying01')).body.data;
    expect(listed.find((l: { id: number }) => l.id === id)).toMatchObject({ name: '中国医药物资协会官网' });
    await k.post(`/api/operator/links/${id}/delete`, {}, 'yunying01');
    expect(await footer()).not.toContain('中国医药物资协会');
    const bad = await k.post('/api/operator/links', { name: '坏链接', url: '' }, 'yunying01');
    expect([bad.status, bad.body.msg]).toEqual([422, '请填写链接地址']);
  });
});

describe('article filter', () => {
  it('filtering by a parent category lists the articles of its child categories', async () => {
    const all = (await k.get('/api/operator/articles', 'yunying01')).body.data;
    const helpRoot = all.categories.find((c: { name: string }) => c.name === '帮助中心');
    const res = await k.get(`/api/operator/articles?category_id=${helpRoot.id}`, 'yunying01');
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBeGreaterThan(0);
    const childIds = new Set(
      all.categories
        .filter((c: { path: string }) => c.path.startsWith('帮助中心 / '))
        .map((c: { id: number }) => c.id),
    );
    expect(
      res.body.data.list.every(
        (a: { category_id: number }) => childIds.has(a.category_id) || a.category_id === helpRoot.id,
      ),
    ).toBe(true);
    const child = [...childIds][0];
    const one = await k.get(`/api/operator/articles?category_id=${child}`, 'yunying01');
    expect(one.body.data.total).toBeLessThan(res.body.data.total);
  });
});
