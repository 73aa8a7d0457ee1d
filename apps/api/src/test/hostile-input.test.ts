import type { InjectOptions } from 'fastify';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type Kit } from './commerce-test-kit';

const CJK = /[\u4e00-\u9fff]/;
let k: Kit;

beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'operator01']);
});
afterAll(() => k.close());

function expectEnvelope(body: { code: unknown; msg: unknown; data: unknown }, code: number) {
  expect(body.code).toBe(code);
  expect(body.msg).toMatch(CJK);
  expect(body).toHaveProperty('data', null);
}

/** A paid order of one plain goods, as yaodian01. */
async function paidOrder(): Promise<{ id: number; lineId: number }> {
  const [goods] = await k.plainGoods(1);
  await k.clearCart('yaodian01');
  const ids = await k.add('yaodian01', [{ goods_id: goods.id, number: goods.middle_pack }]);
  const created = await k.order('yaodian01', ids, { pay_method: 'balance' });
  expect(created.body.data.status).toBe('to_ship');
  const id = created.body.data.order_id;
  const [line] = await k.rows(`select id from order_lines where order_id = ${id} and not is_gift`);
  return { id, lineId: Number(line.id) };
}

type Probe = InjectOptions & { user?: string };

describe('NUL bytes are refused before any query', () => {
  it.each<[string, Probe, string]>([
    [
      'login',
      { method: 'POST', url: '/api/user/login', payload: { username: 'a\u0000', password: 'x' } },
      'username',
    ],
    ['order search', { method: 'GET', url: '/api/order/list?keyword=ab%00c', user: 'yaodian01' }, 'keyword'],
    ['goods search', { method: 'GET', url: '/api/goods/search?keywords=%00' }, 'keywords'],
    ['brand zone keywords', { method: 'GET', url: '/api/brand/1?keywords=x%00' }, 'keywords'],
    // Payment notices are kept as their raw text (signatures are over the exact bytes): the body as a whole.
    [
      'a notice',
      {
        method: 'POST',
        url: '/api/pay/notify/sandbox',
        payload: 'sign\u0000=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      'body',
    ],
  ])('%s: 422 naming the field', async (_, { user, ...options }, field) => {
    const res = await k.call({
      ...options,
      headers: { ...options.headers, ...(user ? { cookie: k.cookies[user] } : {}) },
    });
    expect(res.status).toBe(422);
    expect(res.body.msg).toBe(`${field}含有非法字符`);
    expect(res.body.errors).toEqual({ [field]: [`${field}含有非法字符`] });
  });

  it('an order remark with NUL creates no order', async () => {
    const [goods] = await k.plainGoods(1, { skip: 3 });
    await k.clearCart('yaodian01');
    const ids = await k.add('yaodian01', [{ goods_id: goods.id, number: goods.middle_pack }]);
    const before = await k.rows('select count(*)::int as n from orders');
    const res = await k.order('yaodian01', ids, { remark: '送货前\u0000电话' });
    expect(res.status).toBe(422);
    expect(res.body.msg).toBe('remark含有非法字符');
    expect(await k.rows('select count(*)::int as n from orders')).toEqual(before);
  });

  it('an after-sale reason or logistics field with NUL changes nothing', async () => {
    const order = await paidOrder();
    const apply = await k.post(
      '/api/after_sale',
      {
        order_id: order.id,
        kind: 'refund_only',
        reason: '买错\u0000了',
        lines: [{ order_line_id: order.lineId, quantity: 1 }],
      },
      'yaodian01',
    );
    expect(apply.status).toBe(422);
    expect(apply.body.errors).toEqual({ reason: ['reason含有非法字符'] });
    expect(await k.rows(`select id from after_sales where order_id = ${order.id}`)).toEqual([]);

    const ship = await k.post(
      `/api/operator/order/${order.id}/ship`,
      { logistics_company: '顺丰\u0000', logistics_no: 'SF1234567' },
      'operator01',
    );
    expect(ship.status).toBe(422);
    expect(ship.body.msg).toBe('logistics_company含有非法字符');
    expect((await k.rows(`select status from orders where id = ${order.id}`))[0].status).toBe('to_ship');
  });
});

describe('dates are parsed for real', () => {
  it.each(['2024-13-45', '9999-99-99', '2023-02-29', '2024-00-10'])(
    '%s in a ledger filter is 422',
    async (day) => {
      for (const field of ['start_time', 'end_time']) {
        const res = await k.get(`/api/user/user_money_log?${field}=${day}`, 'yaodian01');
        expect(res.status).toBe(422);
        expect(res.body.msg).toMatch(/日期不是有效的日期$/);
        expect(Object.keys(res.body.errors)).toEqual([field]);
      }
    },
  );

  it('a real leap day is accepted', async () => {
    const res = await k.get('/api/user/user_money_log?start_time=2024-02-29&end_time=', 'yaodian01');
    expect(res.status).toBe(200);
  });
});

describe('authorisation comes before validation', () => {
  const garbage = { headers: { 'content-type': 'application/json' }, payload: '{not json' };

  it.each([
    ['/api/operator/order/1/ship', undefined],
    ['/api/operator/order/abc/ship', garbage],
    ['/api/operator/after_sale/1/refuse', undefined],
    ['/api/operator/receipt/-1/check', garbage],
    ['/api/after_sale', garbage],
    ['/api/order/create', undefined],
    ['/api/cart', garbage],
  ])('a visitor posting to %s gets 10001', async (url, extra) => {
    const res = await k.call({ method: 'POST', url, ...extra });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 10001, msg: '请先登录', data: null });
  });

  it('a member without the operator role gets 403 before validation', async () => {
    const cookie = k.cookies.yaodian01;
    for (const url of ['/api/operator/order/1/ship', '/api/operator/after_sale/x/refuse']) {
      const res = await k.call({ method: 'POST', url, headers: { cookie } });
      expect(res.status).toBe(403);
      expectEnvelope(res.body, 403);
    }
  });

  it('the operator then gets a Chinese validation answer', async () => {
    const res = await k.call({
      method: 'POST',
      url: '/api/operator/order/1/ship',
      headers: { cookie: k.cookies.operator01 },
    });
    expect(res.status).toBe(422);
    expectEnvelope(res.body, 422);
  });
});

