import { formatYuan } from '@yaocai/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type GoodsPick, type Kit, type Row } from '../../test/commerce-test-kit';

let k: Kit;
let member: number;
let goods: GoodsPick;
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'zhensuo01', 'operator01', 'kefu01']);
  member = await k.memberId('yaodian01');
  [goods] = await k.plainGoods(1, { skip: 2 });
  await k.rows(`insert into balance_ledger (member_id, amount, kind, note)
    values (${member}, 100000000, 'grant', 'test balance')`);
});
afterAll(() => k?.close());

const DAY = 86_400_000;
const iso = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const UNITS = 10;

function rule(change: Record<string, unknown> = {}) {
  return {
    name: '测试返现',
    threshold: '100',
    amount: '5',
    destination: 'balance',
    starts_at: iso(-1),
    ends_at: iso(30),
    ...change,
  };
}

/** An order of UNITS units paid from the balance and shipped; its id, first line and goods paid amount. */
async function shippedOrder() {
  await k.clearCart('yaodian01');
  const ids = await k.add('yaodian01', [{ goods_id: goods.id, number: UNITS }]);
  const created = await k.order('yaodian01', ids, { pay_method: 'balance' });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = Number(created.body.data.order_id);
  const ship = await k.post(
    `/api/operator/order/${id}/ship`,
    { logistics_company: '顺丰速运', logistics_no: `SF${Date.now()}` },
    'operator01',
  );
  expect(ship.status).toBe(200);
  const [order] = await k.rows(
    `select order_no, goods_amount - manjian_amount - coupon_amount as paid from orders where id = ${id}`,
  );
  const [line] = await k.rows(`select id from order_lines where order_id = ${id} and not is_gift`);
  return { id, no: String(order!.order_no), paid: Number(order!.paid), line: Number(line!.id) };
}

const complete = (id: number) => k.post(`/api/order/${id}/confirm`, {}, 'yaodian01');

async function refund(orderId: number, lineId: number, quantity: number) {
  const sale = await k.post(
    '/api/after_sale',
    {
      order_id: orderId,
      kind: 'refund_only',
      reason: '药品破损',
      lines: [{ order_line_id: lineId, quantity }],
    },
    'yaodian01',
  );
  expect(sale.status, JSON.stringify(sale.body)).toBe(200);
  await k.post(`/api/operator/after_sale/${sale.body.data.id}/approve`, {}, 'operator01');
  const done = await k.post(`/api/operator/after_sale/${sale.body.data.id}/refund`, {}, 'operator01');
  expect(done.status, JSON.stringify(done.body)).toBe(200);
}

const grantOf = async (orderId: number) =>
  (await k.rows(`select * from cashback_grants where order_id = ${orderId}`))[0];
const ledger = (table: string, orderId: number) =>
  k.rows(
    `select amount, kind, note from ${table} where order_id = ${orderId} and kind like 'cashback%' order by id`,
  );
const redPackets = async () => Number((await k.get('/api/user/red_packet', 'yaodian01')).body.data.balance);
const activity = async (user?: string) => (await k.get('/api/activity/cashback', user)).body;

describe('the cashback page', () => {
  it('shows visitors the seeded running rules and no records', async () => {
    const body = await activity();
    expect(body.code).toBe(10000);
    expect(body.data).toMatchObject({ logged_in: 0, records: [], total_amount: '0.00' });
    expect(body.data.rules.map((r: Row) => [r.name, r.threshold, r.amount, r.destination_name])).toEqual([
      ['满额返现 · 余额', '500.00', '10.00', '账户余额'],
      ['满额返现 · 红包', '2000.00', '60.00', '账户红包'],
    ]);
  });

  it('shows a member its cashback from the demo history', async () => {
    const data = (await activity('yaodian01')).data;
    expect(data.logged_in).toBe(1);
    expect(data.records.length).toBeGreaterThanOrEqual(1);
    expect(data.records[0]).toMatchObject({
      rule_name: '满额返现 · 余额',
      amount: '10.00',
      destination_name: '账户余额',
    });
  });
});

