import { pointsForFen } from '@yaocai/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type GoodsPick, type Kit, type Row } from '../../test/commerce-test-kit';
import { rewardCompletedOrder } from './order-rewards.service';

let k: Kit;
let goods: GoodsPick[];
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'zhensuo01', 'operator01']);
  goods = await k.plainGoods(6);
});
afterAll(() => k?.close());

const points = async (user = 'yaodian01') => (await k.get('/api/user/base', user)).body.data.points as number;

async function ledgerOf(orderId: number) {
  return k.rows(
    `select kind, amount, note from points_ledger where order_id = ${orderId} and kind in ('earn', 'reverse') order by id`,
  );
}

/** A paid and shipped order of `number` units of one goods for `user`; returns the order id and its line. */
async function shippedOrder(goodsIndex: number, number = 7, user = 'yaodian01') {
  await k.clearCart(user);
  const ids = await k.add(user, [{ goods_id: goods[goodsIndex]!.id, number }]);
  const created = await k.order(user, ids, { red_packet: '1.00', pay_method: 'balance' });
  expect(created.status).toBe(200);
  const id = created.body.data.order_id as number;
  const shipped = await k.post(
    `/api/operator/order/${id}/ship`,
    { logistics_company: '顺丰速运', logistics_no: `SF${id}0000123` },
    'operator01',
  );
  expect(shipped.status).toBe(200);
  const [line] = await k.rows(`select * from order_lines where order_id = ${id} and not is_gift`);
  return { id, line: line as Row };
}

async function refund(orderId: number, lineId: number, quantity: number, user = 'yaodian01') {
  const sale = await k.post(
    '/api/after_sale',
    {
      order_id: orderId,
      kind: 'return_refund',
      reason: '外包装破损',
      lines: [{ order_line_id: lineId, quantity }],
    },
    user,
  );
  expect(sale.status).toBe(200);
  const id = sale.body.data.id as number;
  for (const step of ['approve', 'received', 'refund'])
    expect((await k.post(`/api/operator/after_sale/${id}/${step}`, {}, 'operator01')).status).toBe(200);
  return id;
}

/** Paid money of a line's refunds so far (what the rule counts). */
async function refundedMoney(lineId: number) {
  const [row] = await k.rows(
    `select coalesce(sum(amount), 0)::int as n from after_sale_refunds where order_line_id = ${lineId} and destination not in ('red_packet', 'cash_voucher')`,
  );
  return Number(row!.n);
}

describe('points earned by orders', () => {
  it('are credited once when the member confirms receipt, on the paid money at the configured rate', async () => {
    const { id, line } = await shippedOrder(0);
    const before = await points();
    expect(await ledgerOf(id)).toEqual([]);
    expect((await k.post(`/api/order/${id}/confirm`, {}, 'yaodian01')).status).toBe(200);
    const earned = pointsForFen(line.paid_amount, 1);
    expect(earned).toBeGreaterThan(0);
    expect(await ledgerOf(id)).toEqual([expect.objectContaining({ kind: 'earn', amount: earned })]);
    expect(await points()).toBe(before + earned);

    // A second confirmation is refused, and completing again earns nothing more.
    expect((await k.post(`/api/order/${id}/confirm`, {}, 'yaodian01')).status).toBe(409);
    await k.db.transaction((tx) => rewardCompletedOrder(tx, id));
    expect((await ledgerOf(id)).length).toBe(1);

    const log = (await k.get('/api/points/log?type=earn', 'yaodian01')).body.data;
    expect(log.list[0]).toMatchObject({ kind_name: '下单获得', amount: earned, link: `/order/info/${id}` });
    const [order] = await k.rows(`select order_no from orders where id = ${id}`);
    expect(log.list[0].order_no).toBe(order!.order_no);
  });

  it('follows points_rate from the site configuration', async () => {
    await k.rows(`update site_config set value = '3' where key = 'points_rate'`);
    try {
      const { id, line } = await shippedOrder(1);
      await k.post(`/api/order/${id}/confirm`, {}, 'yaodian01');
      expect((await ledgerOf(id))[0]!.amount).toBe(pointsForFen(line.paid_amount, 3));
    } finally {
      await k.rows(`update site_config set value = '1' where key = 'points_rate'`);
    }
  });

  it('are taken back by refunds line by line, never more than earned in all', async () => {
    const { id, line } = await shippedOrder(2);
    await k.post(`/api/order/${id}/confirm`, {}, 'yaodian01');
    const earned = pointsForFen(line.paid_amount, 1);
    const before = await points();

    const first = await refund(id, line.id, 3);
    const afterFirst = await refundedMoney(line.id);
    const firstBack = earned - (pointsForFen(line.paid_amount, 1) - pointsForFen(afterFirst, 1));
    const entries = await ledgerOf(id);
    expect(entries[1]).toMatchObject({ kind: 'reverse', amount: -firstBack });
    expect(await points()).toBe(before - firstBack);
    const [row] = await k.rows(
      `select after_sale_id from points_ledger where order_id = ${id} and kind = 'reverse'`,
    );
    expect(row!.after_sale_id).toBe(first);

    await refund(id, line.id, 4);
    const all = await ledgerOf(id);
    expect(all.reduce((sum, e) => sum + Number(e.amount), 0)).toBe(0);
    expect(await points()).toBe(before - earned);
    const log = (await k.get('/api/points/log?type=reverse', 'yaodian01')).body.data;
    expect(log.list[0]).toMatchObject({ kind_name: '退款扣回', link: `/order/info/${id}` });
  });

  it('nets refunds made before completion out of what the order earns', async () => {
    const { id, line } = await shippedOrder(3);
    await refund(id, line.id, 2);
    const refunded = await refundedMoney(line.id);
    await k.post(`/api/order/${id}/confirm`, {}, 'yaodian01');
    const expected = pointsForFen(line.paid_amount, 1) - pointsForFen(refunded, 1);
    expect(await ledgerOf(id)).toEqual([expect.objectContaining({ kind: 'earn', amount: expected })]);
  });

  it('takes back only what the member still holds when the points were spent', async () => {
    const { id, line } = await shippedOrder(4, 7, 'zhensuo01');
    await k.post(`/api/order/${id}/confirm`, {}, 'zhensuo01');
    const earned = pointsForFen(line.paid_amount, 1);
    // Spend all but 3 points on a made-up exchange entry, through the ledger like the mall does.
    const held = await points('zhensuo01');
    const memberId = await k.memberId('zhensuo01');
    await k.rows(`update members set points = 3 where id = ${memberId}`);
    await k.rows(
      `insert into points_ledger (member_id, amount, kind, note) values (${memberId}, ${3 - held}, 'exchange', 'test spend')`,
    );
    await refund(id, line.id, 7, 'zhensuo01');
    const entries = await ledgerOf(id);
    expect(entries[1]).toMatchObject({ kind: 'reverse', amount: -3 });
    expect(entries[1]!.note).toContain(`应扣回${earned}`);
    expect(await points('zhensuo01')).toBe(0);
    const [sum] = await k.rows(
      `select coalesce(sum(amount), 0)::int as n from points_ledger where member_id = ${memberId}`,
    );
    expect(sum!.n).toBe(0);
  });
});
