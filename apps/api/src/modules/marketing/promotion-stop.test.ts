import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type GoodsPick, type Kit } from '../../test/commerce-test-kit';

/** Ending and deleting 满减 activities and activity prices, the overlap rule and the preview's hint. */
let k: Kit;
let goods: GoodsPick[];
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'yunying01', 'kefu01']);
  goods = await k.plainGoods(5);
});
afterAll(() => k?.close());

const hours = (n: number) => new Date(Date.now() + n * 3600 * 1000).toISOString();
const yuan = (fen: number) => (fen / 100).toFixed(2);

async function fullReduction(name: string, goodsIds: number[], from: number, to: number, amount = '100.00') {
  const res = await k.post(
    '/api/operator/full_reductions',
    {
      name,
      tiers: [{ amount, reduction: '5.00' }],
      starts_at: hours(from),
      ends_at: hours(to),
      goods_ids: goodsIds,
    },
    'yunying01',
  );
  return res;
}
const listed = async (id: number) =>
  (await k.get('/api/operator/full_reductions', 'yunying01')).body.data.find(
    (a: { id: number }) => a.id === id,
  );

describe('满减: overlap, names, end and delete', () => {
  it('lists the goods of an activity by name and refuses an overlapping one for the same goods', async () => {
    const first = await fullReduction('周末满减', [goods[0]!.id], -1, 48);
    expect(first.status).toBe(200);
    expect((await listed(first.body.data.id)).goods).toEqual([
      expect.objectContaining({ id: goods[0]!.id, name: goods[0]!.name }),
    ]);

    const clash = await fullReduction('重叠满减', [goods[0]!.id, goods[1]!.id], 24, 72);
    expect([clash.status, clash.body.msg]).toEqual([
      422,
      `商品${goods[0]!.id}在同一时段已参加满减活动「周末满减」，同一商品同一时段只能参加一个满减活动`,
    ]);
    expect(clash.body.errors.goods_ids).toBeDefined();
    const count = await k.rows(`select count(*)::int as n from full_reductions where name = '重叠满减'`);
    expect(count[0]!.n).toBe(0);
    // After the first one ends, the same goods may join another activity.
    expect((await fullReduction('下周满减', [goods[0]!.id], 48, 96)).status).toBe(200);
    // Editing an activity does not clash with itself.
    const edited = await k.post(
      `/api/operator/full_reductions/${first.body.data.id}`,
      {
        name: '周末满减',
        tiers: [{ amount: '100.00', reduction: '5.00' }],
        starts_at: hours(-1),
        ends_at: hours(47),
        goods_ids: [goods[0]!.id],
      },
      'yunying01',
    );
    expect(edited.status).toBe(200);
  });

  it('ends a running activity now, refuses to end one not started, and deletes one nobody ordered under', async () => {
    const running = await fullReduction('限时满减', [goods[2]!.id], -2, 24);
    const id = running.body.data.id;
    const ended = await k.post(`/api/operator/full_reductions/${id}/end`, {}, 'yunying01');
    expect(ended.status).toBe(200);
    const after = await listed(id);
    expect(after.state).toBe('ended');
    expect(Math.abs(Date.parse(after.ends_at) - Date.now())).toBeLessThan(60_000);
    const again = await k.post(`/api/operator/full_reductions/${id}/end`, {}, 'yunying01');
    expect([again.status, again.body.msg]).toEqual([422, '活动已经结束']);

    const upcoming = await fullReduction('下月满减', [goods[2]!.id], 24 * 30, 24 * 31);
    const early = await k.post(`/api/operator/full_reductions/${upcoming.body.data.id}/end`, {}, 'yunying01');
    expect([early.status, early.body.msg]).toEqual([422, '活动尚未开始，如不再需要请直接删除或修改时间']);
    const removed = await k.post(
      `/api/operator/full_reductions/${upcoming.body.data.id}/delete`,
      {},
      'yunying01',
    );
    expect(removed.status).toBe(200);
    expect(await listed(upcoming.body.data.id)).toBeUndefined();
    const audit = await k.rows(
      `select summary from audit_log where entity = 'full_reduction' and entity_id = '${upcoming.body.data.id}' order by id`,
    );
    expect(audit.map((a) => a.summary)).toEqual([
      '新增满减活动：下月满减',
      `删除满减活动：${upcoming.body.data.id}`,
    ]);
    const missing = await k.post('/api/operator/full_reductions/99999999/delete', {}, 'yunying01');
    expect(missing.status).toBe(404);
    expect((await k.post(`/api/operator/full_reductions/${id}/end`, {}, 'kefu01')).status).toBe(403);
  });

  it('refuses to delete an activity an order got its 满减 from, and keeps it', async () => {
    const g = goods[3]!;
    const res = await fullReduction('已下单满减', [g.id], -1, 24, yuan(g.base_price * g.middle_pack));
    await k.clearCart('yaodian01');
    const order = await k.order(
      'yaodian01',
      await k.add('yaodian01', [{ goods_id: g.id, number: g.middle_pack * 2 }]),
    );
    expect(order.status).toBe(200);
    const refused = await k.post(`/api/operator/full_reductions/${res.body.data.id}/delete`, {}, 'yunying01');
    expect([refused.status, refused.body.msg]).toEqual([
      422,
      '已有订单享受了该满减活动，不能删除；如需停止请点“结束”',
    ]);
    expect(await listed(res.body.data.id)).toBeDefined();
    expect(
      (await k.post(`/api/operator/full_reductions/${res.body.data.id}/end`, {}, 'yunying01')).status,
    ).toBe(200);
  });

  it('the preview tells how much more buys the next tier', async () => {
    const g = goods[4]!;
    await k.post(
      '/api/operator/full_reductions',
      {
        name: '阶梯满减',
        tiers: [
          { amount: yuan(g.base_price * 2), reduction: '1.00' },
          { amount: yuan(g.base_price * 100), reduction: '9.00' },
        ],
        starts_at: hours(-1),
        ends_at: hours(24),
        goods_ids: [g.id],
      },
      'yunying01',
    );
    const preview = await k.post(
      '/api/operator/promotions/preview',
      { username: 'yaodian01', lines: [{ goods_id: g.id, number: g.middle_pack * 2 }] },
      'yunying01',
    );
    const eligible = g.base_price * g.middle_pack * 2;
    expect(preview.body.data.activities).toEqual([
      {
        name: '阶梯满减',
        eligible: yuan(eligible),
        reduction: '1.00',
        hint: `再买¥${yuan(g.base_price * 100 - eligible)}可减¥9.00`,
      },
    ]);
  });
});

