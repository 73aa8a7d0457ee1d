import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type GoodsPick, type Kit } from '../../test/commerce-test-kit';

let k: Kit;
let goods: GoodsPick[];
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'yunying01', 'kefu01']);
  goods = await k.plainGoods(2);
});
afterAll(() => k?.close());

const hours = (n: number) => new Date(Date.now() + n * 3600 * 1000).toISOString();
const yuan = (fen: number) => (fen / 100).toFixed(2);

describe('满减 activities', () => {
  it('an upcoming activity changes nothing now and reduces the sample cart once it runs', async () => {
    const threshold = goods[0]!.base_price * 10;
    const res = await k.post(
      '/api/operator/full_reductions',
      {
        name: '冬季备货满减',
        tiers: [{ amount: yuan(threshold), reduction: '20.00' }],
        starts_at: hours(24),
        ends_at: hours(24 * 8),
        goods_ids: goods.map((g) => g.id),
      },
      'yunying01',
    );
    expect(res.status).toBe(200);
    const listed = (await k.get('/api/operator/full_reductions', 'yunying01')).body.data.find(
      (a: { id: number }) => a.id === res.body.data.id,
    );
    expect(listed).toMatchObject({
      state: 'upcoming',
      state_name: '未开始',
      goods_ids: goods.map((g) => g.id).sort((a, b) => a - b),
    });

    const sample = { username: 'yaodian01', lines: [{ goods_id: goods[0]!.id, number: 10 }] };
    const now = await k.post('/api/operator/promotions/preview', sample, 'yunying01');
    expect(now.status).toBe(200);
    expect(now.body.data.manjian_amount).toBe('0.00');
    const later = await k.post('/api/operator/promotions/preview', { ...sample, at: hours(48) }, 'yunying01');
    expect(later.body.data.manjian_amount).toBe('20.00');
    expect(later.body.data.activities).toEqual([
      { name: '冬季备货满减', eligible: yuan(threshold), reduction: '20.00', hint: '' },
    ]);
    expect(Number(later.body.data.payable)).toBeCloseTo(Number(now.body.data.payable) - 20, 2);
  });

  it('a running activity is what the storefront lists', async () => {
    const res = await k.post(
      '/api/operator/full_reductions',
      {
        name: '即时满减',
        tiers: [{ amount: '500.00', reduction: '30.00' }],
        starts_at: hours(-1),
        ends_at: hours(23),
        goods_ids: [goods[1]!.id],
      },
      'yunying01',
    );
    expect(res.status).toBe(200);
    const storefront = await k.get('/api/activity/manjian');
    expect(JSON.stringify(storefront.body.data)).toContain('即时满减');
  });

  it.each([
    [{ tiers: [{ amount: '100.00', reduction: '100.00' }] }, '减免金额必须小于门槛金额'],
    [{ starts_at: hours(5), ends_at: hours(1) }, '结束时间必须晚于开始时间'],
    [{ goods_ids: [99999999] }, '商品99999999不存在'],
    [{ goods_ids: [] }, '请选择活动商品'],
    [{ starts_at: '明天' }, '开始时间格式不正确'],
  ])('refuses %j with 422', async (change, msg) => {
    const body = {
      name: '坏活动',
      tiers: [{ amount: '100.00', reduction: '10.00' }],
      starts_at: hours(1),
      ends_at: hours(2),
      goods_ids: [goods[0]!.id],
      ...change,
    };
    const res = await k.post('/api/operator/full_reductions', body, 'yunying01');
    expect([res.status, res.body.msg]).toEqual([422, msg]);
  });
});

describe('秒杀 and 每日特价', () => {
  it('a spike price is what a 秒杀 line costs in the sample cart', async () => {
    const g = goods[0]!;
    const price = yuan(Math.floor(g.base_price * 0.7));
    const res = await k.post(
      '/api/operator/activity_prices',
      { kind: 'spike', goods_id: g.id, price, limit_per_member: 5, starts_at: hours(-1), ends_at: hours(3) },
      'yunying01',
    );
    expect(res.status).toBe(200);
    const preview = await k.post(
      '/api/operator/promotions/preview',
      {
        username: 'yaodian01',
        lines: [{ goods_id: g.id, number: g.middle_pack, type: 1, ref_id: res.body.data.id }],
      },
      'yunying01',
    );
    expect(preview.body.data.lines[0]).toMatchObject({ unit_price: price, refusal: '' });
    const listed = await k.get('/api/operator/activity_prices?kind=spike', 'yunying01');
    expect(listed.body.data.find((o: { id: number }) => o.id === res.body.data.id)).toMatchObject({
      kind_name: '秒杀',
      state: 'running',
    });
  });

  it('refuses a price at or above the goods’ own, and is not for customer service', async () => {
    const g = goods[0]!;
    const res = await k.post(
      '/api/operator/activity_prices',
      { kind: 'daily', goods_id: g.id, price: yuan(g.base_price), starts_at: hours(1), ends_at: hours(5) },
      'yunying01',
    );
    expect([res.status, res.body.msg]).toEqual([422, '活动价必须低于商品供货价']);
    expect((await k.get('/api/operator/activity_prices', 'kefu01')).status).toBe(403);
    const unknown = await k.post(
      '/api/operator/promotions/preview',
      { username: 'nobody', lines: [{ goods_id: g.id, number: 1 }] },
      'yunying01',
    );
    expect([unknown.status, unknown.body.msg]).toEqual([422, '会员不存在']);
  });
});
