import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type GoodsPick, type Kit } from '../../test/commerce-test-kit';

const HQ = 'liansuo01';
const STORE = 'liansuo01-2';
const USERS = [HQ, STORE, 'liansuo01-3', 'yaodian01', 'zhensuo01'];

let k: Kit;
let goods: GoodsPick[];
let storeId: number;

beforeAll(async () => {
  k = await createCommerceApp(USERS);
  goods = await k.plainGoods(4);
  storeId = await k.memberId(STORE);
  // Each test sets its own rules; orders of the store from the seed would only blur the month's sum.
  await k.rows(`update orders set status = 'cancelled' where member_id = ${storeId}`);
});
afterAll(() => k?.close());

const setPolicy = (body: Record<string, unknown>, user = HQ, id = storeId) =>
  k.post(`/api/user/stores/${id}/policy`, body, user);

/** One order of `number` units of a goods by the store; returns the create answer. */
async function storeOrder(g: GoodsPick, number: number, user = STORE) {
  await k.clearCart(user);
  const ids = await k.add(user, [{ goods_id: g.id, number }]);
  return k.order(user, ids);
}

const unpaidOf = async (id: number) =>
  (await k.rows(`select status, approval_status, approved_by, expires_at from orders where id = ${id}`))[0]!;

describe('store policy (POST /api/user/stores/{id}/policy)', () => {
  it('refuses bad amounts with 422 on the field and writes nothing', async () => {
    await k.rows(`delete from store_policies where store_id = ${storeId}`);
    for (const [body, field] of [
      [{ monthly_limit: 'abc' }, 'monthly_limit'],
      [{ monthly_limit: '0' }, 'monthly_limit'],
      [{ approval_over: '-5' }, 'approval_over'],
      [{ approval_over: '12.345' }, 'approval_over'],
      [{ monthly_limit: '20000000' }, 'monthly_limit'],
    ] as const) {
      const res = await setPolicy(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors[field]?.[0]).toMatch(/月度采购额度|审批金额/);
    }
    expect(await k.rows(`select * from store_policies where store_id = ${storeId}`)).toEqual([]);
  });

  it('saves yuan as fen, shows it in the store list, and clears a rule left empty', async () => {
    const res = await setPolicy({ monthly_limit: '50000', approval_over: '2000.50' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ monthly_limit: '50000.00', approval_over: '2000.50' });
    const [row] = await k.rows(
      `select monthly_limit, approval_over from store_policies where store_id = ${storeId}`,
    );
    expect(row).toEqual({ monthly_limit: 5_000_000, approval_over: 200_050 });
    const list = (await k.get('/api/user/stores', HQ)).body.data.list;
    expect(list.find((s: { id: number }) => s.id === storeId).policy).toMatchObject({
      monthly_limit: '50000.00',
      approval_over: '2000.50',
      month_left: expect.any(String),
    });
    expect((await setPolicy({ monthly_limit: '', approval_over: null })).body.data).toMatchObject({
      monthly_limit: null,
      approval_over: null,
      month_left: null,
    });
  });

  it('is the headquarters’ own business: a single pharmacy 403, another headquarters 404', async () => {
    const single = await setPolicy({ monthly_limit: 'abc' }, 'yaodian01');
    expect(single.status).toBe(403);
    expect(single.body.msg).toContain('仅连锁总部');
    // zhensuo01 made a chain headquarters without stores: liansuo01's store is not its.
    await k.rows(
      `update companies set kind = 'chain' where id = (select company_id from members where username = 'zhensuo01')`,
    );
    const other = await setPolicy({ monthly_limit: 'abc' }, 'zhensuo01');
    expect(other.status).toBe(404);
    expect((await k.post('/api/order/1/reject', {}, 'zhensuo01')).status).toBe(404);
    expect((await k.get('/api/order/approvals', 'zhensuo01')).body.data.list).toEqual([]);
    expect((await k.get('/api/order/approvals', 'yaodian01')).status).toBe(403);
    await k.rows(
      `update companies set kind = 'clinic' where id = (select company_id from members where username = 'zhensuo01')`,
    );
  });
});

