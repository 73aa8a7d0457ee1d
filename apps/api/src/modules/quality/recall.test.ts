import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type GoodsPick, type Kit } from '../../test/commerce-test-kit';

let k: Kit;
let goods: GoodsPick[];
const BUYERS = ['yaodian01', 'zhensuo01', 'daishen01', 'liansuo01'];
/** Approved buyers who may order. */
const BURST = ['yaodian01', 'zhensuo01', 'liansuo01', 'yaodian01'];
beforeAll(async () => {
  k = await createCommerceApp([...BUYERS, 'operator01', 'zhiliang01', 'cangku01']);
  goods = await k.plainGoods(3);
});
afterAll(() => k?.close());

const orderOf = (user: string, goodsId: number, number: number, pay = true) =>
  k.placeOrder(user, [{ goods_id: goodsId, number }], pay ? { pay_method: 'balance' } : {});
const ship = (id: number) =>
  k.post(
    `/api/operator/order/${id}/ship`,
    { logistics_company: '顺丰速运', logistics_no: `SF${id}0001` },
    'cangku01',
  );
const recall = (batchIds: number[], user = 'zhiliang01', extra: Record<string, unknown> = {}) =>
  k.post(
    '/api/operator/recalls',
    {
      batch_ids: batchIds,
      level: 2,
      reason: '抽检溶出度不合格',
      instructions: '立即停售，退回或就地销毁',
      ...extra,
    },
    user,
  );

