import { formatYuan } from '@yaocai/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCommerceApp, newKey, type GoodsPick, type Kit, type Row } from '../../test/commerce-test-kit';

let k: Kit;
let goods: GoodsPick[];
beforeAll(async () => {
  k = await createCommerceApp();
  goods = await k.plainGoods(4);
});
afterAll(() => k?.close());
beforeEach(() => k.clearCart('yaodian01'));

const money = async (user = 'yaodian01') => (await k.get('/api/user/user_money', user)).body.data;

describe('checkout preview', () => {
  it('shows lines with batches, amounts, addresses, discounts and payment methods', async () => {
    const ids = await k.add('yaodian01', [{ goods_id: goods[0]!.id, number: 10 }]);
    const { body } = await k.post('/api/cart/checkout', { ids }, 'yaodian01');
    const d = body.data;
    expect(d.lines[0].batches.reduce((s: number, b: Row) => s + b.number, 0)).toBe(10);
    expect(d.lines[0].batches[0]).toHaveProperty('expires_on');
    expect(d.amounts.goods_amount).toBe(formatYuan(goods[0]!.base_price * 10));
    expect(d.addresses.length).toBeGreaterThan(0);
    expect(d.payment_methods.map((m: Row) => m.method)).toEqual(['balance', 'credit', 'online']);
    expect(d.invoice.types).toHaveLength(2);
    expect(d.can_submit).toBe(1);
    expect(Array.isArray(d.coupons)).toBe(true);
  });
});

describe('creating an order', () => {
  it('takes stock, empties the cart lines, keeps the GSP record; the same key twice is one order', async () => {
    const g = goods[0]!;
    const before = await k.stockOf(g.id);
    const ids = await k.add('yaodian01', [{ goods_id: g.id, number: 6 }]);
    const key = newKey();
    const payload = {
      ids,
      address_id: await k.addressOf('yaodian01'),
      invoice_type: 1,
      idempotency_key: key,
    };
    const first = await k.post('/api/order/create', payload, 'yaodian01');
    expect(first.status).toBe(200);
    const second = await k.post('/api/order/create', payload, 'yaodian01');
    expect(second.body.data.order_id).toBe(first.body.data.order_id);
    expect(await k.rows(`select id from orders where idempotency_key = '${key}'`)).toHaveLength(1);
    expect(await k.stockOf(g.id)).toBe(before - 6);
    expect((await k.get('/api/cart/list', 'yaodian01')).body.data.data).toEqual([]);
    const [line] = await k.rows(`select * from order_lines where order_id = ${first.body.data.order_id}`);
    for (const field of [
      'goods_name',
      'spec',
      'manufacturer',
      'batch_no',
      'expires_on',
      'produced_on',
      'unit',
    ]) {
      expect(line[field]).toBeTruthy();
    }
    expect(line).toMatchObject({ quantity: 6, unit_price: g.base_price, amount: g.base_price * 6 });
  });

  it('reports a price changed since the cart was shown before placing the order', async () => {
    const g = goods[1]!;
    const ids = await k.add('yaodian01', [{ goods_id: g.id, number: 2 }]);
    await k.rows(`update goods set base_price = base_price + 100 where id = ${g.id}`);
    try {
      const cart = (await k.get('/api/cart/list', 'yaodian01')).body.data;
      expect(cart.data[0].price_changed).toEqual({
        from: formatYuan(g.base_price),
        to: formatYuan(g.base_price + 100),
      });
      const refused = await k.order('yaodian01', ids);
      expect(refused.status).toBe(409);
      expect(refused.body.msg).toContain('价格有变动');
      const preview = (await k.post('/api/cart/checkout', { ids }, 'yaodian01')).body.data;
      expect(preview.price_changes[0]).toMatchObject({
        from: formatYuan(g.base_price),
        to: formatYuan(g.base_price + 100),
      });
      const placed = await k.order('yaodian01', ids);
      expect(placed.status).toBe(200);
      expect(placed.body.data.payable_amount).toBe(formatYuan((g.base_price + 100) * 2 + 1500));
    } finally {
      await k.rows(`update goods set base_price = base_price - 100 where id = ${g.id}`);
    }
  });

  it('pays from the balance and lists, finds and shows the order', async () => {
    const g = goods[2]!;
    const ids = await k.add('yaodian01', [{ goods_id: g.id, number: 3 }]);
    const balance = (await money()).balance;
    const created = await k.order('yaodian01', ids, { pay_method: 'balance', remark: '请尽快发货' });
    expect(created.body.data).toMatchObject({
      status: 'to_ship',
      pay: { status: 'paid', pay_method: 'balance' },
    });
    const paid = Number(created.body.data.payable_amount.replace('.', ''));
    expect(Number((await money()).balance.replace('.', ''))).toBe(Number(balance.replace('.', '')) - paid);
    const id = created.body.data.order_id;
    const [line] = await k.rows(`select batch_no from order_lines where order_id = ${id}`);
    for (const keyword of [line.batch_no, g.name, created.body.data.order_no]) {
      const found = (await k.get(`/api/order/list?keyword=${encodeURIComponent(keyword)}`, 'yaodian01')).body
        .data;
      expect(found.list.map((o: Row) => o.id)).toContain(id);
    }
    const tab = (await k.get('/api/order/list?status=to_ship', 'yaodian01')).body.data;
    expect(tab.list.every((o: Row) => o.status === 'to_ship')).toBe(true);
    expect(tab.counts.to_ship).toBe(tab.total);
    const detail = (await k.get(`/api/order/${id}`, 'yaodian01')).body.data;
    expect(detail).toMatchObject({
      status: 'to_ship',
      status_name: '待发货',
      remark: '请尽快发货',
      pay_method: 'balance',
    });
    expect(detail.lines[0]).toMatchObject({ batch_no: line.batch_no, quantity: 3 });
    expect(detail.actions).toEqual(['after_sale', 'rebuy']);
    expect(detail.timeline.map((e: Row) => e.kind)).toEqual(['paid', 'created']);
  });

  it('answers 404 for another member’s order and 403 for a buyer’s operator call', async () => {
    const ids = await k.add('yaodian01', [{ goods_id: goods[3]!.id, number: 1 }]);
    const id = (await k.order('yaodian01', ids)).body.data.order_id;
    for (const [method, url] of [
      ['GET', `/api/order/${id}`],
      ['GET', `/api/order/${id}/logistics`],
      ['POST', `/api/order/${id}/cancel`],
      ['POST', `/api/order/${id}/rebuy`],
    ]) {
      const res = await k.app.inject({
        method: method as 'GET',
        url,
        headers: { cookie: k.cookies.zhensuo01! },
      });
      expect(res.statusCode).toBe(404);
    }
    expect((await k.post(`/api/pay/${id}`, { method: 'balance' }, 'zhensuo01')).status).toBe(404);
    const ship = await k.post(
      `/api/operator/order/${id}/ship`,
      { logistics_company: '顺丰速运', logistics_no: 'SF1234567' },
      'yaodian01',
    );
    expect(ship.status).toBe(403);
    expect((await k.get(`/api/order/${id}`, 'yaodian01')).body.data.status).toBe('unpaid');
  });
});

