import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favourites, goods } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { controlledSeenOnlyBy, data, get, ids, YAODIAN, ZHENSUO } from '../../test/catalog-test-kit';

let t: TestApp;
let yaodian: string;
let zhensuo: string;
/** Goods everyone may see (not controlled), in list order: g[0], g[1], … */
let g: number[];
beforeAll(async () => {
  t = await createTestApp({ goods: 120 });
  [yaodian, zhensuo] = await Promise.all(['yaodian01', 'zhensuo01'].map((u) => t.login(u)));
  g = ids((await data(t, '/api/goods/list?page_size=100')).list);
});
afterAll(() => t?.close());

const form = (body: string, cookie: string, url = '/api/favorite') =>
  t.call({
    method: 'POST',
    url,
    payload: body,
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
  });
const json = (payload: object, cookie: string, url = '/api/favorite') =>
  t.call({ method: 'POST', url, payload, headers: { cookie } });
const mine = async (cookie: string, query = '') => data(t, `/api/favorite${query}`, cookie);

async function reset() {
  await t.db.delete(favourites);
}

describe('favourites', () => {
  it('needs a login for every call (10001)', async () => {
    for (const res of [
      await get(t, '/api/favorite'),
      await t.call({ method: 'POST', url: '/api/favorite', payload: { goods_ids: [1] } }),
      await t.call({ method: 'POST', url: '/api/favorite/cancel', payload: { goods_ids: [1] } }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(10001);
    }
  });

  it('adds goods from form bodies (goods_ids[]=…, goods_ids=…, comma lists) and JSON, newest first', async () => {
    await reset();
    let res = await form(`goods_ids[]=${g[0]}&goods_ids[]=${g[1]}`, yaodian);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ goods_ids: [g[0], g[1]], msg: '收藏成功' });
    expect((await form(`goods_ids=${g[2]}`, yaodian)).status).toBe(200);
    expect((await form(`goods_ids=${g[3]}%2C${g[4]}`, yaodian)).status).toBe(200);
    res = await json({ goods_ids: [g[5]] }, yaodian);
    expect(res.status).toBe(200);
    const page = await mine(yaodian);
    expect(page).toMatchObject({ total: 6, page: 1, page_size: 20 });
    expect(ids(page.list).sort((a, b) => a - b)).toEqual(g.slice(0, 6).sort((a, b) => a - b));
    expect(page.list[0]).toHaveProperty('base_price');
    expect(page.list[0].id).toBe(g[5]);
  });

  it('is idempotent and shows in the goods detail', async () => {
    await reset();
    const id = g[6];
    await json({ goods_ids: [id] }, yaodian);
    await json({ goods_ids: [id, id] }, yaodian);
    expect((await mine(yaodian)).total).toBe(1);
    expect((await data(t, `/api/goods/detail/${id}`, yaodian)).is_favorite).toBe(1);
    const res = await json({ goods_ids: String(id) }, yaodian, '/api/favorite/cancel');
    expect(res.body.data).toEqual({ goods_ids: [id], msg: '取消收藏成功' });
    expect((await data(t, `/api/goods/detail/${id}`, yaodian)).is_favorite).toBe(0);
    expect((await json({ goods_ids: [id] }, yaodian, '/api/favorite/cancel')).status).toBe(200);
  });

  it("keeps each member's favourites to themselves", async () => {
    await reset();
    await json({ goods_ids: [g[7], g[8]] }, yaodian);
    await json({ goods_ids: [g[9]] }, zhensuo);
    expect(ids((await mine(zhensuo)).list)).toEqual([g[9]]);
    expect((await data(t, `/api/goods/detail/${g[7]}`, zhensuo)).is_favorite).toBe(0);
    // Cancelling someone else's favourite touches only one's own.
    await json({ goods_ids: [g[7], g[8]] }, zhensuo, '/api/favorite/cancel');
    expect((await mine(yaodian)).total).toBe(2);
    const rows = await t.db.select().from(favourites).where(eq(favourites.goodsId, g[7]));
    expect(rows).toHaveLength(1);
  });

  it('pages', async () => {
    await reset();
    await json({ goods_ids: g.slice(10, 35) }, yaodian);
    const second = await mine(yaodian, '?page=2');
    expect(second).toMatchObject({ total: 25, page: 2 });
    expect(second.list).toHaveLength(5);
    expect((await mine(yaodian, '?page=1&page_size=10')).list).toHaveLength(10);
  });

  it('refuses goods the member may not see with 404, and writes nothing', async () => {
    await reset();
    const [hidden] = await controlledSeenOnlyBy(t, YAODIAN, ZHENSUO);
    expect(hidden).toBeDefined();
    for (const goodsIds of [[99_999_999], [g[0], 99_999_999], [hidden]]) {
      const { status, body } = await json({ goods_ids: goodsIds }, zhensuo);
      expect(status).toBe(404);
      expect(body.msg).toBe('商品不存在');
    }
    expect((await mine(zhensuo)).total).toBe(0);
    expect((await json({ goods_ids: [hidden] }, yaodian)).status).toBe(200);
  });

  it('leaves a favourite out of the list while its goods is off sale', async () => {
    await reset();
    await json({ goods_ids: [g[40], g[41]] }, yaodian);
    await t.db.update(goods).set({ onSale: false }).where(eq(goods.id, g[40]));
    try {
      expect(ids((await mine(yaodian)).list)).toEqual([g[41]]);
    } finally {
      await t.db.update(goods).set({ onSale: true }).where(eq(goods.id, g[40]));
    }
  });

  it.each([
    ['', '请选择商品'],
    ['goods_ids=', '请选择商品'],
    ['goods_ids=abc', '商品编号必须是数字'],
    ['goods_ids[]=1&goods_ids[]=-2', '商品编号必须大于0'],
    ['goods_ids=1.5', '商品编号必须是整数'],
    ['goods_ids=%27%3B%20drop%20table%20favourites%3B--', '商品编号必须是数字'],
  ])('refuses the body %j with 422', async (body, message) => {
    const res = await form(body, yaodian);
    expect(res.status).toBe(422);
    expect(res.body.msg).toBe(message);
  });

  it('refuses more than 100 ids at once and a bad page', async () => {
    const many = Array.from({ length: 101 }, (_, i) => i + 1);
    expect((await json({ goods_ids: many }, yaodian)).body.msg).toBe('一次最多选择100个商品');
    const { status, body } = await get(t, '/api/favorite?page=0', yaodian);
    expect(status).toBe(422);
    expect(body.msg).toBe('页码必须大于0');
  });
});