describe('a recall', () => {
  let batch: number;
  let shipped: number;
  let toShip: number;
  let unpaid: number;
  let recallId: number;

  beforeAll(async () => {
    batch = await k.setStock(goods[0]!.id, 100);
    shipped = await orderOf('yaodian01', goods[0]!.id, 7);
    expect((await ship(shipped)).status).toBe(200);
    toShip = await orderOf('yaodian01', goods[0]!.id, 3);
    unpaid = await orderOf('zhensuo01', goods[0]!.id, 2, false);
  });

  it('is refused to visitors, members and staff without recall.manage, before validation', async () => {
    expect((await k.post('/api/operator/recalls', {})).body.code).toBe(10001);
    expect((await recall([batch], 'yaodian01')).status).toBe(403);
    expect((await recall([batch], 'cangku01')).status).toBe(403);
    expect((await k.get('/api/operator/recalls', 'cangku01')).status).toBe(403);
  });

  it('refuses bad input per field and changes nothing', async () => {
    const bad = await k.post('/api/operator/recalls', { batch_ids: [], level: 4, reason: '' }, 'zhiliang01');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(
      expect.arrayContaining(['batch_ids', 'level', 'reason', 'instructions']),
    );
    expect((await recall([2_000_000])).status).toBe(422);
    expect(await k.stockOf(goods[0]!.id)).toBe(88);
  });

  it('stops the batch selling, cancels unpaid orders, holds unshipped lines and tells the buyers', async () => {
    const res = await recall([batch]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ cancelled_orders: 1, held_lines: 1, buyers: 1 });
    recallId = res.body.data.id;
    const [b] = await k.rows(`select stock, recalled_stock from goods_batches where id = ${batch}`);
    expect(b).toMatchObject({ stock: 0, recalled_stock: 90 });
    const [o] = await k.rows(`select status, cancel_reason from orders where id = ${unpaid}`);
    expect(o.status).toBe('cancelled');
    expect(o.cancel_reason).toContain('批次召回');
    // Not sellable: the detail shows no stock, the cart refuses it.
    const detail = await k.get(`/api/goods/detail/${goods[0]!.id}`, 'zhensuo01');
    expect(detail.body.data.number).toBe(0);
    await k.clearCart('zhensuo01');
    const add = await k.post('/api/cart', { params: [{ goods_id: goods[0]!.id, number: 1 }] }, 'zhensuo01');
    expect(add.status).toBe(409);
    // The paid, unshipped order waits for a re-pick or a refund.
    const refused = await ship(toShip);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain('召回');
    const [message] = await k.rows(
      `select title from messages where member_id = ${await k.memberId('yaodian01')} order by id desc limit 1`,
    );
    expect(message.title).toContain('召回');
    expect((await recall([batch])).status).toBe(409);
  });

  it('re-picks a held line from another batch, after which the order ships', async () => {
    const [other] = await k.rows(
      `insert into goods_batches (goods_id, batch_no, produced_on, expires_on, stock)
       values (${goods[0]!.id}, 'RP2605', current_date - 30, current_date + 700, 20) returning id`,
    );
    const detail = (await k.get(`/api/operator/recalls/${recallId}`, 'zhiliang01')).body.data;
    const hold = detail.holds[0];
    expect(hold).toMatchObject({ order_id: toShip, quantity: 3, status: 'held' });
    expect((await k.post(`/api/operator/recall-holds/${hold.id}/repick`, {}, 'cangku01')).status).toBe(403);
    const picked = await k.post(`/api/operator/recall-holds/${hold.id}/repick`, {}, 'zhiliang01');
    expect(picked.body.data).toMatchObject({ status: 'repicked', batch_no: 'RP2605' });
    expect((await k.post(`/api/operator/recall-holds/${hold.id}/refund`, {}, 'zhiliang01')).status).toBe(409);
    const [b] = await k.rows(`select stock from goods_batches where id = ${other.id}`);
    expect(b.stock).toBe(17);
    expect((await ship(toShip)).status).toBe(200);
  });

  it('shows the buyer who received units a notice, and no one else', async () => {
    const mine = await k.get('/api/recall-notices', 'yaodian01');
    expect(mine.body.data.list).toHaveLength(1);
    const notice = mine.body.data.list[0];
    expect(notice.orders).toEqual([
      expect.objectContaining({
        order_id: shipped,
        returnable: true,
        lines: [expect.objectContaining({ quantity: 7, codes: [] })],
      }),
    ]);
    expect((await k.get('/api/recall-notices', 'zhensuo01')).body.data.list).toEqual([]);
    expect((await k.get(`/api/order/${shipped}/recall`, 'zhensuo01')).body.data.list).toEqual([]);
    expect((await k.get(`/api/order/${shipped}/recall`)).body.code).toBe(10001);
  });

  it('turns the received units into one return request, once', async () => {
    expect((await k.post(`/api/order/${shipped}/recall-return`, {}, 'zhensuo01')).status).toBe(404);
    const first = await k.post(`/api/order/${shipped}/recall-return`, {}, 'yaodian01');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.units).toBe(7);
    const again = await k.post(`/api/order/${shipped}/recall-return`, {}, 'yaodian01');
    expect(again.status).toBe(409);
    const sales = await k.rows(`select kind, status from after_sales where order_id = ${shipped}`);
    expect(sales).toEqual([{ kind: 'return_refund', status: 'applied' }]);
    const notice = (await k.get(`/api/order/${shipped}/recall`, 'yaodian01')).body.data.list[0];
    expect(notice.orders[0]).toMatchObject({
      returnable: false,
      after_sale_id: first.body.data.after_sale_id,
    });
  });

  it('records the acknowledgement; the report counts each buyer; closing needs answers or a note', async () => {
    const notice = (await k.get('/api/recall-notices', 'yaodian01')).body.data.list[0];
    const url = `/api/recall-notices/${notice.id}/acknowledge`;
    expect((await k.post(url, { destroyed_units: 1 }, 'zhensuo01')).status).toBe(404);
    expect((await k.post(url, { destroyed_units: -1 }, 'yaodian01')).status).toBe(422);
    expect((await k.post(url, { destroyed_units: 99 }, 'yaodian01')).status).toBe(422);
    expect((await k.post(url, { destroyed_units: 0, note: '已下架封存' }, 'yaodian01')).status).toBe(200);
    const detail = (await k.get(`/api/operator/recalls/${recallId}`, 'zhiliang01')).body.data;
    expect(detail.buyer_rows).toEqual([
      expect.objectContaining({
        username: 'yaodian01',
        units_shipped: 7,
        units_returned: 0,
        units_out: 7,
        note: '已下架封存',
      }),
    ]);
    expect(detail.buyer_rows[0].acknowledged_at).not.toBeNull();
    const list = (await k.get('/api/operator/recalls?status=open', 'operator01')).body.data;
    expect(list.list.map((r: { id: number }) => r.id)).toContain(recallId);
    const file = await k.app.inject({
      method: 'GET',
      url: `/api/operator/recalls/${recallId}/export`,
      headers: { cookie: k.cookies.zhiliang01! },
    });
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect((await k.get(`/api/operator/recalls/${recallId}/export?format=pdf`, 'zhiliang01')).status).toBe(
      422,
    );
    const closed = await k.post(`/api/operator/recalls/${recallId}/close`, {}, 'zhiliang01');
    expect(closed.body.data).toEqual({ id: recallId, status: 'closed' });
    expect((await k.post(`/api/operator/recalls/${recallId}/close`, {}, 'zhiliang01')).status).toBe(409);
  });

  it('needs a note to close while a buyer has not answered; a held line can be refunded instead', async () => {
    const b = await k.setStock(goods[1]!.id, 50);
    const out = await orderOf('yaodian01', goods[1]!.id, 4);
    expect((await ship(out)).status).toBe(200);
    const waiting = await orderOf('yaodian01', goods[1]!.id, 2);
    const started = await recall([b]);
    const id = started.body.data.id;
    const hold = (await k.get(`/api/operator/recalls/${id}`, 'zhiliang01')).body.data.holds[0];
    const refunded = await k.post(`/api/operator/recall-holds/${hold.id}/refund`, {}, 'zhiliang01');
    expect(refunded.body.data).toMatchObject({ status: 'refunded' });
    const [o] = await k.rows(`select status from orders where id = ${waiting}`);
    expect(o.status).toBe('cancelled');
    const refusal = await k.post(`/api/operator/recalls/${id}/close`, {}, 'zhiliang01');
    expect(refusal.status).toBe(422);
    expect(refusal.body.errors.note).toBeDefined();
    expect(
      (await k.post(`/api/operator/recalls/${id}/close`, { note: '购货单位已电话确认封存' }, 'zhiliang01'))
        .status,
    ).toBe(200);
  });
});

