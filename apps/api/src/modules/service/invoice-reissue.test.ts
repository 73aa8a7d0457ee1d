import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type GoodsPick, type Kit, type Row } from '../../test/commerce-test-kit';

let k: Kit;
let goods: GoodsPick[];
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'zhensuo01', 'operator01', 'cangku01', 'kefu01']);
  goods = await k.plainGoods(2);
});
afterAll(() => k?.close());

async function paidOrder(number = 6) {
  await k.clearCart('yaodian01');
  const ids = await k.add('yaodian01', [{ goods_id: goods[0]!.id, number }]);
  const created = await k.order('yaodian01', ids, { pay_method: 'balance' });
  return Number(created.body.data.order_id);
}
const invoicesOf = (orderId: number) =>
  k.rows(`select * from invoices where order_id = ${orderId} order by id`);
const body = {
  title: '郑州康民大药房有限公司',
  tax_number: '91410100MA44ABCD1X',
  reason: '抬头开错，更正后重开',
};

describe('冲红 and reissue', () => {
  it('voids the blue invoice with a red one and issues it again; the buyer sees all three', async () => {
    const orderId = await paidOrder();
    const [blue] = await invoicesOf(orderId);
    const res = await k.post(`/api/operator/invoices/${blue!.id}/reissue`, body, 'kefu01');
    expect(res.status).toBe(200);
    const rows = await invoicesOf(orderId);
    expect(rows.map((r) => r.kind)).toEqual(['blue', 'red', 'blue']);
    expect(rows[0]!.voided_at).not.toBeNull();
    expect(Number(rows[1]!.amount)).toBe(-Number(blue!.amount));
    expect(Number(rows[1]!.original_id)).toBe(Number(blue!.id));
    expect(rows[2]).toMatchObject({ title: body.title, tax_number: body.tax_number });
    expect(Number(rows[2]!.amount)).toBe(Number(blue!.amount));
    const mine = (await k.get(`/api/invoice/list`, 'yaodian01')).body.data.list.filter(
      (i: Row) => i.order_id === orderId,
    );
    expect(mine.map((i: Row) => `${i.kind}:${i.status}`).sort()).toEqual([
      'blue:issued',
      'blue:reversed',
      'red:issued',
    ]);
    // Twice: refused, nothing more issued.
    const again = await k.post(`/api/operator/invoices/${blue!.id}/reissue`, body, 'kefu01');
    expect(again.status).toBe(409);
    expect(await invoicesOf(orderId)).toHaveLength(3);
    const [audit] = await k.rows(
      `select * from audit_log where entity = 'invoice' and entity_id = '${blue!.id}' and action = 'invoice.reissue'`,
    );
    expect(audit).toBeDefined();
  });

  it('reissues only what a partial refund left', async () => {
    const orderId = await paidOrder(6);
    await k.post(
      `/api/operator/order/${orderId}/ship`,
      { logistics_company: '顺丰速运', logistics_no: `SF${orderId}01` },
      'operator01',
    );
    const [line] = await k.rows(`select id from order_lines where order_id = ${orderId} and not is_gift`);
    const sale = await k.post(
      '/api/after_sale',
      {
        order_id: orderId,
        kind: 'refund_only',
        reason: '少发两盒',
        lines: [{ order_line_id: line!.id, quantity: 2 }],
      },
      'yaodian01',
    );
    await k.post(`/api/operator/after_sale/${sale.body.data.id}/approve`, {}, 'kefu01');
    await k.post(`/api/operator/after_sale/${sale.body.data.id}/refund`, {}, 'kefu01');
    const [blue, refundRed] = await invoicesOf(orderId);
    expect(refundRed!.kind).toBe('red');
    const res = await k.post(`/api/operator/invoices/${blue!.id}/reissue`, body, 'operator01');
    expect(res.status).toBe(200);
    const fresh = (await invoicesOf(orderId)).at(-1)!;
    expect(Number(fresh.amount)).toBe(Number(blue!.amount) + Number(refundRed!.amount));
    const [line0] = fresh.lines as { quantity: number }[];
    expect(line0!.quantity).toBe(4);
  });

  it('checks access first, then the input, changing nothing', async () => {
    const orderId = await paidOrder(2);
    const [blue] = await invoicesOf(orderId);
    const url = `/api/operator/invoices/${blue!.id}/reissue`;
    expect((await k.post(url, {})).body.code).toBe(10001);
    expect((await k.post(url, {}, 'yaodian01')).status).toBe(403);
    expect((await k.post(url, body, 'cangku01')).status).toBe(403);
    const bad = await k.post(url, { title: '', tax_number: 'abc', reason: '' }, 'kefu01');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['reason', 'tax_number', 'title']);
    expect(await invoicesOf(orderId)).toHaveLength(1);
    const [red] = (await k.rows(`select id from invoices where kind = 'red' limit 1`)) as Row[];
    if (red)
      expect((await k.post(`/api/operator/invoices/${red.id}/reissue`, body, 'kefu01')).status).toBe(404);
  });
});
