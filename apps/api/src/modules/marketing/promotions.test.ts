import { formatYuan } from '@yaocai/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCommerceApp, type Kit, type Row } from '../../test/commerce-test-kit';

let k: Kit;
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01']);
});
afterAll(() => k?.close());
beforeEach(() => k.clearCart('yaodian01'));

const cart = (filter = '') => k.cartStore('yaodian01', filter);
const buyable = `g.on_sale and g.type = 0 and not g.is_controlled and g.can_split
  and g.scope_class in ('化学药制剂', '中成药', '抗生素制剂', '中药饮片', '生物制品', '第二类医疗器械', '第三类医疗器械')
  and (select coalesce(sum(b.stock), 0) from goods_batches b where b.goods_id = g.id and b.expires_on > current_date) >= 300
  and not exists (select 1 from activity_prices a where a.goods_id = g.id)
  and not exists (select 1 from gift_rules r where r.goods_id = g.id)`;

describe('满减', () => {
  it('lists tiers reached first and splits the reduction over the lines exactly', async () => {
    const picks =
      await k.rows(`select g.id, g.base_price from goods g join full_reduction_goods f on f.goods_id = g.id
      join full_reductions a on a.id = f.activity_id where a.name = '满减专场' and g.with_coupon = 1 and g.is_free_shipping = 0
      and not exists (select 1 from ladder_prices l where l.goods_id = g.id) and ${buyable} order by g.id limit 2`);
    const lines = picks.map((g: Row) => ({ goods_id: g.id, number: Math.ceil(30_000 / g.base_price) }));
    const ids = await k.add('yaodian01', lines);
    const data = await cart();
    const total = data.data.reduce((s: number, i: Row) => s + Math.round(Number(i.amount) * 100), 0);
    expect(total).toBeGreaterThanOrEqual(50_000);
    const statuses = data.activity_data.manjians.map((m: Row) => m.status);
    expect(statuses).toEqual([...statuses].sort((a: number, b: number) => b - a));
    expect(data.activity_data.manjians[0]).toMatchObject({ name: '满减专场', status: 1 });
    const reduction = Math.round(Number(data.activity_data.activities[0].reduction) * 100);
    const shares = data.data.reduce(
      (s: number, i: Row) => s + Math.round(Number(i.goods_manjian_amount) * 100),
      0,
    );
    expect(shares).toBe(reduction);
    expect(data.totals.manjian_amount).toBe(formatYuan(reduction));
    const hint = (await k.post(`/api/cart/next_hint?goods_id=${picks[0].id}&number=1`, {}, 'yaodian01')).body
      .data;
    expect(hint.manjian).toMatchObject({ name: '满减专场' });
    await k.post('/api/cart/batch_select', { ids: [ids[1]], is_selected: 0 }, 'yaodian01');
    const after = await cart();
    expect(Math.round(Number(after.activity_data.activities[0].eligible_amount) * 100)).toBeLessThan(total);
    expect((await cart('?filter=4')).data).toHaveLength(2);
    const order = await k.order('yaodian01', ids);
    const [sum] = await k.rows(
      `select sum(manjian_share)::int as n from order_lines where order_id = ${order.body.data.order_id}`,
    );
    expect(sum.n).toBe(reduction);
  });
});

