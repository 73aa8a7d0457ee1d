import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '../../lib/spreadsheet';
import { createCommerceApp, type GoodsPick, type Kit } from '../../test/commerce-test-kit';
import { codedAndPlainGoods, paidCodedOrder } from '../../test/trace-test-kit';

let k: Kit;
let coded: GoodsPick;
let plain: GoodsPick;
const PREFIX = '8100202';
let serial = 0;
const code = () => `${PREFIX}${String(++serial).padStart(13, '0')}`;

beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'zhensuo01', 'operator01', 'cangku01']);
  [coded, plain] = await codedAndPlainGoods(k, PREFIX, { skip: 4 });
});
afterAll(() => k?.close());

/** A paid order of `n` coded units and 2 plain ones, shipped with codes unless `ship` is false. */
async function shippedOrder(n: number, ship = true, user = 'yaodian01') {
  const { id, codedLine: line } = await paidCodedOrder(k, { coded, plain }, n, user);
  const codes = Array.from({ length: n }, code);
  if (ship) {
    const res = await k.post(
      `/api/operator/order/${id}/ship`,
      {
        logistics_company: '顺丰速运',
        logistics_no: `SF77${id}`,
        trace_codes: [{ order_line_id: Number(line.id), codes }],
      },
      'cangku01',
    );
    expect(res.status).toBe(200);
  }
  const [{ order_no }] = (await k.rows(`select order_no from orders where id = ${id}`)) as {
    order_no: string;
  }[];
  return { id, lineId: Number(line.id), codes, orderNo: order_no };
}

const download = (url: string, user = 'yaodian01') =>
  k.app.inject({ method: 'GET', url, headers: { cookie: k.cookies[user] ?? '' } });

describe('the buyer reads and downloads the codes', () => {
  it('per line in the order, as CSV or XLSX; another member and a visitor get nothing', async () => {
    const { id, lineId, codes } = await shippedOrder(2);
    const trace = await k.get(`/api/order/${id}/trace`, 'yaodian01');
    expect(trace.status).toBe(200);
    const line = trace.body.data.lines.find((l: { order_line_id: number }) => l.order_line_id === lineId);
    expect(line).toMatchObject({ trace_required: 1, trace_prefix: PREFIX });
    expect(line.codes.map((c: { code: string }) => c.code)).toEqual(codes);
    const plainLine = trace.body.data.lines.find(
      (l: { order_line_id: number }) => l.order_line_id !== lineId,
    );
    expect(plainLine).toMatchObject({ trace_required: 0, codes: [] });

    const csv = await download(`/api/order/${id}/trace-codes?format=csv`);
    expect(csv.statusCode).toBe(200);
    const sheet = readSheet(csv.rawPayload);
    expect(sheet.header).toEqual(['商品', '规格', '批准文号', '批号', '有效期至', '追溯码']);
    expect(sheet.rows.map((r) => r['追溯码'])).toEqual(codes);
    const xlsx = await download(`/api/order/${id}/trace-codes?format=xlsx`);
    expect(readSheet(xlsx.rawPayload).rows).toHaveLength(2);
    expect((await download(`/api/order/${id}/trace-codes?format=pdf`)).statusCode).toBe(422);

    expect((await k.get(`/api/order/${id}/trace`, 'zhensuo01')).status).toBe(404);
    expect((await download(`/api/order/${id}/trace-codes`, 'zhensuo01')).statusCode).toBe(404);
    expect((await k.get(`/api/order/${id}/trace`)).body.code).toBe(10001);
  });

  it('not before shipping', async () => {
    const { id } = await shippedOrder(1, false);
    expect((await download(`/api/order/${id}/trace-codes`)).statusCode).toBe(409);
    const check = await k.post(`/api/order/${id}/receipt-check`, { codes: [code()] }, 'yaodian01');
    expect([check.status, check.body.msg]).toEqual([409, '订单发货后才能验收']);
  });

  it('the codes travel in the ERP export and the 首营资料 ZIP', async () => {
    const { id, codes, orderNo } = await shippedOrder(2);
    const exported = await download(`/api/operator/orders/export?format=csv&limit=500`, 'operator01');
    const rows = readSheet(exported.rawPayload).rows.filter((r) => r['订单号'] === orderNo);
    expect(rows.map((r) => r['追溯码']).filter(Boolean)).toEqual([codes.join(' ')]);
    const zip = await download(`/api/order/${id}/documents`);
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.includes(Buffer.from('追溯码清单.csv'))).toBe(true);
  });
});

