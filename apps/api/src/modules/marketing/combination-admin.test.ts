import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type GoodsPick, type Kit } from '../../test/commerce-test-kit';

let k: Kit;
let goods: GoodsPick[];
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'yunying01', 'kefu01']);
  goods = await k.plainGoods(3);
});
afterAll(() => k?.close());

const hours = (n: number) => new Date(Date.now() + n * 3600 * 1000).toISOString();
const yuan = (fen: number) => (fen / 100).toFixed(2);

/** Two of goods[0] and one of goods[1], 10% off their normal total. */
const bundle = (change: Record<string, unknown> = {}) => {
  const normal = goods[0]!.base_price * 2 + goods[1]!.base_price;
  return {
    name: '感冒常备组合',
    price: yuan(Math.round(normal * 0.9)),
    starts_at: hours(-1),
    ends_at: hours(24),
    items: [
      { goods_id: goods[0]!.id, number: 2 },
      { goods_id: goods[1]!.id, number: 1 },
    ],
    ...change,
  };
};

const listed = async (id: number) =>
  (await k.get('/api/operator/combinations', 'yunying01')).body.data.find((c: { id: number }) => c.id === id);
const onOffer = async (id: number) =>
  (await k.get('/api/activity/combinations', 'yaodian01')).body.data.find((c: { id: number }) => c.id === id);

