import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = async (url: string) => (await t.call({ method: 'GET', url })).body;

describe('common header data', () => {
  it('returns hot searches, nav, category trees, brands and the server time', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { data } = await get('/api/focus/common');
    expect(data.rnss.length).toBeGreaterThan(0);
    expect(data.rnss[0]).toHaveProperty('name');
    expect(data.nav.length).toBeGreaterThan(0);
    expect(data.nav[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        name: expect.any(String),
        url: expect.any(String),
        is_open: expect.any(Number),
        children: expect.any(Array),
      }),
    );
    expect(data.category.length).toBeGreaterThanOrEqual(7);
    expect(data.category[0].children.length).toBeGreaterThan(0);
    for (const key of ['category_yx', 'category_zy', 'category_qx', 'brand'])
      expect(data[key].length).toBeGreaterThan(0);
    expect(data.timestamp).toBeGreaterThanOrEqual(before);
  });

  it('switches the menu to devices with qx=2 and herbs with zy=2', async () => {
    const all = (await get('/api/focus/common')).data;
    expect((await get('/api/focus/common?qx=2')).data.category).toEqual(all.category_qx);
    expect((await get('/api/focus/common?zy=2')).data.category).toEqual(all.category_zy);
  });
});

describe('banners', () => {
  it('serves the home carousel and every banner position', async () => {
    expect((await get('/api/focus')).data.length).toBeGreaterThan(0);
    for (const position of ['top', 'right', 'login', 'ppzq', 'kxzq', 'zyzq', 'yx']) {
      const { code, data } = await get(`/api/focus/${position}`);
      expect(code).toBe(10000);
      expect(data.length, position).toBeGreaterThan(0);
      expect(data[0]).toEqual(
        expect.objectContaining({ image: expect.any(String), url: expect.any(String) }),
      );
    }
  });

  it('keeps only the ads named by ids, in the slot order', async () => {
    const all = (await get('/api/focus/kxzq_ad')).data as { id: number }[];
    expect(all.length).toBeGreaterThan(1);
    const last = all[all.length - 1]!.id;
    expect((await get(`/api/focus/kxzq_ad?ids=${last}`)).data.map((b: { id: number }) => b.id)).toEqual([
      last,
    ]);
    const both = await get(`/api/focus/kxzq_ad?ids=${last},${all[0]!.id}`);
    expect(both.data.map((b: { id: number }) => b.id)).toEqual([all[0]!.id, last]);
    expect((await get('/api/focus/kxzq_ad?ids=')).data).toHaveLength(all.length);
    const bad = await t.call({ method: 'GET', url: '/api/focus/kxzq_ad?ids=1,x' });
    expect(bad.status).toBe(422);
    expect(bad.body.msg).toBe('广告编号必须是数字');
  });

  it('serves the bottom ad 121', async () => {
    const { data } = await get('/api/focus/demo?banner_id=121');
    expect(data.id).toBe(121);
  });

  it('refuses an unknown position and a non-numeric banner id with 422', async () => {
    expect((await t.call({ method: 'GET', url: '/api/focus/nowhere' })).status).toBe(422);
    const { status, body } = await t.call({ method: 'GET', url: '/api/focus/demo?banner_id=abc' });
    expect(status).toBe(422);
    expect(body.msg).toBe('广告编号必须是数字');
  });
});

describe('links, site and help', () => {
  it('serves friendly links and site information', async () => {
    expect((await get('/api/global/links')).data[0]).toHaveProperty('url');
    const site = (await get('/api/global/site')).data;
    expect(site.site_title).toBe('药采网');
    expect(site.licence.length).toBeGreaterThan(0);
  });

  it('serves the help categories of category 3 with their articles', async () => {
    const { data } = await get('/api/article/category?category_id=3');
    expect(data.length).toBeGreaterThanOrEqual(4);
    expect(data[0].children.length).toBeGreaterThan(0);
  });
});