describe('秒杀 and 每日特价: end and delete', () => {
  it('ends a running price, deletes an unused one, and refuses to delete one bought at', async () => {
    const g = goods[1]!;
    const offer = (from: number, to: number) =>
      k.post(
        '/api/operator/activity_prices',
        {
          kind: 'daily',
          goods_id: g.id,
          price: yuan(Math.floor(g.base_price * 0.8)),
          starts_at: hours(from),
          ends_at: hours(to),
        },
        'yunying01',
      );
    const running = (await offer(-1, 5)).body.data.id;
    await k.clearCart('yaodian01');
    const lines = await k.add('yaodian01', [
      { goods_id: g.id, number: g.middle_pack, type: 1, ck_id: running },
    ]);
    expect((await k.order('yaodian01', lines)).status).toBe(200);
    const refused = await k.post(`/api/operator/activity_prices/${running}/delete`, {}, 'yunying01');
    expect([refused.status, refused.body.msg]).toEqual([
      422,
      '已有订单以该活动价购买，不能删除；如需停止请点“结束”',
    ]);
    expect((await k.post(`/api/operator/activity_prices/${running}/end`, {}, 'yunying01')).status).toBe(200);
    const views = (await k.get('/api/operator/activity_prices?kind=daily', 'yunying01')).body.data;
    expect(views.find((o: { id: number }) => o.id === running).state).toBe('ended');

    const unused = (await offer(24, 48)).body.data.id;
    expect((await k.post(`/api/operator/activity_prices/${unused}/delete`, {}, 'yunying01')).status).toBe(
      200,
    );
    expect(await k.rows(`select id from activity_prices where id = ${unused}`)).toEqual([]);
  });
});
