import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '../../lib/spreadsheet';
import { createCommerceApp, type GoodsPick, type Kit } from '../../test/commerce-test-kit';

let k: Kit;
let goods: GoodsPick[];
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'operator01', 'kefu01', 'cangku01', 'yunying01']);
  goods = await k.plainGoods(2);
});
afterAll(() => k?.close());

/** An order of 5 units of the first plain goods, paid from the balance unless `unpaid`. */
const newOrder = (unpaid = false) =>
  k.placeOrder('yaodian01', [{ goods_id: goods[0]!.id, number: 5 }], unpaid ? {} : { pay_method: 'balance' });

describe('the console reads orders', () => {
  it('lists every member’s orders with filters by state, member, batch and day', async () => {
    const id = await newOrder();
    const [order] = await k.rows(`select order_no from orders where id = ${id}`);
    const [line] = await k.rows(`select batch_no from order_lines where order_id = ${id}`);
    const byNo = await k.get(`/api/operator/orders?keyword=${order.order_no}`, 'cangku01');
    expect(byNo.status).toBe(200);
    expect(byNo.body.data.list).toHaveLength(1);
    expect(byNo.body.data.list[0]).toMatchObject({
      id,
      status: 'to_ship',
      status_name: '待发货',
      username: 'yaodian01',
      goods_count: 1,
    });

    const toShip = await k.get('/api/operator/orders?status=to_ship&keyword=yaodian01', 'cangku01');
    expect(toShip.body.data.list.every((o: { status: string }) => o.status === 'to_ship')).toBe(true);
    expect(toShip.body.data.list.some((o: { id: number }) => o.id === id)).toBe(true);

    const byBatch = await k.get(`/api/operator/orders?batch_no=${line.batch_no}`, 'cangku01');
    expect(byBatch.body.data.list.some((o: { id: number }) => o.id === id)).toBe(true);
    const none = await k.get('/api/operator/orders?batch_no=NO-SUCH-BATCH', 'cangku01');
    expect(none.body.data).toMatchObject({ list: [], total: 0 });

    const longAgo = await k.get(
      `/api/operator/orders?keyword=${order.order_no}&date_to=2020-01-01`,
      'cangku01',
    );
    expect(longAgo.body.data.total).toBe(0);
    await k.rows(`update orders set receipt_status = 'pending' where id = ${id}`);
    const receipts = await k.get('/api/operator/orders?receipt_status=pending', 'cangku01');
    expect(receipts.body.data.list.map((o: { id: number }) => o.id)).toEqual([id]);
    const bad = await k.get('/api/operator/orders?date_from=2024-13-45', 'cangku01');
    expect([bad.status, bad.body.msg]).toEqual([422, '开始日期不是有效的日期']);
  });

  it('shows an order’s lines with batch and expiry, and its events', async () => {
    const id = await newOrder();
    const res = await k.get(`/api/operator/orders/${id}`, 'kefu01');
    expect(res.status).toBe(200);
    expect(res.body.data.lines[0]).toMatchObject({ goods_id: goods[0]!.id, quantity: 5 });
    expect(res.body.data.lines[0].batch_no).not.toBe('');
    expect(res.body.data.events.length).toBeGreaterThan(0);
    expect((await k.get('/api/operator/orders/99999999', 'kefu01')).status).toBe(404);
  });
});

describe('cangku01 ships', () => {
  it('a paid order; the buyer reads the logistics and the audit log keeps before and after', async () => {
    const id = await newOrder();
    const res = await k.post(
      `/api/operator/order/${id}/ship`,
      { logistics_company: '顺丰速运', logistics_no: 'SF1234567890' },
      'cangku01',
    );
    expect(res.status).toBe(200);
    const buyer = await k.get(`/api/order/${id}`, 'yaodian01');
    expect(JSON.stringify(buyer.body.data)).toContain('SF1234567890');
    const [entry] = await k.rows(`select * from audit_log where entity = 'order' and entity_id = '${id}'`);
    expect(entry).toMatchObject({
      staff_name: 'cangku01',
      action: 'order.ship',
      summary: '发货：顺丰速运 SF1234567890',
    });
    expect(entry.before).toMatchObject({ status: 'to_ship', logistics_no: '' });
    expect(entry.after).toMatchObject({ status: 'shipped', logistics_no: 'SF1234567890' });
  });

  it('refuses a bad waybill with 422 and an order already shipped with 409, logging nothing', async () => {
    const id = await newOrder();
    const bad = await k.post(
      `/api/operator/order/${id}/ship`,
      { logistics_company: '顺丰速运', logistics_no: '运单' },
      'cangku01',
    );
    expect([bad.status, bad.body.msg]).toEqual([422, '运单号格式不正确']);
    await k.post(
      `/api/operator/order/${id}/ship`,
      { logistics_company: '顺丰速运', logistics_no: 'SF0000000001' },
      'cangku01',
    );
    const twice = await k.post(
      `/api/operator/order/${id}/ship`,
      { logistics_company: '顺丰速运', logistics_no: 'SF0000000002' },
      'cangku01',
    );
    expect(twice.status).toBe(409);
    const entries = await k.rows(
      `select count(*)::int as n from audit_log where entity = 'order' and entity_id = '${id}'`,
    );
    expect(entries[0].n).toBe(1);
  });
});

