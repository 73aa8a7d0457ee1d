import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let yaodian: string;
let daishen: string;
beforeAll(async () => {
  t = await createTestApp();
  yaodian = await t.login('yaodian01');
  daishen = await t.login('daishen01');
});
afterAll(() => t?.close());

const get = async (url: string, cookie?: string) =>
  (await t.call({ method: 'GET', url, headers: cookie ? { cookie } : {} })).body;

describe('home goods', () => {
  it('hides prices from visitors and members awaiting review, with the reason', async () => {
    const visitor = (await get('/api/goods/hot')).data[0];
    expect(visitor.base_price).toBeNull();
    expect(visitor.price_tip).toBe('登录后可见');
    expect(visitor.is_buy).toBe(0);
    const pending = (await get('/api/goods/hot', daishen)).data[0];
    expect(pending.base_price).toBeNull();
    expect(pending.price_tip).toBe('资质审核通过后可见');
  });

  it('shows an approved member every goods field of spec §3 with yuan prices', async () => {
    const goods = (await get('/api/goods/hot', yaodian)).data;
    expect(goods.length).toBe(10);
    const first = goods[0];
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
    ]) {
      expect(first).toHaveProperty(field);
    }
    expect(first.base_price).toMatch(/^\d+\.\d{2}$/);
    expect(first.sales).toBeGreaterThanOrEqual(goods[1].sales);
  });

  it('serves the spike with its window and prices', async () => {
    const { data } = await get('/api/index/spike', yaodian);
    expect(data.end_time).toBeGreaterThan(data.start_time);
    expect(data.list.length).toBeGreaterThan(0);
    expect(data.list[0].spike_price).toMatch(/^\d+\.\d{2}$/);
  });

  it('serves the recommendation floors by zone and the daily specials', async () => {
    const floors = (await get('/api/index_wntj/1')).data;
    expect(floors.length).toBeGreaterThanOrEqual(3);
    expect(floors[0].goods.length).toBeGreaterThan(0);
    expect((await get('/api/activity/everyday_price', yaodian)).data.list.length).toBeGreaterThan(0);
  });

  it('keeps the 近效期 floor to goods that are still near expiry, topped up from the zone', async () => {
    type Card = { id: number; near_expiry: number };
    const floor = async (): Promise<Card[]> =>
      (await get('/api/index_wntj/1', yaodian)).data.find((f: { zone: string }) => f.zone === 'near_expiry')
        .goods;
    const before = await floor();
    expect(before.length).toBeGreaterThan(0);
    const moved = before[0]!.id;
    // A fresh delivery: the goods is no longer near expiry.
    await t.db.execute(
      sql`update goods_batches set expires_on = current_date + 1000 where goods_id = ${moved}`,
    );
    const after = await floor();
    expect(after.map((g) => g.id)).not.toContain(moved);
    expect(after.every((g) => g.near_expiry === 1)).toBe(true);
    expect(after.length).toBe(before.length);
  });

  it('pages the floors: page 2 goes on where page 1 stopped, past the last page is empty', async () => {
    const names = async (page: number) =>
      ((await get(`/api/index_wntj/${page}`)).data as { name: string }[]).map((f) => f.name);
    const [first, second, past] = [await names(1), await names(2), await names(50)];
    expect(first).toEqual(['中西成药', '中药饮片', '医疗器械', '近效期']);
    expect(second).toEqual(['品牌专区']);
    expect(past).toEqual([]);
  });

  it('refuses a non-numeric or negative floor page with 422', async () => {
    expect((await t.call({ method: 'GET', url: '/api/index_wntj/abc' })).status).toBe(422);
    expect((await t.call({ method: 'GET', url: '/api/index_wntj/-1' })).status).toBe(422);
  });
});
