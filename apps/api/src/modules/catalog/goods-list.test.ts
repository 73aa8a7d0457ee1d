import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { controlledIn, data, get, ids, isSorted } from '../../test/catalog-test-kit';

let t: TestApp;
let yaodian: string;
let zhensuo: string;
let daishen: string;
beforeAll(async () => {
  t = await createTestApp({ goods: 400 });
  [yaodian, zhensuo, daishen] = await Promise.all(
    ['yaodian01', 'zhensuo01', 'daishen01'].map((u) => t.login(u)),
  );
});
afterAll(() => t?.close());

type Item = Record<string, any> & { id: number };
const list = async (query: string, cookie = yaodian) => data(t, `/api/goods/list?${query}`, cookie);
const every = (items: Item[], check: (g: Item) => boolean) => items.length > 0 && items.every(check);

describe('goods list', () => {
  it('answers a page with the total, the paging and the facets; items carry every goods field', async () => {
    const page = await list('');
    expect(page).toMatchObject({ page: 1, page_size: 20 });
    expect(page.list).toHaveLength(20);
    expect(page.total).toBeGreaterThan(300);
    for (const field of [
      'id',
      'name',
      'sccj',
      'ypgg',
      'bzdw',
      'base_price',
      'is_buy',
      'number',
      'is_youx',
      'type',
      'ladder_price',
      'ladder_price_type',
      'is_free_shipping',
      'free_shipping_number',
      'tags',
      'goods_image',
      'approval_number',
      'dosage_form',
      'middle_pack',
      'expires_on',
      'batch_no',
      'retail_price',
      'near_expiry',
    ]) {
      expect(page.list[0]).toHaveProperty(field);
    }
    expect(page.facets.manufacturers.length).toBeGreaterThan(0);
    expect(page.facets.manufacturers.length).toBeLessThanOrEqual(20);
    expect(page.facets.manufacturers[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      count: expect.any(Number),
    });
    expect(page.facets.specs[0]).toEqual({ name: expect.any(String), count: expect.any(Number) });
    expect(isSorted(page.facets.manufacturers, (a: Item, b: Item) => b.count - a.count)).toBe(true);
  });

  it('pages: page 2 continues page 1, page_size is honoured, a page past the end is empty', async () => {
    const [first, second, small] = await Promise.all([list('page=1'), list('page=2'), list('page_size=5')]);
    expect(ids(second.list).some((id) => ids(first.list).includes(id))).toBe(false);
    expect(ids(small.list)).toEqual(ids(first.list).slice(0, 5));
    const past = await list('page=1000');
    expect(past).toMatchObject({ list: [], total: first.total, page: 1000 });
    const last = await list('page_size=100&page=4');
    expect(last.list.length).toBe(first.total - 300);
  });

  it('sorts by sales, price both ways, nearest expiry and newest', async () => {
    const sales = (await list('sort=sales')).list;
    expect(isSorted(sales, (a: Item, b: Item) => b.sales - a.sales)).toBe(true);
    const cheap = (await list('sort=price&order=asc')).list;
    expect(isSorted(cheap, (a: Item, b: Item) => Number(a.base_price) - Number(b.base_price))).toBe(true);
    const dear = (await list('sort=price&order=desc')).list;
    expect(Number(dear[0].base_price)).toBeGreaterThan(Number(cheap[0].base_price));
    expect(isSorted(dear, (a: Item, b: Item) => Number(b.base_price) - Number(a.base_price))).toBe(true);
    const expiry = (await list('sort=expiry&page_size=100')).list;
    expect(
      isSorted(
        expiry.map((g: Item) => g.expires_on ?? '9999'),
        (a: string, b: string) => a.localeCompare(b),
      ),
    ).toBe(true);
    const newest = (await list('sort=newest')).list;
    const created = await t.db
      .select({ id: goods.id, at: goods.createdAt })
      .from(goods)
      .where(inArray(goods.id, ids(newest)));
    const at = new Map(created.map((r) => [r.id, r.at.getTime()]));
    expect(isSorted(ids(newest), (a, b) => at.get(b)! - at.get(a)!)).toBe(true);
    expect(ids(newest)).not.toEqual(ids(sales));
  });

  it('filters by a category at any level, its descendants included; select=<id> does the same', async () => {
    const tree = await data(t, '/api/category/tree?kind=drug');
    const parent = tree.find((c: Item) => c.children.length >= 2);
    const parentPage = await list(`category_id=${parent.id}&page_size=100`);
    const childTotals = await Promise.all(
      parent.children.map(async (c: Item) => (await list(`category_id=${c.id}`)).total),
    );
    expect(parentPage.total).toBeGreaterThan(0);
    expect(parentPage.total).toBe(childTotals.reduce((a: number, b: number) => a + b, 0));
    const allowed = [parent.id, ...parent.children.map((c: Item) => c.id)];
    expect(every(parentPage.list, (g) => allowed.includes(g.category_id))).toBe(true);
    expect((await list(`select=${parent.id}`)).total).toBe(parentPage.total);
    expect((await list('category_id=99999999')).total).toBe(0);
  });

  it('filters by manufacturer (id, name or pinyin initials) and by brand', async () => {
    const maker = (await list('')).facets.manufacturers[0];
    const byId = await list(`manufacturer=${maker.id}`);
    expect(byId.total).toBe(maker.count);
    expect(every(byId.list, (g) => g.manufacturer_id === maker.id)).toBe(true);
    const byName = await list(`manufacturer=${encodeURIComponent('同仁堂')}&page_size=100`);
    expect(every(byName.list, (g) => g.sccj.includes('同仁堂'))).toBe(true);
    expect((await list('manufacturer=trt&page_size=100')).total).toBe(byName.total);
    const brands = await data(t, '/api/brand/list');
    const brand = brands.list.find((b: Item) => b.goods_count > 0);
    const byBrand = await list(`brand_id=${brand.id}`);
    expect(byBrand.total).toBe(brand.goods_count);
    expect(every(byBrand.list, (g) => g.brand_id === brand.id)).toBe(true);
  });

  it('keeps the manufacturers facet whole while one manufacturer is chosen, and counts right', async () => {
    const all = await list('');
    const chosen = await list(`manufacturer=${all.facets.manufacturers[0].id}`);
    expect(chosen.facets.manufacturers).toEqual(all.facets.manufacturers);
    const spec = all.facets.specs[0];
    const bySpec = await list(`spec=${encodeURIComponent(spec.name)}`);
    expect(bySpec.total).toBe(spec.count);
    expect(every(bySpec.list, (g) => g.ypgg === spec.name)).toBe(true);
  });

  it('serves every zone', async () => {
    expect(every((await list('zone=herbal')).list, (g) => g.kind === 'herbal' && g.origin !== '')).toBe(true);
    expect(every((await list('zone=device')).list, (g) => g.kind === 'device' && g.device_class !== '')).toBe(
      true,
    );
    expect((await list('qx=2')).total).toBe((await list('zone=device')).total);
    expect((await list('zy=2')).total).toBe((await list('zone=herbal')).total);
    expect(every((await list('zone=near_expiry&sort=expiry')).list, (g) => g.near_expiry === 1)).toBe(true);
    expect(every((await list('zone=free_shipping')).list, (g) => g.is_free_shipping === 1)).toBe(true);
    expect(every((await list('zone=brand')).list, (g) => g.brand_id !== null)).toBe(true);
    expect(every((await list('zone=controlled')).list, (g) => g.is_controlled === 1)).toBe(true);
    const daily = await data(t, '/api/activity/everyday_price', yaodian);
    const zone = await list('zone=daily_special&page_size=100');
    expect(ids(zone.list).sort()).toEqual(ids(daily.list).sort());
  });

  it('pages the near-expiry zone by nearest expiry both ways, as a narrower filter orders it', async () => {
    const zone = 'zone=near_expiry&sort=expiry';
    const pages: Item[] = [];
    for (let page = 1; ; page++) {
      const { list: items } = await list(`${zone}&page_size=7&page=${page}`);
      pages.push(...items);
      if (items.length < 7) break;
    }
    expect(pages.length).toBeGreaterThan(7);
    expect(pages.length).toBe((await list(zone)).total);
    expect(every(pages, (g) => g.near_expiry === 1)).toBe(true);
    const byId = (a: Item, b: Item) => a.id - b.id;
    expect(isSorted(pages, (a, b) => a.expires_on.localeCompare(b.expires_on) || byId(a, b))).toBe(true);
    const latest = (await list(`${zone}&order=desc&page_size=100`)).list;
    expect(
      isSorted(latest, (a: Item, b: Item) => b.expires_on.localeCompare(a.expires_on) || byId(a, b)),
    ).toBe(true);
    expect(ids(latest).sort()).toEqual(ids(pages).sort());
    // A manufacturer is read the other way round (its goods, then their nearest batch): same order.
    const maker = pages[0].manufacturer_id;
    const theirs = (await list(`${zone}&manufacturer=${maker}&page_size=100`)).list;
    expect(ids(theirs)).toEqual(ids(pages.filter((g) => g.manufacturer_id === maker)));
  });

  it('knows the presets of the list page: youx, new, hot', async () => {
    expect(every((await list('select=youx')).list, (g) => g.is_youx === 1)).toBe(true);
    expect(ids((await list('select=new')).list)).toEqual(ids((await list('sort=newest')).list));
    expect(ids((await list('select=hot')).list)).toEqual(ids((await list('sort=sales')).list));
  });

  it('matches keywords like the search box and leaves out goods without sellable stock on request', async () => {
    for (const keyword of ['ganmao', 'gmlkl', '感冒', '感冒l']) {
      const page = await list(`keywords=${encodeURIComponent(keyword)}`);
      expect(
        every(page.list, (g) => g.name.includes('感冒')),
        keyword,
      ).toBe(true);
    }
    const all = await list('page_size=100');
    const inStock = await list('in_stock=1&page_size=100');
    expect(every(inStock.list, (g) => g.number > 0)).toBe(true);
    expect(inStock.total).toBeLessThan(all.total);
  });
});