describe('cancelling from the console', () => {
  it('cancels an unpaid order with the reason, returning the stock; a paid one goes through after-sales', async () => {
    const stock = await k.stockOf(goods[0]!.id);
    const id = await newOrder(true);
    expect(await k.stockOf(goods[0]!.id)).toBe(stock - 5);
    const res = await k.post(
      `/api/operator/orders/${id}/cancel`,
      { reason: '客户电话要求取消' },
      'operator01',
    );
    expect(res.status).toBe(200);
    expect(await k.stockOf(goods[0]!.id)).toBe(stock);
    const [order] = await k.rows(`select status, cancel_reason from orders where id = ${id}`);
    expect(order).toEqual({ status: 'cancelled', cancel_reason: '客户电话要求取消' });

    const paid = await newOrder();
    const refused = await k.post(`/api/operator/orders/${paid}/cancel`, { reason: '缺货' }, 'operator01');
    expect([refused.status, refused.body.msg]).toEqual([
      409,
      '只能取消待支付的订单，已付款的订单请通过售后退款',
    ]);
  });
});

describe('kefu01 handles after-sales', () => {
  it('lists, approves and refunds a 仅退款 request; the money is back in the balance', async () => {
    const id = await newOrder();
    const [line] = await k.rows(`select id from order_lines where order_id = ${id}`);
    const applied = await k.post(
      '/api/after_sale',
      {
        order_id: id,
        kind: 'refund_only',
        reason: '药店重复下单',
        lines: [{ order_line_id: line.id, quantity: 2 }],
      },
      'yaodian01',
    );
    expect(applied.status).toBe(200);
    const saleId = applied.body.data.id;

    const list = await k.get('/api/operator/after_sales?status=applied', 'kefu01');
    const row = list.body.data.list.find((s: { id: number }) => s.id === saleId);
    expect(row).toMatchObject({
      kind_name: '仅退款',
      status_name: '申请中',
      username: 'yaodian01',
      reason: '药店重复下单',
    });
    expect(row.lines[0].quantity).toBe(2);
    expect(Number(row.estimated_refund)).toBeGreaterThan(0);

    const before = Number((await k.get('/api/user/user_money', 'yaodian01')).body.data.balance);
    expect((await k.post(`/api/operator/after_sale/${saleId}/approve`, {}, 'kefu01')).body.data.status).toBe(
      'approved',
    );
    expect((await k.post(`/api/operator/after_sale/${saleId}/refund`, {}, 'kefu01')).status).toBe(200);
    const after = Number((await k.get('/api/user/user_money', 'yaodian01')).body.data.balance);
    expect(after).toBeGreaterThan(before);
    const refunded = await k.get(`/api/operator/after_sales?keyword=${row.after_sale_no}`, 'kefu01');
    expect(refunded.body.data.list[0].refund_amount).toBe(row.estimated_refund);
    const actions = await k.rows(
      `select action from audit_log where entity = 'after_sale' and entity_id = '${saleId}' order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual(['after_sale.approve', 'after_sale.refund']);
  });

  it('refuses with a reason the buyer reads', async () => {
    const id = await newOrder();
    const [line] = await k.rows(`select id from order_lines where order_id = ${id}`);
    const applied = await k.post(
      '/api/after_sale',
      {
        order_id: id,
        kind: 'refund_only',
        reason: '不想要了',
        lines: [{ order_line_id: line.id, quantity: 1 }],
      },
      'yaodian01',
    );
    const saleId = applied.body.data.id;
    const res = await k.post(
      `/api/operator/after_sale/${saleId}/refuse`,
      { reason: '药品已拆封，不支持退款' },
      'kefu01',
    );
    expect(res.body.data.status).toBe('rejected');
    const mine = await k.get(`/api/after_sale/${saleId}`, 'yaodian01');
    expect(JSON.stringify(mine.body.data)).toContain('药品已拆封，不支持退款');
  });
});

describe('the dashboard', () => {
  it('counts today’s paid orders and sales, 30 days of series, and the work waiting', async () => {
    const res = await k.get('/api/operator/dashboard', 'yunying01');
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.series).toHaveLength(30);
    expect(d.today.orders).toBeGreaterThanOrEqual(5);
    expect(Number(d.month.sales)).toBeGreaterThanOrEqual(Number(d.today.sales));
    expect(d.series.at(-1)).toMatchObject({ orders: d.today.orders, sales: d.today.sales });
    // 运营 reviews members and ships nothing: only its to-do is counted.
    expect(Object.keys(d.waiting)).toEqual(['reviews']);
    expect(d.waiting.reviews).toBeGreaterThanOrEqual(1);
  });

  it('gives each role only the to-dos its permissions act on', async () => {
    const waiting = async (user: string) => (await k.get('/api/operator/dashboard', user)).body.data.waiting;
    const [toShip] = await k.rows(`select count(*)::int as n from orders where status = 'to_ship'`);
    const [receipts] = await k.rows(`select count(*)::int as n from orders where receipt_status = 'pending'`);
    expect(await waiting('cangku01')).toEqual({ shipments: toShip.n, receipts: receipts.n });
    expect(Object.keys(await waiting('kefu01'))).toEqual([
      'after_sales',
      'variety_requests',
      'feedback',
      'chats',
    ]);
    expect(Object.keys(await waiting('operator01'))).toEqual([
      'reviews',
      'shipments',
      'after_sales',
      'receipts',
      'variety_requests',
      'feedback',
      'chats',
    ]);
  });
});

describe('the GSP sales record', () => {
  it('finds the lines sold from a batch, and exports them', async () => {
    const id = await newOrder();
    const [line] = await k.rows(`select batch_no from order_lines where order_id = ${id}`);
    const res = await k.get(`/api/operator/sales_records?batch_no=${line.batch_no}`, 'cangku01');
    expect(res.status).toBe(200);
    expect(res.body.data.list.length).toBeGreaterThan(0);
    expect(res.body.data.list.every((r: { batch_no: string }) => r.batch_no === line.batch_no)).toBe(true);
    expect(res.body.data.list[0]).toMatchObject({ username: 'yaodian01', quantity: 5 });
    const sheet = await k.app.inject({
      method: 'GET',
      url: `/api/operator/sales_records/export?format=xlsx&batch_no=${line.batch_no}`,
      headers: { cookie: k.cookies.cangku01! },
    });
    expect(sheet.headers['content-disposition']).toContain(encodeURIComponent('GSP销售记录.xlsx'));
    const { header, rows } = readSheet(sheet.rawPayload);
    expect(header[8]).toBe('批号');
    expect(rows.map((r) => r['批号'])).toEqual(
      res.body.data.list.map((r: { batch_no: string }) => r.batch_no),
    );
    expect((await k.get('/api/operator/sales_records', 'yaodian01')).status).toBe(403);
  });
});

describe('含麻 receipts', () => {
  it('staff see the uploaded receipt, and refusing it needs the reason the buyer reads', async () => {
    const id = await newOrder();
    await k.rows(
      `update orders set receipt_status = 'pending', receipt_image = '/api/upload/receipt/abc' where id = ${id}`,
    );
    const detail = await k.get(`/api/operator/orders/${id}`, 'cangku01');
    expect(detail.body.data).toMatchObject({
      receipt_status: 'pending',
      receipt_image: '/api/upload/receipt/abc',
    });
    const silent = await k.post(`/api/operator/receipt/${id}/check`, { pass: 0 }, 'cangku01');
    expect([silent.status, silent.body.msg]).toEqual([422, '请填写驳回原因']);
    const refused = await k.post(
      `/api/operator/receipt/${id}/check`,
      { pass: 0, note: '回执未盖公章' },
      'cangku01',
    );
    expect(refused.body.data.receipt_status).toBe('rejected');
    const [order] = await k.rows(`select receipt_note from orders where id = ${id}`);
    expect(order.receipt_note).toBe('回执未盖公章');
  });
});