describe('组合购 in the console', () => {
  it('keeps visitors, members and customer service out', async () => {
    expect((await k.get('/api/operator/combinations')).body.code).toBe(10001);
    expect((await k.get('/api/operator/combinations', 'yaodian01')).status).toBe(403);
    expect((await k.get('/api/operator/combinations', 'kefu01')).status).toBe(403);
    expect((await k.post('/api/operator/combinations', bundle(), 'kefu01')).status).toBe(403);
    expect((await k.post('/api/operator/combinations', bundle(), 'yaodian01')).status).toBe(403);
    expect((await k.post('/api/operator/combinations/1/end', {}, 'kefu01')).status).toBe(403);
    expect((await k.post('/api/operator/combinations/1/delete', {})).body.code).toBe(10001);
  });

  it.each([
    [{ name: ' ' }, 'name', '请填写组合名称'],
    [{ starts_at: hours(5), ends_at: hours(1) }, 'ends_at', '结束时间必须晚于开始时间'],
    [{ price: '0' }, 'price', '组合价必须大于0'],
    [{ price: 'abc' }, 'price', '组合价格式不正确，最多两位小数'],
    [{ price: '99999999.00' }, 'price', '组合价必须低于商品原价合计'],
    [{ items: [{ goods_id: 1, number: 1 }] }, 'items', '组合购至少需要2种商品'],
    [{ items: 'x' }, 'items', '组合商品格式不正确'],
    [
      {
        items: [
          { goods_id: 99999999, number: 1 },
          { goods_id: 1, number: 1 },
        ],
      },
      'items',
      '商品99999999不存在',
    ],
  ])('refuses %j with 422 and writes nothing', async (change, field, msg) => {
    const before = (await k.rows(`select count(*)::int as n from combinations`))[0]!.n;
    const res = await k.post('/api/operator/combinations', bundle(change), 'yunying01');
    expect(res.status).toBe(422);
    expect(res.body.msg).toBe(msg);
    expect(Object.keys(res.body.errors ?? {}).join()).toContain(field);
    expect((await k.rows(`select count(*)::int as n from combinations`))[0]!.n).toBe(before);
  });

  it('refuses a zero quantity, the same goods twice and a price above the normal total', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        {
          items: [
            { goods_id: goods[0]!.id, number: 0 },
            { goods_id: goods[1]!.id, number: 1 },
          ],
        },
        '每种商品的数量至少为1',
      ],
      [
        {
          items: [
            { goods_id: goods[0]!.id, number: 1 },
            { goods_id: goods[0]!.id, number: 2 },
          ],
        },
        '组合内商品不能重复，请合并数量',
      ],
      [{ price: yuan(goods[0]!.base_price * 2 + goods[1]!.base_price) }, '组合价必须低于商品原价合计'],
    ];
    for (const [change, msg] of cases) {
      const res = await k.post('/api/operator/combinations', bundle(change), 'yunying01');
      expect([res.status, res.body.msg]).toEqual([422, msg]);
    }
  });

  it('lists a created bundle with its saving, offers it in the storefront and the cart, and ends it', async () => {
    const res = await k.post('/api/operator/combinations', bundle(), 'yunying01');
    expect(res.status).toBe(200);
    const id = res.body.data.id as number;
    const normal = goods[0]!.base_price * 2 + goods[1]!.base_price;
    const price = Math.round(normal * 0.9);
    expect(await listed(id)).toMatchObject({
      name: '感冒常备组合',
      state: 'running',
      state_name: '进行中',
      price: yuan(price),
      normal_total: yuan(normal),
      saving: yuan(normal - price),
      ordered: false,
      items: expect.arrayContaining([
        expect.objectContaining({ goods_id: goods[0]!.id, goods_name: goods[0]!.name, number: 2 }),
      ]),
    });
    const [audit] = await k.rows(
      `select summary from audit_log where entity = 'combination' and entity_id = '${id}' order by id desc limit 1`,
    );
    expect(audit).toMatchObject({ summary: '新增组合购：感冒常备组合' });

    expect(await onOffer(id)).toMatchObject({ name: '感冒常备组合', price: yuan(price) });
    await k.clearCart('yaodian01');
    await k.add('yaodian01', [{ goods_id: 0, number: 1, type: 3, ck_id: id }]);
    const cart = (await k.cartStore()).data;
    expect(cart[0]).toMatchObject({ type: 3, price: yuan(price) });
    await k.clearCart('yaodian01');

    const edited = await k.post(
      `/api/operator/combinations/${id}`,
      bundle({ name: '感冒常备组合（改）' }),
      'yunying01',
    );
    expect(edited.status).toBe(200);
    expect((await listed(id)).name).toBe('感冒常备组合（改）');

    expect((await k.post(`/api/operator/combinations/${id}/end`, {}, 'yunying01')).status).toBe(200);
    expect((await listed(id)).state).toBe('ended');
    expect(await onOffer(id)).toBeUndefined();
    const again = await k.post(`/api/operator/combinations/${id}/end`, {}, 'yunying01');
    expect([again.status, again.body.msg]).toEqual([422, '活动已经结束']);
    expect((await k.post(`/api/operator/combinations/${id}/delete`, {}, 'yunying01')).status).toBe(200);
    expect(await listed(id)).toBeUndefined();
  });

  it('refuses to end a bundle not started yet and to delete one that was ordered', async () => {
    const later = await k.post(
      '/api/operator/combinations',
      bundle({ starts_at: hours(24), ends_at: hours(48) }),
      'yunying01',
    );
    const end = await k.post(`/api/operator/combinations/${later.body.data.id}/end`, {}, 'yunying01');
    expect([end.status, end.body.msg]).toEqual([422, '活动尚未开始，如不再需要请直接删除或修改时间']);
    expect(
      (await k.post(`/api/operator/combinations/${later.body.data.id}/delete`, {}, 'yunying01')).status,
    ).toBe(200);

    const res = await k.post(
      '/api/operator/combinations',
      bundle({
        items: [
          { goods_id: goods[1]!.id, number: 1 },
          { goods_id: goods[2]!.id, number: 3 },
        ],
        price: '1.00',
      }),
      'yunying01',
    );
    expect(res.status).toBe(200);
    const id = res.body.data.id as number;
    await k.clearCart('yaodian01');
    const ids = await k.add('yaodian01', [{ goods_id: 0, number: 1, type: 3, ck_id: id }]);
    expect((await k.order('yaodian01', ids)).status).toBe(200);
    expect((await listed(id)).ordered).toBe(true);
    const del = await k.post(`/api/operator/combinations/${id}/delete`, {}, 'yunying01');
    expect([del.status, del.body.msg]).toEqual([422, '已有订单购买了该组合，不能删除；如需停止请点“结束”']);
    expect(await listed(id)).toBeDefined();
    expect((await k.post('/api/operator/combinations/99999/end', {}, 'yunying01')).status).toBe(404);
    expect((await k.post('/api/operator/combinations/99999/delete', {}, 'yunying01')).status).toBe(404);
  });
});
