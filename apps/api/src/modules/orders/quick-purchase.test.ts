import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type Kit, type Row } from '../../test/commerce-test-kit';

let k: Kit;
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'zhensuo01']);
});
afterAll(() => k?.close());

describe('quick purchase (/kjcg)', () => {
  it('lists goods bought before with their last price, date and counts', async () => {
    const { body } = await k.get('/api/user/fast_buy', 'yaodian01');
    expect(body.data.total).toBeGreaterThan(0);
    const item = body.data.list[0];
    expect(item).toMatchObject({ buy_count: expect.any(Number), total_number: expect.any(Number) });
    expect(item.last_price).toMatch(/^\d+\.\d{2}$/);
    expect(item.goods).toHaveProperty('name');
    const byCount = (await k.get('/api/user/fast_buy?order=count', 'yaodian01')).body.data.list;
    expect(byCount.map((i: Row) => i.buy_count)).toEqual(
      [...byCount.map((i: Row) => i.buy_count)].sort((a, b) => b - a),
    );
    expect((await k.get('/api/user/fast_buy?order=price', 'yaodian01')).status).toBe(422);
    expect((await k.get('/api/user/fast_buy', 'zhensuo01')).body.data.total).toBe(0);
  });

  it('shows the purchase history and adds goods from it to the cart', async () => {
    const history = (await k.get('/api/user/buy', 'yaodian01')).body.data;
    expect(history.list[0]).toHaveProperty('batch_no');
    const goodsId = history.list[0].goods_id;
    await k.clearCart('yaodian01');
    const res = await k.post('/api/user/buy', { params: [{ goods_id: goodsId, number: 1 }] }, 'yaodian01');
    expect(res.status).toBe(200);
    expect(res.body.data.lines.length + res.body.data.skipped.length).toBe(1);
  });
});