describe('every answer is the envelope', () => {
  it.each([
    ['an over-long path parameter', { method: 'GET', url: `/api/goods/detail/${'9'.repeat(300)}` }, 414],
    ['a malformed escape in the path', { method: 'GET', url: '/api/goods/detail/%zz' }, 400],
    [
      'malformed JSON',
      {
        method: 'POST',
        url: '/api/user/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"username":',
      },
      400,
    ],
    [
      'an empty JSON body',
      { method: 'POST', url: '/api/user/login', headers: { 'content-type': 'application/json' } },
      400,
    ],
    ['a JSON array body', { method: 'POST', url: '/api/user/login', payload: [1, 2] }, 422],
    [
      'a JSON string body',
      {
        method: 'POST',
        url: '/api/user/login',
        headers: { 'content-type': 'application/json' },
        payload: '"x"',
      },
      422,
    ],
    ['no body', { method: 'POST', url: '/api/user/login' }, 422],
    [
      'an unknown content type',
      {
        method: 'POST',
        url: '/api/user/login',
        headers: { 'content-type': 'application/xml' },
        payload: '<a/>',
      },
      415,
    ],
  ] as const)('%s', async (_, options, status) => {
    const res = await k.app.inject(options);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expectEnvelope(res.json(), status);
  });

  it('answers over-long headers and URLs from the HTTP parser with the envelope (431)', async () => {
    await k.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = k.app.server.address() as AddressInfo;
    const send = (path: string, headers: Record<string, string>) =>
      new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }),
          );
        });
        req.on('error', reject);
        req.end();
      });
    for (const res of [
      await send('/api/user/base', { 'x-padding': 'a'.repeat(20_000) }),
      await send(`/api/goods/list?keywords=${'a'.repeat(20_000)}`, {}),
    ]) {
      expect(res.status).toBe(431);
      expect(res.type).toMatch(/^application\/json/);
      expectEnvelope(JSON.parse(res.body), 431);
    }
  });
});