describe('扫码验收', () => {
  it('checks each code and each line, then records who received what; a code is received once', async () => {
    const { id, lineId, codes } = await shippedOrder(3);
    const other = await shippedOrder(1);
    const stranger = code();
    const scanned = [codes[0]!, ` ${codes[1]}\n`, codes[0]!, other.codes[0]!, stranger];
    const check = await k.post(`/api/order/${id}/receipt-check`, { codes: scanned }, 'yaodian01');
    expect(check.status).toBe(200);
    expect(check.body.data.codes.map((c: { status: string }) => c.status)).toEqual([
      'matched',
      'matched',
      'duplicate',
      'not_on_order',
      'not_on_order',
    ]);
    expect(check.body.data.codes[3].msg).toBe(`该追溯码属于您的订单 ${other.orderNo}，不在本订单中`);
    expect(check.body.data.codes[4].msg).toMatch(/不在本订单的发货清单中/);
    expect(check.body.data).toMatchObject({ matched: 2, flagged: 3 });
    const line = check.body.data.lines.find((l: { order_line_id: number }) => l.order_line_id === lineId);
    expect(line).toMatchObject({ shipped: 3, received: 2, missing: [codes[2]] });
    // A check records nothing.
    expect(await k.rows(`select * from order_receipts where order_id = ${id}`)).toEqual([]);

    const confirm = await k.post(
      `/api/order/${id}/receipt-confirm`,
      { codes: scanned, note: '外观完好' },
      'yaodian01',
    );
    expect(confirm.status).toBe(200);
    expect(confirm.body.data.receipt).toMatchObject({ received_by: 'yaodian01', codes: 2, note: '外观完好' });
    const again = await k.post(`/api/order/${id}/receipt-check`, { codes: [codes[0]!] }, 'yaodian01');
    expect(again.body.data.codes[0]).toMatchObject({ status: 'already_received', status_name: '已验收' });
    const nothing = await k.post(`/api/order/${id}/receipt-confirm`, { codes: [codes[0]!] }, 'yaodian01');
    expect([nothing.status, nothing.body.msg]).toEqual([422, '没有可验收的追溯码，请扫描本订单的追溯码']);

    const record = readSheet((await download(`/api/order/${id}/receipts/export?format=csv`)).rawPayload);
    expect(record.rows.map((r) => [r['商品'], r['验收数量'], r['验收人'], r['验收结论']])).toEqual(
      expect.arrayContaining([
        [coded.name, '2', 'yaodian01', '合格'],
        [plain.name, '2', 'yaodian01', '合格'],
      ]),
    );
  });

  it('parallel confirmations of one scan record it once', async () => {
    const { id, codes } = await shippedOrder(2);
    const results = await Promise.all(
      [0, 1].map(() => k.post(`/api/order/${id}/receipt-confirm`, { codes }, 'yaodian01')),
    );
    const received = await k.rows(
      `select count(*)::int as n from trace_codes where order_id = ${id} and receipt_id is not null`,
    );
    expect(received[0]!.n).toBe(2);
    const receiptsWithCodes = await k.rows(
      `select * from order_receipts where order_id = ${id} and codes > 0`,
    );
    expect(receiptsWithCodes).toHaveLength(1);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
  });

  it('refuses bad input, other members and visitors', async () => {
    const { id, codes } = await shippedOrder(1);
    const long = await k.post(`/api/order/${id}/receipt-check`, { codes: ['9'.repeat(201)] }, 'yaodian01');
    expect([long.status, long.body.msg]).toEqual([422, '追溯码不能超过200个字符']);
    const bad = await k.post(
      `/api/order/${id}/receipt-confirm`,
      { codes, note: 'x'.repeat(201) },
      'yaodian01',
    );
    expect(bad.status).toBe(422);
    expect((await k.post(`/api/order/${id}/receipt-check`, { codes }, 'zhensuo01')).status).toBe(404);
    expect((await k.post(`/api/order/${id}/receipt-confirm`, { codes }, 'zhensuo01')).status).toBe(404);
    expect((await k.post(`/api/order/${id}/receipt-check`, { codes })).body.code).toBe(10001);
    expect(await k.rows(`select * from order_receipts where order_id = ${id}`)).toEqual([]);
  });
});