describe('who sees what in lists', () => {
  it('hides prices from visitors and members awaiting review, saying why', async () => {
    const visitor = (await data(t, '/api/goods/list')).list[0];
    expect(visitor).toMatchObject({
      base_price: null,
      retail_price: null,
      ladder_price: [],
      price_tip: '登录后可见',
      is_buy: 0,
    });
    const pending = (await list('', daishen)).list[0];
    expect(pending).toMatchObject({ base_price: null, price_tip: '资质审核通过后可见', is_buy: 0 });
    expect((await list('')).list[0].base_price).toMatch(/^\d+\.\d{2}$/);
  });

  it('lists controlled-sales goods only for approved buyers of their regions', async () => {
    const beijingOnly = await controlledIn(t, ['北京']);
    expect(beijingOnly.length).toBeGreaterThan(0);
    const controlled = (cookie?: string) => data(t, '/api/goods/list?zone=controlled&page_size=100', cookie);
    const forYaodian = ids((await controlled(yaodian)).list);
    expect(beijingOnly.every((g) => forYaodian.includes(g.id))).toBe(true);
    const forZhensuo = ids((await controlled(zhensuo)).list);
    expect(beijingOnly.some((g) => forZhensuo.includes(g.id))).toBe(false);
    expect((await controlled()).total).toBe(0);
    expect((await controlled(daishen)).total).toBe(0);
    const visitorAll = await data(t, '/api/goods/list?page_size=100');
    expect((await list('page_size=100')).total).toBeGreaterThan(visitorAll.total);
  });

  it('marks goods outside the business scope and special medicine as not buyable, with the reason', async () => {
    const devices = (await list('zone=device&page_size=100', zhensuo)).list;
    const third = devices.find((g: Item) => g.scope_class === '第三类医疗器械');
    expect(third).toMatchObject({ is_buy: 0, buy_tip: '超出经营范围（第三类医疗器械）' });
    const herbs = (await list('zone=herbal', zhensuo)).list;
    expect(herbs[0]).toMatchObject({ is_buy: 0, buy_tip: '超出经营范围（中药饮片）' });
    const [specialGoods] = await t.db
      .select({ name: goods.name })
      .from(goods)
      .where(and(eq(goods.type, 1), eq(goods.isControlled, false)))
      .limit(1);
    const query = `keywords=${encodeURIComponent(specialGoods.name)}&in_stock=1`;
    const special = (await list(query, zhensuo)).list.find((g: Item) => g.type === 1);
    expect(special).toMatchObject({ is_buy: 0, buy_tip: '含特殊药品，需具备购买资质' });
    const same = (await list(query)).list.find((g: Item) => g.id === special.id);
    expect(same).toMatchObject({ is_buy: 1, buy_tip: null });
  });
});

