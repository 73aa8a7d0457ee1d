import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type GoodsPick, type Kit } from '../../test/commerce-test-kit';
import { codedAndPlainGoods, paidCodedOrder } from '../../test/trace-test-kit';

let k: Kit;
let coded: GoodsPick;
let plain: GoodsPick;
const PREFIX = '8100101';
let serial = 0;
const code = () => `${PREFIX}${String(++serial).padStart(13, '0')}`;

beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'zhensuo01', 'operator01', 'kefu01', 'cangku01']);
  [coded, plain] = await codedAndPlainGoods(k, PREFIX);
});
afterAll(() => k?.close());

/** A paid order of `n` units of the coded goods and 2 of the plain one; its id and line rows. */
const newOrder = (n = 3, user = 'yaodian01') => paidCodedOrder(k, { coded, plain }, n, user);

const ship = (id: number, trace_codes: unknown, user = 'cangku01') =>
  k.post(
    `/api/operator/order/${id}/ship`,
    { logistics_company: '顺丰速运', logistics_no: `SF${id}00${serial}`, trace_codes },
    user,
  );

const statusOf = async (id: number) =>
  (await k.rows(`select status from orders where id = ${id}`))[0]!.status;

describe('shipping with 药品追溯码', () => {
  it('refuses line by line and changes nothing', async () => {
    const { id, codedLine, plainLine } = await newOrder(3);
    const good = code();
    const res = await ship(id, [
      {
        order_line_id: codedLine.id,
        codes: [good, good, '89999990000000000001', '(01)06901234567892(17)270630(10)NOPE(21)1'],
      },
      { order_line_id: plainLine.id, codes: [code()] },
      { order_line_id: 99999999, codes: [] },
    ]);
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      'trace_codes.0.codes.1': [`${good}：重复扫码`],
      'trace_codes.0.codes.2': ['89999990000000000001：追溯码前7位 8999999 不是该商品的药品标识码 8100101'],
      'trace_codes.0.codes.3': [expect.stringContaining('GS1')],
      'trace_codes.1': [expect.stringContaining('为无码商品，无需扫码')],
      'trace_codes.2.order_line_id': ['该商品行不属于此订单'],
      'trace_codes.0': [expect.stringMatching(/应扫码3.*已扫1/)],
    });
    expect(await statusOf(id)).toBe('to_ship');
    expect(await k.rows(`select * from trace_codes where order_id = ${id}`)).toEqual([]);

    const none = await ship(id, []);
    expect(none.status).toBe(422);
    expect(Object.keys(none.body.errors!)).toEqual([`lines.${codedLine.id}`]);
    expect(none.body.msg).toMatch(/应扫码3.*已扫0/);
  });

  it('ships when every coded line has its count; 无码 lines need none; the console and buyer see the codes', async () => {
    const { id, codedLine } = await newOrder(2);
    const codes = [code(), code()];
    const res = await ship(id, [{ order_line_id: codedLine.id, codes: [` ${codes[0]}\r\n`, codes[1]] }]);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id, status: 'shipped' });
    const detail = await k.get(`/api/operator/orders/${id}`, 'cangku01');
    const traced = detail.body.data.trace_lines.find(
      (l: { order_line_id: number }) => l.order_line_id === codedLine.id,
    );
    expect(traced).toMatchObject({ trace_required: 1, trace_prefix: PREFIX, to_ship: 2, codes });
    const [shippedBy] = await k.rows(`select distinct shipped_by from trace_codes where order_id = ${id}`);
    expect(Number(shippedBy!.shipped_by)).toBe(await k.memberId('cangku01'));
    const events = detail.body.data.events.map((e: { text: string }) => e.text).join();
    expect(events).toContain('随货追溯码2个');
  });

  it('a code ships once: again it is refused naming the order it went out with', async () => {
    const first = await newOrder(1);
    const taken = code();
    expect((await ship(first.id, [{ order_line_id: first.codedLine.id, codes: [taken] }])).status).toBe(200);
    const [{ order_no }] = (await k.rows(`select order_no from orders where id = ${first.id}`)) as {
      order_no: string;
    }[];
    const second = await newOrder(1);
    const res = await ship(second.id, [{ order_line_id: second.codedLine.id, codes: [taken] }]);
    expect(res.status).toBe(422);
    expect(res.body.errors!['trace_codes.0.codes.0']).toEqual([`${taken}：已随订单 ${order_no} 发出`]);
    expect(await statusOf(second.id)).toBe('to_ship');
  });

  it('GS1 codes of the line’s batch are accepted and stored with parentheses', async () => {
    const { id, codedLine } = await newOrder(1);
    const [y, m, d] = String(codedLine.expires_on).split('-');
    const plainGs1 = `0106901234567892${'17'}${y!.slice(2)}${m}${d}10${codedLine.batch_no}21GS${serial++}`;
    const res = await ship(id, [{ order_line_id: codedLine.id, codes: [plainGs1] }]);
    expect(res.status).toBe(200);
    const [row] = await k.rows(`select code, kind from trace_codes where order_id = ${id}`);
    expect(row).toMatchObject({ kind: 'gs1' });
    expect(row!.code).toMatch(/^\(01\)06901234567892\(17\)\d{6}\(10\).+\(21\)GS\d+$/);
  });

  it('parallel shipments of one code ship it once', async () => {
    const orders = await Promise.all([newOrder(1, 'yaodian01'), newOrder(1, 'zhensuo01')]);
    const shared = code();
    const results = await Promise.all(
      orders.map((o) => ship(o.id, [{ order_line_id: o.codedLine.id, codes: [shared] }])),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    const refused = results.find((r) => r.status === 422)!;
    expect(refused.body.msg).toMatch(new RegExp(`${shared}：已随订单 \\S+ 发出`));
    expect(await k.rows(`select order_id from trace_codes where code = '${shared}'`)).toHaveLength(1);
    const statuses = await Promise.all(orders.map((o) => statusOf(o.id)));
    expect(statuses.sort()).toEqual(['shipped', 'to_ship']);
  });

  it('refuses bad input, visitors, buyers and staff without order.ship before reading the body', async () => {
    const { id } = await newOrder(1);
    const bad = await ship(id, 'not-a-list');
    expect(bad.status).toBe(422);
    const long = await ship(id, [{ order_line_id: 1, codes: ['9'.repeat(201)] }]);
    expect([long.status, long.body.msg]).toEqual([422, '追溯码不能超过200个字符']);
    expect((await ship(id, [], 'yaodian01')).status).toBe(403);
    expect((await ship(id, [], 'kefu01')).status).toBe(403);
    const visitor = await k.post(`/api/operator/order/${id}/ship`, { trace_codes: 'x' });
    expect(visitor.body.code).toBe(10001);
    expect(await statusOf(id)).toBe('to_ship');
  });
});