describe('a recall under a burst of checkouts', () => {
  it('sells none of the recalled batch', async () => {
    const g = goods[2]!;
    const batch = await k.setStock(g.id, 60);
    for (const user of BURST) {
      await k.clearCart(user);
      await k.add(user, [{ goods_id: g.id, number: 3 }]);
    }
    const carts = await Promise.all(
      BURST.map(async (u) =>
        (await k.rows(`select id from cart_items where member_id = ${await k.memberId(u)}`)).map((r) =>
          Number(r.id),
        ),
      ),
    );
    const results = await Promise.all([
      ...BURST.slice(0, 2).map((u, i) => k.order(u, carts[i]!)),
      recall([batch]),
      ...BURST.slice(2).map((u, i) => k.order(u, carts[i + 2]!)),
    ]);
    expect(results[2]!.status, JSON.stringify(results[2]!.body)).toBe(200);
    const [sold] = await k.rows(
      `select count(*)::int as n from order_lines l join orders o on o.id = l.order_id
       where l.batch_id = ${batch} and o.status <> 'cancelled'`,
    );
    expect(sold.n).toBe(0);
    const [b] = await k.rows(`select stock, recalled_stock from goods_batches where id = ${batch}`);
    expect(b).toEqual({ stock: 0, recalled_stock: 60 });
  });
});
