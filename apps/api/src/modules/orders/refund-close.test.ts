import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payOnline } from '../../test/sandbox-test-kit';
import { createCommerceApp, type GoodsPick, type Kit, type Row } from '../../test/commerce-test-kit';

let k: Kit;
let goods: GoodsPick[];
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'operator01']);
  goods = await k.plainGoods(6);
});
afterAll(() => k?.close());

const fen = (yuan: string) => Math.round(Number(yuan) * 100);
const money = async () => {
  const data = (await k.get('/api/user/user_money', 'yaodian01')).body.data;
  return { balance: fen(data.balance), redPacket: fen(data.red_packet) };
};

/** A paid, unshipped order of 7 units with a red packet; returns its id, bought line and row. */
async function unshippedOrder(goodsIndex: number, method: 'balance' | 'online' = 'balance') {
  await k.clearCart('yaodian01');
  const ids = await k.add('yaodian01', [{ goods_id: goods[goodsIndex]!.id, number: 7 }]);
  const created = await k.order('yaodian01', ids, {
    red_packet: '3.33',
    pay_method: method === 'balance' ? 'balance' : undefined,
  });
  const id = created.body.data.order_id as number;
  if (method === 'online') await payOnline(k, id, k.cookies.yaodian01!);
  expect((await k.get(`/api/order/${id}`, 'yaodian01')).body.data.status).toBe('to_ship');
  const [line] = await k.rows(`select * from order_lines where order_id = ${id} and not is_gift`);
  const [order] = await k.rows(`select * from orders where id = ${id}`);
  return { id, line: line!, order: order! };
}

const refundOnly = async (orderId: number, lineId: number, quantity: number) =>
  (
    await k.post(
      '/api/after_sale',
      {
        order_id: orderId,
        kind: 'refund_only',
        reason: '不想要了',
        lines: [{ order_line_id: lineId, quantity }],
      },
      'yaodian01',
    )
  ).body.data.id as number;

async function approveAndRefund(saleId: number) {
  expect((await k.post(`/api/operator/after_sale/${saleId}/approve`, {}, 'operator01')).status).toBe(200);
  return k.post(`/api/operator/after_sale/${saleId}/refund`, {}, 'operator01');
}

const ship = (id: number) =>
  k.post(
    `/api/operator/order/${id}/ship`,
    { logistics_company: '顺丰速运', logistics_no: `SF${id}0001` },
    'operator01',
  );