describe('gifts, combinations, flash sales and free shipping', () => {
  it('earns 买N赠M gifts and puts them in the order at no cost', async () => {
    const [rule] =
      await k.rows(`select r.goods_id, r.buy_number, r.gift_number from gift_rules r join goods g on g.id = r.goods_id
      where r.gift_goods_id is null and g.can_split order by r.id limit 1`);
    const ids = await k.add('yaodian01', [{ goods_id: rule.goods_id, number: rule.buy_number }]);
    const item = (await cart()).data[0];
    expect(item.gift_data).toMatchObject({ total: rule.gift_number, type: 1 });
    const id = (await k.order('yaodian01', ids)).body.data.order_id;
    const gifts = await k.rows(
      `select quantity, amount, is_gift from order_lines where order_id = ${id} and is_gift`,
    );
    expect(gifts).toEqual([{ quantity: rule.gift_number, amount: 0, is_gift: true }]);
  });

  it('sells a combination as one cart line and records each goods in the order', async () => {
    const items =
      await k.rows(`select c.id, i.goods_id, i.number, i.price from combinations c join combination_items i on i.combination_id = c.id
      where c.id = (select min(id) from combinations)`);
    const comboId = items[0].id;
    const price = items.reduce((s: number, i: Row) => s + i.price * i.number, 0);
    const ids = await k.add('yaodian01', [{ goods_id: 0, number: 2, type: 3, ck_id: comboId }]);
    const item = (await cart()).data[0];
    expect(item).toMatchObject({
      type: 3,
      price: formatYuan(price),
      amount: formatYuan(price * 2),
      goods: null,
    });
    expect(item.combination?.items).toHaveLength(items.length);
    const id = (await k.order('yaodian01', ids)).body.data.order_id;
    const lines = await k.rows(
      `select goods_id, sum(quantity)::int as q from order_lines where order_id = ${id} and line_type = 3 group by goods_id`,
    );
    expect(lines.length).toBe(items.length);
    for (const i of items) expect(lines.find((l: Row) => l.goods_id === i.goods_id)?.q).toBe(i.number * 2);
    const list = (await k.get('/api/activity/combinations', 'yaodian01')).body.data;
    expect(list[0]).toMatchObject({ id: comboId, price: formatYuan(price) });
  });

  it('prices a flash-sale line at the offer and holds the member to its limit', async () => {
    const [offer] =
      await k.rows(`select a.id, a.goods_id, a.price, a.limit_per_member from activity_prices a join goods g on g.id = a.goods_id
      where a.kind = 'spike' and a.limit_per_member between 2 and 9 and g.can_split and starts_at <= now() and ends_at > now()
      and not exists (select 1 from ladder_prices l where l.goods_id = a.goods_id and l.number <= a.limit_per_member) order by a.id limit 1`);
    const over = await k.post(
      '/api/cart',
      {
        params: [{ goods_id: offer.goods_id, number: offer.limit_per_member + 1, type: 1, ck_id: offer.id }],
      },
      'yaodian01',
    );
    expect(over.status).toBe(422);
    expect(over.body.msg).toContain(`限购${offer.limit_per_member}`);
    const ids = await k.add('yaodian01', [
      { goods_id: offer.goods_id, number: offer.limit_per_member, type: 1, ck_id: offer.id },
    ]);
    const item = (await cart('?filter=2')).data[0];
    expect(item).toMatchObject({ type: 1, price: formatYuan(offer.price), with_coupon: 0 });
    expect(item.activity).toMatchObject({ id: offer.id, limit: offer.limit_per_member });
    expect((await k.order('yaodian01', ids)).status).toBe(200);
    const again = await k.post(
      '/api/cart',
      { params: [{ goods_id: offer.goods_id, number: 1, type: 1, ck_id: offer.id }] },
      'yaodian01',
    );
    expect(again.status).toBe(422);
    expect(again.body.msg).toContain('您还可购买0件');
    expect(
      (
        await k.post(
          '/api/cart',
          { params: [{ goods_id: offer.goods_id, number: 1, type: 1, ck_id: 999999 }] },
          'yaodian01',
        )
      ).status,
    ).toBe(404);
  });

  it('ships a free-shipping line free from its free_shipping_number', async () => {
    const [g] =
      await k.rows(`select g.id, g.free_shipping_number, g.middle_pack from goods g where g.is_free_shipping = 1 and g.free_shipping_number > 0
      and ${buyable} order by g.id limit 1`);
    const [id] = await k.add('yaodian01', [{ goods_id: g.id, number: g.free_shipping_number }]);
    let data = await cart();
    expect(data.data[0].is_free_shipping).toBe(1);
    expect(data.shipping_data.shipping_amount).toBe('0.00');
    const less = g.free_shipping_number - g.middle_pack;
    if (less > 0) {
      await k.post(`/api/cart/${id}/edit`, { params: { number: less } }, 'yaodian01');
      data = await cart();
      expect(data.data[0].is_free_shipping).toBe(0);
      expect(data.shipping_data).toHaveProperty('no_trans_order_amount');
    }
  });
});
