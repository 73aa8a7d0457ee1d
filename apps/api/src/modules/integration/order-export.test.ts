import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '../../lib/spreadsheet';
import { createCommerceApp, type GoodsPick, type Kit } from '../../test/commerce-test-kit';
import { isPrivateAddress, urlRefusal } from './webhook-address';

let k: Kit;
let goods: GoodsPick[];
const placed: number[] = [];

beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'operator01', 'kefu01', 'yunying01']);
  goods = await k.plainGoods(2);
  for (let i = 0; i < 5; i++) placed.push(await placeOrder());
});
afterAll(() => k?.close());

const placeOrder = () =>
  k.placeOrder(
    'yaodian01',
    [
      { goods_id: goods[0]!.id, number: 1 },
      { goods_id: goods[1]!.id, number: 2 },
    ],
    { pay_method: 'balance' },
  );

async function exportPage(query: string, user = 'operator01') {
  const res = await k.app.inject({
    method: 'GET',
    url: `/api/operator/orders/export?${query}`,
    headers: { cookie: k.cookies[user] ?? '' },
  });
  return res;
}

const orderIdsOf = (bytes: Buffer) => [...new Set(readSheet(bytes).rows.map((r) => Number(r['订单编号'])))];

describe('order export', () => {
  it('pages through the orders since a moment with the cursor, oldest first, none twice', async () => {
    const [first] = await k.rows(`select created_at from orders where id = ${placed[0]}`);
    const since = encodeURIComponent(new Date(first!.created_at).toISOString());
    const seen: number[] = [];
    let cursor = '';
    for (let page = 0; page < 10; page++) {
      const res = await exportPage(`since=${since}&limit=2&format=csv&cursor=${cursor}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      const ids = orderIdsOf(res.rawPayload);
      expect(ids.length).toBeLessThanOrEqual(2);
      seen.push(...ids);
      cursor = String(res.headers['x-next-cursor']);
      if (res.headers['x-has-more'] === '0') break;
    }
    expect(seen).toEqual(placed);
    // Polled again later with the last cursor: only what came since.
    const empty = await exportPage(`cursor=${cursor}`);
    expect([empty.statusCode, orderIdsOf(empty.rawPayload), empty.headers['x-next-cursor']]).toEqual([
      200,
      [],
      cursor,
    ]);
    const later = await placeOrder();
    const next = await exportPage(`cursor=${cursor}&format=xlsx`);
    expect(orderIdsOf(next.rawPayload)).toEqual([later]);
  });

  it('writes one row per line with 批准文号, 批号 and 有效期', async () => {
    const res = await exportPage(`since=2000-01-01&limit=1000&format=xlsx`);
    const { header, rows } = readSheet(res.rawPayload);
    expect(header).toContain('批准文号');
    const lines = rows.filter((r) => Number(r['订单编号']) === placed[0]);
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line['批准文号']).toMatch(/\S/);
      expect(line['批号']).toMatch(/\S/);
      expect(line['有效期至']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(line['订单状态']).toBe('待发货');
    }
  });

  it('needs order.read and refuses a bad cursor or time with 422', async () => {
    expect((await exportPage('', 'kefu01')).statusCode).toBe(200);
    expect((await exportPage('', 'yaodian01')).statusCode).toBe(403);
    const visitor = await k.app.inject({ method: 'GET', url: '/api/operator/orders/export' });
    expect(visitor.statusCode).toBe(401);
    const bad = await exportPage('cursor=bm90LWEtY3Vyc29y');
    expect([bad.statusCode, bad.json().msg]).toEqual([422, '游标不正确，请使用上一页返回的 X-Next-Cursor']);
    expect((await exportPage('since=yesterday')).statusCode).toBe(422);
    expect((await exportPage('format=pdf')).statusCode).toBe(422);
    expect((await exportPage('limit=5000')).statusCode).toBe(422);
    const future = await exportPage('since=2999-01-01');
    expect(orderIdsOf(future.rawPayload)).toEqual([]);
  });
});

describe('webhook addresses', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.16.0.1', true],
    ['172.32.0.1', false],
    ['192.168.1.10', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['8.8.8.8', false],
    ['::1', true],
    ['::', true],
    ['fd00::1', true],
    ['fe80::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:8.8.8.8', false],
    ['2001:4860:4860::8888', false],
    ['not-an-ip', true],
  ])('%s private: %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });

  it('allows anything outside production, and in production only public or listed hosts', async () => {
    const dev = { production: false, allowHosts: [] };
    const prod = { production: true, allowHosts: ['erp.internal', '10.0.0.5'] };
    expect(await urlRefusal('http://127.0.0.1:9000/in', dev)).toBeNull();
    expect(await urlRefusal('http://127.0.0.1:9000/in', prod)).toMatch(/内网或本机/);
    expect(await urlRefusal('http://[::1]/in', prod)).toMatch(/内网或本机/);
    expect(await urlRefusal('http://localhost/in', prod)).toMatch(/内网或本机/);
    expect(await urlRefusal('http://10.0.0.5/in', prod)).toBeNull();
    expect(await urlRefusal('http://erp.internal/in', prod)).toBeNull();
    expect(await urlRefusal('https://8.8.8.8/in', prod)).toBeNull();
  });
});