describe('cancelling', () => {
  it('returns stock, the coupon and the red packet when the buyer cancels', async () => {
    const g = goods[0]!;
    const ids = await k.add('yaodian01', [{ goods_id: g.id, number: 40 }]);
    const preview = (await k.post('/api/cart/checkout', { ids }, 'yaodian01')).body.data;
    const coupon = preview.coupons.find((c: Row) => c.usable === 1);
    expect(coupon).toBeDefined();
    const stock = await k.stockOf(g.id);
    const redPacket = (await money()).red_packet;
    const created = await k.order('yaodian01', ids, { coupon_id: coupon.id, red_packet: '5.00' });
    expect(created.status).toBe(200);
    const id = created.body.data.order_id;
    expect((await money()).red_packet).not.toBe(redPacket);
    expect(await k.stockOf(g.id)).toBe(stock - 40);
    expect((await k.rows(`select order_id from coupons where id = ${coupon.id}`))[0].order_id).toBe(id);
    const res = await k.post(`/api/order/${id}/cancel`, {}, 'yaodian01');
    expect(res.body.data.status).toBe('cancelled');
    expect(await k.stockOf(g.id)).toBe(stock);
    expect((await money()).red_packet).toBe(redPacket);
    expect((await k.rows(`select order_id from coupons where id = ${coupon.id}`))[0].order_id).toBeNull();
    expect((await k.post(`/api/order/${id}/cancel`, {}, 'yaodian01')).status).toBe(409);
  });

  it('cancels an unpaid order after 30 minutes, on read, giving the stock back', async () => {
    const g = goods[1]!;
    const stock = await k.stockOf(g.id);
    const ids = await k.add('yaodian01', [{ goods_id: g.id, number: 5 }]);
    const id = (await k.order('yaodian01', ids)).body.data.order_id;
    expect(await k.stockOf(g.id)).toBe(stock - 5);
    await k.rows(`update orders set expires_at = now() - interval '1 minute' where id = ${id}`);
    const detail = (await k.get(`/api/order/${id}`, 'yaodian01')).body.data;
    expect(detail).toMatchObject({ status: 'cancelled', cancel_reason: '超时未支付，系统自动取消' });
    expect(await k.stockOf(g.id)).toBe(stock);
    expect((await k.post(`/api/pay/${id}`, { method: 'balance' }, 'yaodian01')).status).toBe(409);
  });
});

describe('shipping, receipt of goods and buying again', () => {
  it('follows an order from payment to completion with a logistics timeline', async () => {
    const ids = await k.add('yaodian01', [{ goods_id: goods[2]!.id, number: 2 }]);
    const id = (await k.order('yaodian01', ids, { pay_method: 'balance' })).body.data.order_id;
    const ship = await k.post(
      `/api/operator/order/${id}/ship`,
      { logistics_company: '顺丰速运', logistics_no: 'SF1400000001' },
      'operator01',
    );
    expect(ship.body.data.status).toBe('shipped');
    const logistics = (await k.get(`/api/order/${id}/logistics`, 'yaodian01')).body.data;
    expect(logistics).toMatchObject({
      logistics_company: '顺丰速运',
      logistics_no: 'SF1400000001',
      status: 'shipped',
    });
    expect(logistics.timeline[0].text).toContain('SF1400000001');
    expect((await k.post(`/api/order/${id}/confirm`, {}, 'yaodian01')).body.data.status).toBe('completed');
    const again = await k.post(`/api/order/${id}/rebuy`, {}, 'yaodian01');
    expect(again.body.data.lines[0]).toMatchObject({ goods_id: goods[2]!.id, number: 2 });
  });
});