describe('bad list input', () => {
  it.each([
    ['page=-1', 'page', '页码必须大于0'],
    ['page=0', 'page', '页码必须大于0'],
    ['page=abc', 'page', '页码必须是数字'],
    ['page=1.5', 'page', '页码必须是整数'],
    ['page_size=101', 'page_size', '每页数量不能超过100'],
    ['page_size=0', 'page_size', '每页数量必须大于0'],
    ['category_id=abc', 'category_id', '分类编号必须是数字'],
    ['category_id=99999999999', 'category_id', '分类编号过大'],
    ['brand_id=-3', 'brand_id', '品牌编号必须大于0'],
    ['sort=random', 'sort', '排序方式不正确'],
    ['order=up', 'order', '排序方向只能是asc或desc'],
    ['zone=vaccines', 'zone', '专区不存在'],
    ['select=drop', 'select', '筛选条件不正确'],
    ['in_stock=2', 'in_stock', '有货筛选只能是0或1'],
    [`keywords=${'感'.repeat(51)}`, 'keywords', '关键词不能超过50个字'],
    ['spec=a\u0000b', 'spec', '规格含有无效字符'],
  ])('refuses %s with 422 naming the field', async (query, field, message) => {
    const { status, body } = await get(t, `/api/goods/list?${encodeURI(query)}`);
    expect(status).toBe(422);
    expect(body.msg).toBe(message);
    expect(body.errors[field]).toContain(message);
  });

  it('treats SQL and HTML in keywords, manufacturer and spec as text that matches nothing', async () => {
    for (const evil of [
      "'; drop table goods;--",
      '<script>alert(1)</script>',
      '%',
      '_',
      '\\',
      "' or 1=1 --",
      '99999999999',
    ]) {
      for (const param of ['keywords', 'manufacturer', 'spec']) {
        const { status, body } = await get(t, `/api/goods/list?${param}=${encodeURIComponent(evil)}`);
        expect(status, `${param}=${evil}`).toBe(200);
        expect(body.data.total, `${param}=${evil}`).toBe(0);
      }
    }
    expect((await list('')).total).toBeGreaterThan(300);
  });
});
