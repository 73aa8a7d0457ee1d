import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type GoodsPick, type Kit } from '../../test/commerce-test-kit';
import { codedAndPlainGoods, paidCodedOrder } from '../../test/trace-test-kit';

let k: Kit;
let coded: GoodsPick;
let plain: GoodsPick;
const PREFIX = '8100202';
let serial = 0;
const code = () => `${PREFIX}${String(++serial).padStart(13, '0')}`;

beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'zhensuo01', 'operator01', 'kefu01', 'cangku01', 'zhiliang01']);
  [coded, plain] = await codedAndPlainGoods(k, PREFIX);
});
afterAll(() => k?.close());

/** A shipped order of `n` coded units (with their codes) and 2 plain ones. */
async function shippedOrder(n = 3, user = 'yaodian01') {
  const order = await paidCodedOrder(k, { coded, plain }, n, user);
  const id = order.id;
  const codedLine = Number(order.codedLine.id);
  const codes = Array.from({ length: n }, code);
  const shipped = await shipCodes(id, codedLine, codes);
  expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
  return {
    id,
    codedLine,
    plainLine: Number(order.plainLine.id),
    batchId: Number(order.codedLine.batch_id),
    codes,
  };
}

const shipCodes = (id: number, lineId: number, codes: string[]) =>
  k.post(
    `/api/operator/order/${id}/ship`,
    {
      logistics_company: '顺丰速运',
      logistics_no: `SF${id}00${serial}`,
      trace_codes: [{ order_line_id: lineId, codes }],
    },
    'cangku01',
  );

const apply = (orderId: number, lines: unknown[], kind = 'return_refund', user = 'yaodian01') =>
  k.post('/api/after_sale', { order_id: orderId, kind, reason: '包装破损，退回', lines }, user);

const saleCount = async (orderId: number) =>
  Number((await k.rows(`select count(*)::int as n from after_sales where order_id = ${orderId}`))[0]!.n);

const check = (saleId: number, codes: unknown, user = 'cangku01') =>
  k.post(`/api/operator/after_sale/${saleId}/return-check`, { codes }, user);
const receive = (saleId: number, codes: unknown, user = 'cangku01', extra: Record<string, unknown> = {}) =>
  k.post(`/api/operator/after_sale/${saleId}/received`, { codes, ...extra }, user);
const approve = (saleId: number) => k.post(`/api/operator/after_sale/${saleId}/approve`, {}, 'kefu01');

