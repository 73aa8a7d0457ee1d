import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type GoodsPick, type Kit, type Row } from '../../test/commerce-test-kit';

let k: Kit;
let goods: GoodsPick[];
beforeAll(async () => {
  k = await createCommerceApp([
    'yaodian01',
    'zhensuo01',
    'daishen01',
    'liansuo01',
    'operator01',
    'zhiliang01',
  ]);
  goods = await k.plainGoods(4);
});
afterAll(() => k?.close());

const fen = (yuan: string) => Math.round(Number(yuan) * 100);
const balance = async (user = 'yaodian01') =>
  fen((await k.get('/api/user/user_money', user)).body.data.balance);
const redPacket = async (user = 'yaodian01') =>
  fen((await k.get('/api/user/user_money', user)).body.data.red_packet);

/** A paid (and by default shipped) order of 7 units of one goods, with a red packet; returns its line. */
async function paidOrder(method: 'balance' | 'credit' | 'online' = 'balance', ship = true, goodsIndex = 0) {
  await k.clearCart('yaodian01');
  const ids = await k.add('yaodian01', [{ goods_id: goods[goodsIndex]!.id, number: 7 }]);
  const created = await k.order('yaodian01', ids, {
    red_packet: '3.33',
    pay_method: method === 'online' ? undefined : method,
  });
  const id = created.body.data.order_id;
  if (method === 'online') {
    const start = await k.post(`/api/pay/${id}`, { method: 'online' }, 'yaodian01');
    const page = await k.app.inject({
      method: 'GET',
      url: start.body.data.redirect_url,
      headers: { cookie: k.cookies.yaodian01! },
    });
    const fields = Object.fromEntries(
      [...page.body.matchAll(/name="([^"]+)" value="([^"]*)"/g)].slice(0, 5).map(([, n, v]) => [n!, v!]),
    );
    await k.app.inject({
      method: 'POST',
      url: '/api/pay/notify/sandbox',
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }
  if (ship)
    await k.post(
      `/api/operator/order/${id}/ship`,
      { logistics_company: '京东物流', logistics_no: `JD${id}00001` },
      'operator01',
    );
  const [line] = await k.rows(`select * from order_lines where order_id = ${id} and not is_gift`);
  return { id, line };
}

async function refund(afterSaleId: number, returnGoods = true) {
  expect((await k.post(`/api/operator/after_sale/${afterSaleId}/approve`, {}, 'operator01')).status).toBe(
    200,
  );
  if (returnGoods)
    expect((await k.post(`/api/operator/after_sale/${afterSaleId}/received`, {}, 'operator01')).status).toBe(
      200,
    );
  return k.post(`/api/operator/after_sale/${afterSaleId}/refund`, {}, 'operator01');
}

const apply = (
  orderId: number,
  lineId: number,
  quantity: number,
  kind = 'return_refund',
  user = 'yaodian01',
) =>
  k.post(
    '/api/after_sale',
    { order_id: orderId, kind, reason: '包装破损', lines: [{ order_line_id: lineId, quantity }] },
    user,
  );

describe('after-sales requests', () => {
  it('never accepts more units than were bought, counting earlier requests', async () => {
    const { id, line } = await paidOrder();
    const tooMany = await apply(id, line.id, 8);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.msg).toContain('最多还可申请7');
    expect((await apply(id, line.id, 5)).status).toBe(200);
    const rest = await apply(id, line.id, 3);
    expect(rest.status).toBe(422);
    expect(rest.body.msg).toContain('最多还可申请2');
    expect((await apply(id, line.id, 0)).status).toBe(422);
    expect((await apply(id, line.id, 1.5)).status).toBe(422);
  });

  it('refunds line by line to the balance and red packet, never more than was paid, in two parts', async () => {
    const { id, line } = await paidOrder();
    const [b0, r0] = [await balance(), await redPacket()];
    const first = (await apply(id, line.id, 3)).body.data;
    const res = await refund(first.id);
    expect(res.body.data.status).toBe('refunded');
    const second = (await apply(id, line.id, 4, 'refund_only')).body.data;
    await refund(second.id, false);
    expect((await balance()) - b0).toBe(line.paid_amount);
    expect((await redPacket()) - r0).toBe(line.red_packet_share);
    const [sum] = await k.rows(
      `select sum(amount)::int as n from after_sale_refunds where order_line_id = ${line.id}`,
    );
    expect(sum.n).toBe(line.paid_amount + line.red_packet_share + line.cash_voucher_share);
    expect((await apply(id, line.id, 1)).status).toBe(422);
    const detail = (await k.get(`/api/after_sale/${first.id}`, 'yaodian01')).body.data;
    expect(detail).toMatchObject({ status: 'refunded', status_name: '已退款', kind_name: '退货退款' });
    expect(detail.refunds.map((r: Row) => r.destination).sort()).toEqual(['balance', 'red_packet']);
    expect(detail.lines[0]).toMatchObject({ order_line_id: line.id, quantity: 3, batch_no: line.batch_no });
  });

  it('refunds credit orders to the credit used and online orders through the gateway', async () => {
    const credit = await paidOrder('credit', true, 1);
    const used = async () => fen((await k.get('/api/user/user_credit', 'yaodian01')).body.data.used);
    const before = await used();
    const a = (await apply(credit.id, credit.line.id, 7)).body.data;
    await refund(a.id);
    expect(before - (await used())).toBe(credit.line.paid_amount);

    const online = await paidOrder('online', true, 2);
    const b = (await apply(online.id, online.line.id, 2)).body.data;
    await refund(b.id);
    const [row] = await k.rows(
      `select sum(r.amount)::int as n from payment_refunds r where r.after_sale_id = ${b.id}`,
    );
    expect(row.n).toBeGreaterThan(0);
    expect(row.n).toBeLessThanOrEqual(online.line.paid_amount);
  });

  it('allows only 仅退款 before shipping; refuses and reopens the units', async () => {
    const { id, line } = await paidOrder('balance', false);
    const refused = await apply(id, line.id, 1);
    expect(refused.status).toBe(409);
    const only = (await apply(id, line.id, 7, 'refund_only')).body.data;
    const no = await k.post(
      `/api/operator/after_sale/${only.id}/refuse`,
      { reason: '已核实无误' },
      'operator01',
    );
    expect(no.body.data.status).toBe('rejected');
    expect((await k.post(`/api/operator/after_sale/${only.id}/refund`, {}, 'operator01')).status).toBe(409);
    expect((await apply(id, line.id, 7, 'refund_only')).status).toBe(200);
    const list = (await k.get('/api/after_sale/list', 'yaodian01')).body.data;
    expect(list.list.length).toBeGreaterThanOrEqual(2);
    expect(list.list[0]).toHaveProperty('order_no');
  });

  it('keeps requests to their member and operator actions to operators', async () => {
    const { id, line } = await paidOrder();
    const sale = (await apply(id, line.id, 1)).body.data;
    expect((await k.get(`/api/after_sale/${sale.id}`, 'zhensuo01')).status).toBe(404);
    expect((await apply(id, line.id, 1, 'return_refund', 'zhensuo01')).status).toBe(404);
    expect((await k.post(`/api/operator/after_sale/${sale.id}/approve`, {}, 'yaodian01')).status).toBe(403);
    expect((await k.get(`/api/after_sale/${sale.id}`, 'yaodian01')).body.data.status).toBe('applied');
  });
});

describe('退货 received on a recalled batch', () => {
  it('goes to the recall quarantine, never to sellable stock', async () => {
    const batchOf = async (id: number) =>
      (await k.rows(`select stock, recalled_stock from goods_batches where id = ${id}`))[0]!;
    const plain = await paidOrder('balance', true, 3);
    const plainBatch = Number(plain.line.batch_id);
    const sale = (await apply(plain.id, plain.line.id, 2)).body.data;
    const untouched = await batchOf(plainBatch);
    expect((await refund(sale.id)).status).toBe(200);
    expect(await batchOf(plainBatch)).toEqual(untouched);

    const { id, line } = await paidOrder('balance', true, 3);
    const batchId = Number(line.batch_id);
    const recalled = await k.post(
      '/api/operator/recalls',
      { batch_ids: [batchId], level: 2, reason: '抽检含量不合格', instructions: '立即停售，退回仓库' },
      'zhiliang01',
    );
    expect(recalled.status, JSON.stringify(recalled.body)).toBe(200);
    const back = (await apply(id, line.id, 3)).body.data;
    const before = await batchOf(batchId);
    expect((await refund(back.id)).status).toBe(200);
    const after = await batchOf(batchId);
    expect(Number(after.stock)).toBe(Number(before.stock));
    expect(Number(after.recalled_stock)).toBe(Number(before.recalled_stock) + 3);
  });
});