describe('cashback on completion and refunds', () => {
  // Tiers over the test order's goods paid amount P: 60% of P → lo to the balance, P → hi to red packets.
  let lo: number;
  let hi: number;
  beforeAll(async () => {
    await k.rows(`update cashback_rules set is_on = false`);
    const probe = await shippedOrder();
    const low = Math.floor((probe.paid * 0.6) / 100) * 100;
    lo = Math.floor(probe.paid / 20);
    hi = Math.floor(probe.paid / 8);
    const tiers = [
      rule({ name: '六成返现', threshold: formatYuan(low), amount: formatYuan(lo) }),
      rule({
        name: '满额返红包',
        threshold: formatYuan(probe.paid),
        amount: formatYuan(hi),
        destination: 'red_packet',
      }),
      rule({ name: '够不着的档', threshold: formatYuan(probe.paid + 100), amount: formatYuan(hi * 2) }),
    ];
    for (const body of tiers) {
      const res = await k.post('/api/operator/cashback-rules', body, 'operator01');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  });

  it('pays the best reached rule once, when the order completes', async () => {
    const order = await shippedOrder();
    expect(await grantOf(order.id)).toBeUndefined();
    const before = await redPackets();
    expect((await complete(order.id)).status).toBe(200);
    expect(await grantOf(order.id)).toMatchObject({ amount: hi, reversed: 0, destination: 'red_packet' });
    expect(await ledger('red_packet_ledger', order.id)).toEqual([
      { amount: hi, kind: 'cashback', note: `订单${order.no}满额返现（满额返红包）` },
    ]);
    expect(await redPackets()).toBeCloseTo(before + hi / 100, 2);
    expect((await complete(order.id)).status).toBe(409);
    expect(await ledger('red_packet_ledger', order.id)).toHaveLength(1);
    const [message] = await k.rows(
      `select title, content from messages where member_id = ${member} order by id desc limit 1`,
    );
    expect(message).toMatchObject({ title: '满额返现已到账' });
    const record = (await activity('yaodian01')).data.records[0];
    expect(record).toMatchObject({
      order_id: order.id,
      order_no: order.no,
      amount: formatYuan(hi),
      status_name: '已返现',
    });
    const other = (await activity('zhensuo01')).data.records;
    expect(other.some((r: Row) => r.order_id === order.id)).toBe(false);
  });

  it('refunds take back what the remaining amount no longer reaches, tier by tier', async () => {
    const order = await shippedOrder();
    await complete(order.id);
    await refund(order.id, order.line, 3);
    // 70% of P still reaches the 60% tier: what is above it comes back.
    expect(await grantOf(order.id)).toMatchObject({ amount: hi, reversed: hi - lo });
    const partly = (await activity('yaodian01')).data.records.find((r: Row) => r.order_id === order.id);
    expect(partly).toMatchObject({ reversed: formatYuan(hi - lo), status_name: '部分扣回' });
    await refund(order.id, order.line, 2);
    expect(await grantOf(order.id)).toMatchObject({ reversed: hi });
    await refund(order.id, order.line, 1);
    expect((await ledger('red_packet_ledger', order.id)).map((e) => e.amount)).toEqual([hi, -(hi - lo), -lo]);
  });

  it('takes back only what the red packets still hold when the cashback was spent', async () => {
    const order = await shippedOrder();
    await complete(order.id);
    const held = Math.round((await redPackets()) * 100);
    const left = Math.floor(hi / 3);
    await k.rows(`insert into red_packet_ledger (member_id, amount, kind, note)
      values (${member}, ${-(held - left)}, 'use', 'spent elsewhere')`);
    await refund(order.id, order.line, UNITS);
    expect(await redPackets()).toBe(0);
    const entries = await ledger('red_packet_ledger', order.id);
    expect(entries.map((e) => e.amount)).toEqual([hi, -left]);
    expect(await grantOf(order.id)).toMatchObject({ reversed: hi });
  });

  it('counts refunds made before completion, and pays the balance tier', async () => {
    const order = await shippedOrder();
    await refund(order.id, order.line, 3);
    await complete(order.id);
    expect(await grantOf(order.id)).toMatchObject({ amount: lo, destination: 'balance' });
    expect(await ledger('balance_ledger', order.id)).toEqual([
      { amount: lo, kind: 'cashback', note: `订单${order.no}满额返现（六成返现）` },
    ]);
    const below = await shippedOrder();
    await refund(below.id, below.line, 5);
    await complete(below.id);
    expect(await grantOf(below.id)).toBeUndefined();
  });

  it('parallel completions grant once', async () => {
    const order = await shippedOrder();
    const results = await Promise.all(Array.from({ length: 6 }, () => complete(order.id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await ledger('red_packet_ledger', order.id)).toHaveLength(1);
  });
});

describe('the console', () => {
  it('lists and edits rules with promotion permissions, audited', async () => {
    expect((await k.get('/api/operator/cashback-rules')).body.code).toBe(10001);
    expect((await k.get('/api/operator/cashback-rules', 'yaodian01')).status).toBe(403);
    expect((await k.post('/api/operator/cashback-rules', rule(), 'kefu01')).status).toBe(403);
    const list = (await k.get('/api/operator/cashback-rules', 'operator01')).body.data;
    const paid = list.find((r: Row) => r.name === '满额返红包');
    expect(paid).toMatchObject({ destination: 'red_packet', is_on: 1, state: 'running' });
    expect(paid.grants).toBeGreaterThanOrEqual(3);

    const id = (await k.post('/api/operator/cashback-rules', rule({ name: '待停用' }), 'operator01')).body
      .data.id;
    const off = await k.post(
      `/api/operator/cashback-rules/${id}`,
      rule({ name: '待停用', is_on: 0 }),
      'operator01',
    );
    expect(off.status).toBe(200);
    const [audit] = await k.rows(
      `select summary, before, after from audit_log where entity = 'cashback_rule' and entity_id = '${id}' order by id desc limit 1`,
    );
    expect(audit).toMatchObject({ summary: '修改满额返现：待停用' });
    expect([audit!.before.isOn, audit!.after.isOn]).toEqual([true, false]);
    expect((await activity()).data.rules.some((r: Row) => r.id === id)).toBe(false);
    expect((await k.post('/api/operator/cashback-rules/999999', rule(), 'operator01')).status).toBe(404);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['amount at the threshold', { threshold: '30', amount: '30' }, '返现金额必须小于返现门槛'],
    ['no threshold', { threshold: '0' }, '返现门槛必须大于0'],
    ['no amount', { amount: '0' }, '返现金额必须大于0'],
    ['points', { destination: 'points' }, '请选择返现方式'],
    ['backwards window', { ends_at: iso(-2) }, '结束时间必须晚于开始时间'],
    ['bad time', { starts_at: 'tomorrow' }, '开始时间格式不正确'],
    ['no name', { name: '' }, '请填写活动名称'],
  ])('refuses %s with 422 and writes nothing', async (_name, change, message) => {
    const count = async () => (await k.rows('select count(*)::int as n from cashback_rules'))[0]!.n;
    const before = await count();
    const res = await k.post('/api/operator/cashback-rules', rule(change), 'operator01');
    expect([res.status, res.body.msg]).toEqual([422, message]);
    expect(await count()).toBe(before);
  });
});
