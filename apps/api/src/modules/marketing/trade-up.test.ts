import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type GoodsPick, type Kit } from '../../test/commerce-test-kit';

let k: Kit;
let buy: GoodsPick;
let offered: GoodsPick;
let activityId: number;
let offerId: number;
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'yunying01', 'kefu01', 'operator01']);
  [buy, offered] = (await k.plainGoods(2)) as [GoodsPick, GoodsPick];
});
afterAll(() => k?.close());

const hours = (n: number) => new Date(Date.now() + n * 3600 * 1000).toISOString();
const yuan = (fen: number) => (fen / 100).toFixed(2);
const fen = (text: string) => Math.round(Number(text) * 100);
const special = () => Math.floor(offered.base_price / 2);
/** Three units of `buy` reach the threshold, two do not. */
const threshold = () => buy.base_price * 3;

const activity = (change: Record<string, unknown> = {}) => ({
  name: '满额超值换购',
  threshold: yuan(threshold()),
  starts_at: hours(-1),
  ends_at: hours(24),
  is_on: 1,
  goods: [{ goods_id: offered.id, price: yuan(special()), limit_per_order: 2 }],
  ...change,
});

const tradeUpLine = (number: number) => ({ goods_id: offered.id, number, type: 6, ck_id: offerId });
const balance = async () => fen((await k.get('/api/user/user_money', 'yaodian01')).body.data.balance);

describe('换购 in the console', () => {
  it('keeps members and customer service out', async () => {
    expect((await k.get('/api/operator/trade_ups', 'yaodian01')).status).toBe(403);
    expect((await k.get('/api/operator/trade_ups', 'kefu01')).status).toBe(403);
    expect((await k.post('/api/operator/trade_ups', activity(), 'kefu01')).status).toBe(403);
  });

  it.each([
    [{ name: ' ' }, 'name', '请填写活动名称'],
    [{ threshold: '0' }, 'threshold', '换购门槛应为0.01元到1亿元之间的金额'],
    [{ starts_at: hours(5), ends_at: hours(1) }, 'ends_at', '结束时间必须晚于开始时间'],
    [{ goods: [] }, 'goods', '请至少选择1种换购商品'],
  ])('refuses %j with a message on %s', async (change, field, message) => {
    const res = await k.post('/api/operator/trade_ups', activity(change), 'yunying01');
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toContain(message);
  });

  it('refuses a special price that is not below the normal price, and changes nothing', async () => {
    const res = await k.post(
      '/api/operator/trade_ups',
      activity({ goods: [{ goods_id: offered.id, price: yuan(offered.base_price), limit_per_order: 1 }] }),
      'yunying01',
    );
    expect(res.status).toBe(422);
    expect(res.body.msg).toContain('换购价必须低于商品原价');
    expect((await k.get('/api/operator/trade_ups', 'yunying01')).body.data).toEqual([]);
  });

  it('creates a running activity the list shows with its goods, and audits it', async () => {
    const res = await k.post('/api/operator/trade_ups', activity(), 'yunying01');
    expect(res.status).toBe(200);
    activityId = res.body.data.id;
    const [listed] = (await k.get('/api/operator/trade_ups', 'yunying01')).body.data;
    expect(listed).toMatchObject({
      id: activityId,
      threshold: yuan(threshold()),
      state: 'running',
      state_name: '进行中',
      sold: 0,
      goods: [{ goods_id: offered.id, price: yuan(special()), limit_per_order: 2 }],
    });
    offerId = listed.goods[0].id;
    const audit = await k.rows(`select summary from audit_log where entity = 'trade_up'`);
    expect(audit.map((a) => a.summary)).toContain('新增换购活动：满额超值换购');
  });

  it('shows 换购 on the offered goods', async () => {
    const detail = (await k.get(`/api/goods/detail/${offered.id}`, 'yaodian01')).body.data;
    expect(detail.tags.map((t: { name: string }) => t.name)).toContain('换购');
  });
});

