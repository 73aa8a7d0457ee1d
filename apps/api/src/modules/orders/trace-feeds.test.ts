import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '../../lib/spreadsheet';
import { createCommerceApp, type Kit } from '../../test/commerce-test-kit';

let k: Kit;
const PREFIX = '8100202';
const codes = [`${PREFIX}0000000000031`, `${PREFIX}0000000000032`];
let orderId: number;

beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'operator01', 'cangku01']);
  const [coded] = await k.plainGoods(1);
  await k.rows(`update goods set trace_required = true, trace_prefix = '${PREFIX}' where id = ${coded!.id}`);
  const hook = await k.post(
    '/api/operator/webhooks',
    { url: 'https://erp.example.com/hooks/yaocai', events: ['order.shipped'] },
    'operator01',
  );
  expect(hook.status).toBe(200);
  await k.clearCart('yaodian01');
  const ids = await k.add('yaodian01', [{ goods_id: coded!.id, number: 2 }]);
  const created = await k.order('yaodian01', ids, { pay_method: 'balance' });
  orderId = created.body.data.order_id as number;
  const [line] = await k.rows(`select id from order_lines where order_id = ${orderId}`);
  const shipped = await k.post(
    `/api/operator/order/${orderId}/ship`,
    {
      logistics_company: '顺丰速运',
      logistics_no: `SF${orderId}0031`,
      trace_codes: [{ order_line_id: Number(line!.id), codes }],
    },
    'cangku01',
  );
  expect(shipped.status).toBe(200);
});
afterAll(() => k?.close());

const download = (url: string, user: string) =>
  k.app.inject({ method: 'GET', url, headers: { cookie: k.cookies[user]! } });

describe('shipped 追溯码 travel with the order', () => {
  it('in the order.shipped webhook body', async () => {
    const [event] = await k.rows(
      `select payload from webhook_events where type = 'order.shipped' order by id desc limit 1`,
    );
    const lines = event!.payload.data.order.lines as { trace_codes: string[] }[];
    expect(lines.flatMap((l) => l.trace_codes)).toEqual(codes);
  });

  it('in the order export', async () => {
    const res = await download(
      `/api/operator/orders/export?format=csv&since=${encodeURIComponent(new Date(Date.now() - 3600_000).toISOString())}`,
      'operator01',
    );
    expect(res.statusCode).toBe(200);
    const rows = readSheet(res.rawPayload).rows.filter((r) => Number(r['订单编号']) === orderId);
    expect(rows.map((r) => r['追溯码'])).toEqual([codes.join(' ')]);
  });

  it('in the 首营资料 ZIP', async () => {
    const res = await download(`/api/order/${orderId}/documents`, 'yaodian01');
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const list = readSheet(Buffer.from(files['追溯码清单.csv']!)).rows;
    expect(list.map((r) => r['追溯码'])).toEqual(codes);
  });
});