describe('orders above the approval amount', () => {
  it('wait for the headquarters with stock held, cannot be paid, and are paid once approved', async () => {
    await setPolicy({ approval_over: '10' });
    const before = await k.stockOf(goods[0]!.id);
    const created = await storeOrder(goods[0]!, 2);
    expect(created.status).toBe(200);
    expect(created.body.data.status).toBe('pending_approval');
    const id = created.body.data.order_id;
    expect(await k.stockOf(goods[0]!.id)).toBe(before - 2);

    const detail = (await k.get(`/api/order/${id}`, STORE)).body.data;
    expect(detail).toMatchObject({ status_name: '待审批', approval_status: 'pending', actions: ['cancel'] });
    const pay = await k.post(`/api/pay/${id}`, { method: 'balance' }, STORE);
    expect(pay.status).toBe(409);
    expect(pay.body.msg).toBe('订单待总部审批，审批通过后才能支付');

    const pending = (await k.get('/api/order/approvals', HQ)).body.data.list;
    const mine = pending.find((o: { id: number }) => o.id === id);
    expect(mine).toMatchObject({ store: { username: STORE }, approval_over: '10.00' });
    expect(mine.lines[0]).toMatchObject({ goods_id: goods[0]!.id, quantity: 2 });
    const hqMessages = (await k.get('/api/message/list', HQ)).body.data.list;
    expect(hqMessages[0].title).toContain('待您审批');

    expect((await k.post(`/api/order/${id}/approve`, {}, 'liansuo01-3')).status).toBe(403);
    const approved = await k.post(`/api/order/${id}/approve`, {}, HQ);
    expect(approved.body.data).toEqual({ id, status: 'unpaid', approval_status: 'approved' });
    const row = await unpaidOf(id);
    expect(row.approved_by).toBe(await k.memberId(HQ));
    expect(new Date(row.expires_at).getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);
    expect((await k.post(`/api/order/${id}/approve`, {}, HQ)).status).toBe(409);
    expect((await k.get('/api/message/list', STORE)).body.data.list[0].title).toContain('已通过总部审批');

    const paid = await k.post(`/api/pay/${id}`, { method: 'balance' }, STORE);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((await unpaidOf(id)).status).toBe('to_ship');
  });

  it('rejected: cancelled, stock back, the store told why; the reason is required', async () => {
    await setPolicy({ approval_over: '10' });
    const before = await k.stockOf(goods[1]!.id);
    const id = (await storeOrder(goods[1]!, 10)).body.data.order_id;
    expect(await k.stockOf(goods[1]!.id)).toBe(before - 10);
    const empty = await k.post(`/api/order/${id}/reject`, { reason: ' ' }, HQ);
    expect(empty.status).toBe(422);
    expect(empty.body.msg).toBe('请填写驳回原因');
    const rejected = await k.post(`/api/order/${id}/reject`, { reason: '本月预算已用完' }, HQ);
    expect(rejected.body.data).toEqual({ id, status: 'cancelled', approval_status: 'rejected' });
    expect(await k.stockOf(goods[1]!.id)).toBe(before);
    const message = (await k.get('/api/message/list', STORE)).body.data.list[0];
    expect(message.title).toContain('被总部驳回');
    expect(message.content).toContain('本月预算已用完');
    expect((await k.get(`/api/order/${id}`, STORE)).body.data.cancel_reason).toContain('本月预算已用完');
  });

  it('left 72 hours: cancelled by the sweep with the stock back', async () => {
    await setPolicy({ approval_over: '10' });
    const before = await k.stockOf(goods[2]!.id);
    const id = (await storeOrder(goods[2]!, 10)).body.data.order_id;
    await k.rows(`update orders set expires_at = now() - interval '1 minute' where id = ${id}`);
    await k.get('/api/order/list', STORE);
    expect(await unpaidOf(id)).toMatchObject({ status: 'cancelled', approval_status: 'rejected' });
    expect(await k.stockOf(goods[2]!.id)).toBe(before);
    expect((await k.get('/api/message/list', STORE)).body.data.list[0].title).toContain('已自动取消');
  });

  it('below the approval amount: an ordinary unpaid order', async () => {
    await setPolicy({ approval_over: '100000' });
    const created = await storeOrder(goods[3]!, 1);
    expect(created.body.data.status).toBe('unpaid');
    await k.post(`/api/order/${created.body.data.order_id}/cancel`, {}, STORE);
  });
});

describe('monthly limit', () => {
  const spent = async () =>
    Number(
      (
        await k.rows(`select coalesce(sum(payable_amount), 0)::int as n from orders
          where member_id = ${storeId} and status <> 'cancelled'`)
      )[0]!.n,
    );

  it('refuses an order that would pass it, naming the limit and what is left', async () => {
    const used = await spent();
    const limit = used + 100; // ¥1.00 left
    await setPolicy({ monthly_limit: (limit / 100).toFixed(2), approval_over: '' });
    const res = await storeOrder(goods[3]!, 5);
    expect(res.status).toBe(409);
    const yuan = (fen: number) =>
      (fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(res.body.msg).toContain(`本月采购额度¥${yuan(limit)}，剩余¥1.00`);
    expect(await spent()).toBe(used);
  });

  it('lets only one of two parallel orders through when only one fits', async () => {
    await k.clearCart(STORE);
    const [a, b] = [goods[2]!, goods[3]!];
    const ids = await k.add(STORE, [
      { goods_id: a.id, number: 3 },
      { goods_id: b.id, number: 3 },
    ]);
    const lines = await k.rows(`select id, goods_id from cart_items where member_id = ${storeId}`);
    const lineOf = (goodsId: number) => Number(lines.find((l) => Number(l.goods_id) === goodsId)!.id);
    expect(ids).toHaveLength(2);
    const used = await spent();
    const biggest = Math.max(a.base_price, b.base_price) * 3;
    // Room for either order alone (prices may differ a little for the store), never for both.
    const limit = used + Math.ceil(biggest * 1.5);
    await setPolicy({ monthly_limit: (limit / 100).toFixed(2), approval_over: '' });
    const results = await Promise.all([k.order(STORE, [lineOf(a.id)]), k.order(STORE, [lineOf(b.id)])]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses, JSON.stringify(results.map((r) => r.body.msg))).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.msg).toContain('本月采购额度');
    expect(await spent()).toBeLessThanOrEqual(limit);
  });
});