describe('the buyer names the codes sent back', () => {
  it('refuses wrong codes line by line, in Chinese, and writes nothing', async () => {
    const o = await shippedOrder(3);
    const other = await shippedOrder(1);
    const res = await apply(o.id, [
      {
        order_line_id: o.codedLine,
        quantity: 2,
        trace_codes: [o.codes[0], o.codes[0], other.codes[0], '12345'],
      },
      { order_line_id: o.plainLine, quantity: 1, trace_codes: [o.codes[1]] },
    ]);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'lines.0.trace_codes.1': [`${o.codes[0]}：重复选择`],
      'lines.0.trace_codes.2': [`${other.codes[0]}：不是本订单发出的追溯码`],
      'lines.0.trace_codes.3': ['12345：不是本订单发出的追溯码'],
      'lines.1.trace_codes': [expect.stringContaining('发货时无追溯码，无需填写')],
    });
    const short = await apply(o.id, [{ order_line_id: o.codedLine, quantity: 2, trace_codes: [o.codes[0]] }]);
    expect([short.status, short.body.errors]).toEqual([
      422,
      { 'lines.0.trace_codes': [expect.stringMatching(/退回2\S+，应选择2\S+的追溯码（已选1\S+）$/)] },
    ]);
    const none = await apply(o.id, [{ order_line_id: o.codedLine, quantity: 1 }]);
    expect(none.body.msg).toMatch(/已选0/);
    const refundOnly = await apply(
      o.id,
      [{ order_line_id: o.codedLine, quantity: 1, trace_codes: [o.codes[0]] }],
      'refund_only',
    );
    expect([refundOnly.status, refundOnly.body.msg]).toEqual([422, '仅退款无需退回追溯码']);
    const bad = await apply(o.id, [
      { order_line_id: o.codedLine, quantity: 1, trace_codes: 'x'.repeat(201) },
    ]);
    expect([bad.status, bad.body.msg]).toEqual([422, '追溯码不能超过200个字符']);
    expect(await saleCount(o.id)).toBe(0);
    expect(
      await k.rows(
        `select code from trace_codes where order_id = ${o.id} and return_after_sale_id is not null`,
      ),
    ).toEqual([]);
  });

  it('keeps a code to one open after-sale, lets a refused one go, and never shows another member', async () => {
    const o = await shippedOrder(2);
    const stranger = await apply(
      o.id,
      [{ order_line_id: o.codedLine, quantity: 1, trace_codes: [o.codes[0]] }],
      'return_refund',
      'zhensuo01',
    );
    expect(stranger.status).toBe(404);
    const first = await apply(o.id, [{ order_line_id: o.codedLine, quantity: 1, trace_codes: [o.codes[0]] }]);
    expect(first.status).toBe(200);
    const again = await apply(
      o.id,
      [{ order_line_id: o.codedLine, quantity: 1, trace_codes: [o.codes[0]] }],
      'exchange',
    );
    expect(again.body.errors).toEqual({
      'lines.0.trace_codes.0': [`${o.codes[0]}：已在售后单 ${first.body.data.after_sale_no} 中申请退回`],
    });
    const detail = await k.get(`/api/after_sale/${first.body.data.id}`, 'yaodian01');
    expect(detail.body.data.lines[0].trace_codes).toEqual([{ code: o.codes[0], received: 0 }]);
    expect((await k.get(`/api/after_sale/${first.body.data.id}`, 'zhensuo01')).status).toBe(404);
    const trace = await k.get(`/api/order/${o.id}/trace`, 'yaodian01');
    const states = trace.body.data.lines.flatMap((l: { codes: { return_state: string }[] }) =>
      l.codes.map((c) => c.return_state),
    );
    expect(states).toEqual(['named', 'none']);

    const refused = await k.post(
      `/api/operator/after_sale/${first.body.data.id}/refuse`,
      { reason: '未见破损' },
      'kefu01',
    );
    expect(refused.status).toBe(200);
    const named = await apply(
      o.id,
      [{ order_line_id: o.codedLine, quantity: 1, trace_codes: [o.codes[0]] }],
      'exchange',
    );
    expect(named.status).toBe(200);
  });
});