describe('换购 in the cart and at checkout', () => {
  it('tells how much is missing and refuses the trade-up below the threshold', async () => {
    await k.clearCart('yaodian01');
    await k.add('yaodian01', [{ goods_id: buy.id, number: 2 }]);
    const [offer] = (await k.cartStore()).trade_ups;
    expect(offer).toMatchObject({
      id: activityId,
      reached: 0,
      missing: yuan(buy.base_price),
      hint: `还差${yuan(buy.base_price)}元，满${yuan(threshold())}元可换购`,
    });
    const res = await k.post('/api/cart', { params: [tradeUpLine(1)] }, 'yaodian01');
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe(
      `未满${yuan(threshold())}元（还差${yuan(buy.base_price)}元），不能换购${offered.name}`,
    );
  });

  it('prices the trade-up at its special price once reached, within its limit', async () => {
    await k.clearCart('yaodian01');
    await k.add('yaodian01', [{ goods_id: buy.id, number: 3 }]);
    const [offer] = (await k.cartStore()).trade_ups;
    expect(offer).toMatchObject({ reached: 1, hint: `已满${yuan(threshold())}元，可换购` });
    expect(offer!.goods[0]).toMatchObject({ id: offerId, price: yuan(special()), in_cart: 0 });

    const over = await k.post('/api/cart', { params: [tradeUpLine(3)] }, 'yaodian01');
    expect(over.status).toBe(422);
    expect(over.body.msg).toBe(`${offered.name}每单限换购2件`);

    await k.add('yaodian01', [tradeUpLine(1)]);
    const store = await k.cartStore();
    const line = store.data.find((l) => l.type === 6)!;
    expect(line).toMatchObject({ price: yuan(special()), amount: yuan(special()), is_buy: 1 });
    expect(store.totals.goods_amount).toBe(yuan(threshold() + special()));
    expect(store.trade_ups[0]!.goods[0]!.in_cart).toBe(1);
  });

  it('never lets two parallel adds take more than the limit', async () => {
    await k.clearCart('yaodian01');
    await k.add('yaodian01', [{ goods_id: buy.id, number: 3 }]);
    const answers = await Promise.all(
      [1, 2].map(() => k.post('/api/cart', { params: [tradeUpLine(2)] }, 'yaodian01')),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    const rows = await k.rows(
      `select number from cart_items where type = 6 and member_id = ${await k.memberId('yaodian01')}`,
    );
    expect(rows).toEqual([{ number: 2 }]);
  });

  it('refuses the order when the threshold is no longer met, and takes nothing', async () => {
    await k.clearCart('yaodian01');
    const [buyLine] = await k.add('yaodian01', [{ goods_id: buy.id, number: 3 }]);
    const [tradeLine] = await k.add('yaodian01', [tradeUpLine(1)]);
    const edited = await k.post(`/api/cart/${buyLine}/edit`, { params: { number: 2 } }, 'yaodian01');
    expect(edited.status).toBe(200);
    const stock = await k.stockOf(offered.id);
    const orders = (await k.rows(`select count(*)::int as n from orders`))[0]!.n;
    const res = await k.order('yaodian01', [buyLine!, tradeLine!]);
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe(
      `未满${yuan(threshold())}元（还差${yuan(buy.base_price)}元），不能换购${offered.name}`,
    );
    expect(await k.stockOf(offered.id)).toBe(stock);
    expect((await k.rows(`select count(*)::int as n from orders`))[0]!.n).toBe(orders);
  });

  it('places the order at the special price, takes the stock and refunds what each line was paid', async () => {
    await k.clearCart('yaodian01');
    const [buyLine] = await k.add('yaodian01', [{ goods_id: buy.id, number: 3 }]);
    const [tradeLine] = await k.add('yaodian01', [tradeUpLine(2)]);
    const stock = await k.stockOf(offered.id);
    const before = await balance();
    const created = await k.order('yaodian01', [buyLine!, tradeLine!], { pay_method: 'balance' });
    expect(created.status).toBe(200);
    const orderId = created.body.data.order_id as number;
    expect(await k.stockOf(offered.id)).toBe(stock - 2);
    const lines = await k.rows(
      `select id, line_type, ref_id, unit_price, quantity, paid_amount from order_lines
       where order_id = ${orderId} and not is_gift order by line_type`,
    );
    expect(lines.map((l) => [l.line_type, Number(l.unit_price), l.quantity])).toEqual([
      [0, buy.base_price, 3],
      [6, special(), 2],
    ]);
    expect(lines[1]!.ref_id).toBe(offerId);
    const paid = await balance();
    const [order] = await k.rows(`select payable_amount from orders where id = ${orderId}`);
    expect(before - paid).toBe(Number(order!.payable_amount));
    expect((await k.get('/api/operator/trade_ups', 'yunying01')).body.data[0].sold).toBe(2);

    // Refunding the goods that reached the threshold gives back what they were paid; like 满减, the
    // trade-up line keeps the price it was bought at (docs/refund-policy.md).
    const refund = async (lineId: number, quantity: number) => {
      const sale = await k.post(
        '/api/after_sale',
        {
          order_id: orderId,
          kind: 'refund_only',
          reason: '不想要了',
          lines: [{ order_line_id: lineId, quantity }],
        },
        'yaodian01',
      );
      expect(sale.status).toBe(200);
      const id = sale.body.data.id as number;
      expect((await k.post(`/api/operator/after_sale/${id}/approve`, {}, 'operator01')).status).toBe(200);
      expect((await k.post(`/api/operator/after_sale/${id}/refund`, {}, 'operator01')).status).toBe(200);
    };
    await refund(lines[0]!.id, 3);
    expect((await balance()) - paid).toBe(Number(lines[0]!.paid_amount));
    const kept = await k.rows(`select unit_price, paid_amount from order_lines where id = ${lines[1]!.id}`);
    expect(Number(kept[0]!.paid_amount)).toBe(Number(lines[1]!.paid_amount));

    await refund(lines[1]!.id, 1);
    expect((await balance()) - paid).toBe(Number(lines[0]!.paid_amount) + special());
  });
});