describe('refunds before shipping', () => {
  it('closes an order refunded in full, gives everything back and refuses to ship it', async () => {
    const stock = await k.stockOf(goods[0]!.id);
    const before = await money();
    const { id, line, order } = await unshippedOrder(0);
    expect(await k.stockOf(goods[0]!.id)).toBe(stock - 7);
    const res = await approveAndRefund(await refundOnly(id, line.id, 7));
    expect(res.status).toBe(200);

    const detail = (await k.get(`/api/order/${id}`, 'yaodian01')).body.data;
    expect(detail.status).toBe('cancelled');
    const events = await k.rows(`select kind, text from order_events where order_id = ${id} order by id`);
    expect(events.at(-1)).toMatchObject({ kind: 'closed' });
    expect(events.at(-1)!.text).toContain('全部退款');

    const refused = await ship(id);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('订单商品已全部退款，无需发货');
    expect((await k.rows(`select status, shipped_at from orders where id = ${id}`))[0]).toEqual({
      status: 'cancelled',
      shipped_at: null,
    });
    // Goods, shipping and red packet all come back: the buyer is where they started.
    expect(await money()).toEqual(before);
    expect(order.red_packet_amount).toBe(333);
    expect(order.shipping_amount).toBeGreaterThan(0);
    expect(await k.stockOf(goods[0]!.id)).toBe(stock);
  });

  it('sends the whole online payment back, shipping included, when an online order is closed', async () => {
    const { id, line, order } = await unshippedOrder(4, 'online');
    const first = await approveAndRefund(await refundOnly(id, line.id, 2));
    expect(first.body.data).toMatchObject({ order_status: 'to_ship', shipping_refund: '0.00' });
    const last = await approveAndRefund(await refundOnly(id, line.id, 5));
    expect(last.body.data.order_status).toBe('cancelled');
    expect(fen(last.body.data.shipping_refund)).toBeGreaterThan(0);
    const [sent] = await k.rows(
      `select sum(r.amount)::int as n from payment_refunds r join payments p on p.id = r.payment_id where p.order_id = ${id}`,
    );
    expect(sent!.n).toBe(order.payable_amount);
  });

  it('parallel refunds of the last units close the order and give money back once', async () => {
    const before = await money();
    const { id, line } = await unshippedOrder(5);
    const first = await refundOnly(id, line.id, 3);
    const second = await refundOnly(id, line.id, 4);
    for (const sale of [first, second])
      expect((await k.post(`/api/operator/after_sale/${sale}/approve`, {}, 'operator01')).status).toBe(200);
    const results = await Promise.all(
      [first, second, first, second].map((sale) =>
        k.post(`/api/operator/after_sale/${sale}/refund`, {}, 'operator01'),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 409)).toHaveLength(2);
    expect(await money()).toEqual(before);
    const events = await k.rows(
      `select count(*)::int as n from order_events where order_id = ${id} and kind = 'closed'`,
    );
    expect(events).toEqual([{ n: 1 }]);
  });

  it('gives a closed flash-sale order its units back on the offer, so the buyer may buy them again', async () => {
    const [offer] = await k.rows(`select a.id, a.goods_id, a.limit_per_member, a.sold from activity_prices a
      join goods g on g.id = a.goods_id
      where a.kind = 'spike' and a.limit_per_member between 2 and 9 and g.can_split and g.type = 0
        and starts_at <= now() and ends_at > now() order by a.id limit 1`);
    await k.clearCart('yaodian01');
    const ids = await k.add('yaodian01', [
      { goods_id: offer!.goods_id, number: offer!.limit_per_member, type: 1, ck_id: offer!.id },
    ]);
    const created = await k.order('yaodian01', ids, { pay_method: 'balance' });
    expect(created.status).toBe(200);
    const id = created.body.data.order_id as number;
    const soldOf = async () =>
      (await k.rows(`select sold from activity_prices where id = ${offer!.id}`))[0]!.sold;
    expect(await soldOf()).toBe(offer!.sold + offer!.limit_per_member);
    const [line] = await k.rows(
      `select id, quantity from order_lines where order_id = ${id} and not is_gift`,
    );
    const res = await approveAndRefund(await refundOnly(id, line!.id, line!.quantity));
    expect(res.body.data.order_status).toBe('cancelled');
    expect(await soldOf()).toBe(offer!.sold);
    const again = await k.post(
      '/api/cart',
      { params: [{ goods_id: offer!.goods_id, number: offer!.limit_per_member, type: 1, ck_id: offer!.id }] },
      'yaodian01',
    );
    expect(again.status).toBe(200);
  });

  it('ships what remains after a partial refund, and only once', async () => {
    const { id, line } = await unshippedOrder(1);
    await approveAndRefund(await refundOnly(id, line.id, 3));
    expect((await k.get(`/api/order/${id}`, 'yaodian01')).body.data.status).toBe('to_ship');
    const shipped = await ship(id);
    expect(shipped.status).toBe(200);
    expect(shipped.body.data.status).toBe('shipped');
    expect((await ship(id)).status).toBe(409);
  });

  it('refuses to ship while every unit awaits a refund', async () => {
    const { id, line } = await unshippedOrder(2);
    await refundOnly(id, line.id, 7);
    const refused = await ship(id);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('订单商品均已申请退款，请先处理售后申请');
    expect((await k.get(`/api/order/${id}`, 'yaodian01')).body.data.status).toBe('to_ship');
  });

  it('never both ships and closes when the refund and the shipment race', async () => {
    const { id, line } = await unshippedOrder(3);
    const sale = await refundOnly(id, line.id, 7);
    expect((await k.post(`/api/operator/after_sale/${sale}/approve`, {}, 'operator01')).status).toBe(200);
    // The approved request blocks shipping; rejecting it would reopen the units, so race the refund
    // against a shipment that was let through by a stale read instead.
    const [refund, shipment] = await Promise.all([
      k.post(`/api/operator/after_sale/${sale}/refund`, {}, 'operator01'),
      ship(id),
    ]);
    expect(refund.status).toBe(200);
    expect(shipment.status).toBe(409);
    const [row] = await k.rows<Row>(`select status, shipped_at from orders where id = ${id}`);
    expect(row).toEqual({ status: 'cancelled', shipped_at: null });
  });
});