describe('the warehouse checks the codes received back', () => {
  let o: Awaited<ReturnType<typeof shippedOrder>>;
  let saleId: number;
  beforeAll(async () => {
    o = await shippedOrder(3);
    const res = await apply(o.id, [
      { order_line_id: o.codedLine, quantity: 2, trace_codes: [o.codes[0], o.codes[1]] },
      { order_line_id: o.plainLine, quantity: 1 },
    ]);
    expect(res.status).toBe(200);
    saleId = res.body.data.id;
    expect((await approve(saleId)).status).toBe(200);
  });

  it('is refused to visitors, members and staff without after_sale.receive, before validation', async () => {
    expect((await k.post(`/api/operator/after_sale/${saleId}/return-check`, { codes: 1 })).body.code).toBe(
      10001,
    );
    expect((await check(saleId, 'x', 'yaodian01')).status).toBe(403);
    expect((await check(saleId, 'x', 'zhiliang01')).status).toBe(403);
    expect((await receive(saleId, [], 'zhiliang01')).status).toBe(403);
    expect((await check(saleId, ['9'.repeat(201)])).body.msg).toBe('追溯码不能超过200个字符');
    expect((await check(999999, [])).status).toBe(404);
  });

  it('answers per code and per line, recording nothing', async () => {
    const res = await check(saleId, [o.codes[0], ` ${o.codes[0]} `, o.codes[2], '81002029999999999999']);
    expect(res.status).toBe(200);
    expect(res.body.data.codes.map((c: { status: string; msg: string }) => [c.status, c.msg])).toEqual([
      ['matched', ''],
      ['duplicate', '本次已扫过该追溯码'],
      ['not_on_after_sale', '是本订单发出的追溯码，但不在本售后单的退回清单中'],
      ['not_on_after_sale', '不是本订单发出的追溯码'],
    ]);
    expect(res.body.data.lines).toEqual([
      expect.objectContaining({
        order_line_id: o.codedLine,
        quantity: 2,
        named: 2,
        received: 1,
        missing: [o.codes[1]],
      }),
      expect.objectContaining({
        order_line_id: o.plainLine,
        quantity: 1,
        named: 0,
        received: 0,
        missing: [],
      }),
    ]);
    expect([res.body.data.matched, res.body.data.flagged]).toEqual([1, 3]);
    expect(
      await k.rows(
        `select code from trace_codes where return_after_sale_id = ${saleId} and returned_at is not null`,
      ),
    ).toEqual([]);
  });

  it('refuses a receipt with a stranger code or a code missing; in parallel receives once', async () => {
    const wrong = await receive(saleId, [o.codes[0], o.codes[1], o.codes[2]]);
    expect([wrong.status, wrong.body.errors]).toEqual([
      422,
      { 'codes.2': [`${o.codes[2]}：是本订单发出的追溯码，但不在本售后单的退回清单中`] },
    ]);
    const missing = await receive(saleId, [o.codes[0]]);
    expect([missing.status, missing.body.msg]).toEqual([422, `还有1个退回追溯码未扫到：${o.codes[1]}`]);
    expect((await k.rows(`select status from after_sales where id = ${saleId}`))[0]!.status).toBe('approved');

    const both = await Promise.all([
      receive(saleId, [o.codes[1], o.codes[0]]),
      receive(saleId, [o.codes[0], o.codes[1]]),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await k.rows(
      `select code, returned_at is not null as back from trace_codes where return_after_sale_id = ${saleId} order by id`,
    );
    expect(rows).toEqual([
      { code: o.codes[0], back: true },
      { code: o.codes[1], back: true },
    ]);
    const list = await k.get(
      `/api/operator/after_sales?keyword=${encodeURIComponent('yaodian01')}`,
      'cangku01',
    );
    const sale = list.body.data.list.find((s: { id: number }) => s.id === saleId);
    expect(sale.lines[0].trace_codes).toEqual([
      { code: o.codes[0], received: 1 },
      { code: o.codes[1], received: 1 },
    ]);
  });

  it('lets a code received back ship again, once; a code not received back stays out', async () => {
    const next = await shippedOrder(1);
    // A new order of one coded unit shipped with the returned code.
    await k.clearCart('yaodian01');
    const ids = await k.add('yaodian01', [{ goods_id: coded.id, number: 1 }]);
    const created = await k.order('yaodian01', ids, { pay_method: 'balance' });
    const id = Number(created.body.data.order_id);
    const [line] = await k.rows(`select id from order_lines where order_id = ${id}`);
    expect((await shipCodes(id, Number(line!.id), [o.codes[2]])).body.msg).toMatch(/已随订单 \S+ 发出/);
    expect((await shipCodes(id, Number(line!.id), [o.codes[0]])).status).toBe(200);
    expect(await k.rows(`select order_id from trace_codes where code = '${o.codes[0]}' order by id`)).toEqual(
      [{ order_id: o.id }, { order_id: id }],
    );

    // allow_missing: the code not scanned stays out and cannot ship again.
    const res = await apply(next.id, [
      { order_line_id: next.codedLine, quantity: 1, trace_codes: [next.codes[0]] },
    ]);
    const sale = res.body.data.id as number;
    expect((await approve(sale)).status).toBe(200);
    expect((await receive(sale, [], 'kefu01', { allow_missing: 1 })).status).toBe(200);
    const detail = await k.get(`/api/after_sale/${sale}`, 'yaodian01');
    expect(detail.body.data.lines[0].trace_codes).toEqual([{ code: next.codes[0], received: 0 }]);
    expect(
      (await k.rows(`select returned_at from trace_codes where code = '${next.codes[0]}'`))[0]!.returned_at,
    ).toBeNull();
  });
});

describe('a recall return', () => {
  it('names the codes the buyer received of the recalled batch', async () => {
    const o = await shippedOrder(2, 'zhensuo01');
    const started = await k.post(
      '/api/operator/recalls',
      { batch_ids: [o.batchId], level: 2, reason: '抽检不合格', instructions: '立即停售并退回' },
      'zhiliang01',
    );
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const back = await k.post(`/api/order/${o.id}/recall-return`, {}, 'zhensuo01');
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const detail = await k.get(`/api/after_sale/${back.body.data.after_sale_id}`, 'zhensuo01');
    const line = detail.body.data.lines.find(
      (l: { order_line_id: number }) => l.order_line_id === o.codedLine,
    );
    expect(line.trace_codes).toEqual(o.codes.map((c) => ({ code: c, received: 0 })));
  });
});
