import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { data, get } from '../../test/catalog-test-kit';

let t: TestApp;
let yaodian: string;
beforeAll(async () => {
  t = await createTestApp({ goods: 150 });
  yaodian = await t.login('yaodian01');
});
afterAll(() => t?.close());

type Item = Record<string, any>;

describe('brand zone', () => {
  it('lists brands with their goods counts and page links', async () => {
    const page = await data(t, '/api/brand/list');
    expect(page).toMatchObject({ page: 1, page_size: 20, total: expect.any(Number) });
    expect(page.list[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      logo: expect.any(String),
      description: expect.any(String),
      goods_count: expect.any(Number),
      url: `/ppzq/info/${page.list[0].id}`,
    });
    const small = await data(t, '/api/brand/list?page=2&page_size=2');
    expect(small.list.map((b: Item) => b.id)).toEqual(page.list.slice(2, 4).map((b: Item) => b.id));
  });

  it("serves one brand's page: the brand and a page of its goods, sortable", async () => {
    const brand = (await data(t, '/api/brand/list')).list.find((b: Item) => b.goods_count > 2);
    const zone = await data(t, `/api/brand/${brand.id}?page_size=2&sort=price`, yaodian);
    expect(zone.brand).toMatchObject({ id: brand.id, name: brand.name });
    expect(zone.total).toBe(brand.goods_count);
    expect(zone.list).toHaveLength(2);
    expect(zone.list.every((g: Item) => g.brand_id === brand.id)).toBe(true);
    expect(Number(zone.list[0].base_price)).toBeLessThanOrEqual(Number(zone.list[1].base_price));
    expect(zone.facets.manufacturers.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown brand and 422 for a bad id or page', async () => {
    const missing = await get(t, '/api/brand/99999');
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('品牌不存在');
    expect((await get(t, '/api/brand/abc')).body.msg).toBe('品牌编号必须是数字');
    expect((await get(t, '/api/brand/1?page=-1')).status).toBe(422);
    expect((await get(t, '/api/brand/list?page_size=1000')).status).toBe(422);
  });
});

describe('category tree', () => {
  it('answers the tree of each kind, and every root without one', async () => {
    for (const kind of ['drug', 'herbal', 'device']) {
      const tree = await data(t, `/api/category/tree?kind=${kind}`);
      expect(tree.length).toBeGreaterThan(0);
      expect(tree.every((c: Item) => c.kind === kind && c.level === 2 && c.children.length > 0)).toBe(true);
    }
    const roots = await data(t, '/api/category/tree');
    expect(roots.map((r: Item) => r.kind).sort()).toEqual(['device', 'drug', 'herbal']);
    const common = await data(t, '/api/focus/common?qx=2');
    expect((await data(t, '/api/category/tree?kind=device')).map((c: Item) => c.id)).toEqual(
      common.category.map((c: Item) => c.id),
    );
  });

  it('refuses an unknown kind', async () => {
    const { status, body } = await get(t, '/api/category/tree?kind=vaccine');
    expect(status).toBe(422);
    expect(body.msg).toBe('分类类型只能是drug、herbal或device');
  });
});

describe('API documentation', () => {
  it('documents the catalogue endpoints with their parameters', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    for (const path of [
      '/api/goods/list',
      '/api/goods/detail/{id}',
      '/api/goods/search',
      '/api/favorite',
      '/api/brand/{id}',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    const parameters = doc.paths['/api/goods/list'].get.parameters.map((p: Item) => p.name);
    expect(parameters).toEqual(
      expect.arrayContaining(['category_id', 'keywords', 'sort', 'page', 'page_size']),
    );
  });
});
