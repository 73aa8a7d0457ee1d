import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverTarget, type DataTarget, type Query } from './harness/data-target';
import { HttpClient } from './harness/http-client';
import { brokenRules, stockDrift, stockUnits } from './harness/invariants';
import { waitFor } from './harness/processes';
import { startServer, type ServerProcess } from './harness/server-process';
import { newKey, prepareShop, type ShopData } from './harness/shop';

/** The session plugin keeps a viewer 3 s (docs/architecture.md); polling and a busy machine add a little. */
const VIEWER_CACHE_BOUND_MS = 3_000 + 700;

const enabled = Boolean(process.env.DATABASE_URL);
if (!enabled) console.warn('two API instances on one PostgreSQL skipped: DATABASE_URL is not set');

let target: DataTarget;
let a: ServerProcess;
let b: ServerProcess;
let shop: ShopData;
let before: Map<number, number>;
const sql: Query = (text) => target.inspect((query) => query(text));

beforeAll(async () => {
  if (!enabled) return;
  target = await serverTarget();
  shop = await target.inspect((q) => prepareShop(q));
  before = await target.inspect(stockUnits);
  const env = { UNPAID_SWEEP_SECONDS: '1' };
  [a, b] = await Promise.all([
    startServer({ database: target.serverEnv, env }),
    startServer({ database: target.serverEnv, env }),
  ]);
});
afterAll(async () => {
  if (!enabled) return;
  await Promise.all([a?.kill(), b?.kill()]);
  await target?.dispose();
});

const isVisitor = (res: { status: number | null; body: { code?: number } }) =>
  res.status === 401 && res.body?.code === 10001;

describe.skipIf(!enabled)('two API instances on one PostgreSQL', () => {
  it('a session made on A works on B; a logout on A ends it on B within the 3 s viewer cache', async () => {
    const onA = new HttpClient(a.url);
    await onA.login('yaodian01');
    const onB = onA.withBase(b.url);
    expect((await onB.get('/api/user/base')).body.data.username).toBe('yaodian01');
    expect((await onB.get('/api/cart/list')).status).toBe(200);
    // B now holds the viewer in its cache; the cookie is kept to replay it after the logout.
    const cookie = onA.cookieHeader;
    expect((await onA.delete('/api/user/logout')).status).toBe(200);
    const loggedOutAt = Date.now();
    expect(isVisitor(await onA.request('GET', '/api/cart/list', undefined, { cookie }))).toBe(true);
    await waitFor(
      'B to forget the session',
      async () =>
        isVisitor(await new HttpClient(b.url).request('GET', '/api/cart/list', undefined, { cookie })),
      VIEWER_CACHE_BOUND_MS + 2_000,
      100,
    );
    expect(Date.now() - loggedOutAt).toBeLessThanOrEqual(VIEWER_CACHE_BOUND_MS);
  });

  it('counts login failures across both instances', async () => {
    const clients = [new HttpClient(a.url), new HttpClient(b.url)];
    for (let i = 0; i < 5; i++) {
      const res = await clients[i % 2]!.post('/api/user/login', {
        username: 'liansuo01-3',
        password: 'wrong-1',
      });
      expect(res.status).toBe(422);
    }
    // Past the account's limit the right password alone is not enough on either instance: the SMS code is asked for.
    for (const client of clients) {
      const res = await client.post('/api/user/login', { username: 'liansuo01-3', password: 'Demo@1234' });
      expect([res.status, res.body.code]).toEqual([428, 428]);
    }
  });

  it('lets eight right-password logins of one account sent to A and B at once all in', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        new HttpClient(i % 2 ? a.url : b.url).post('/api/user/login', {
          username: 'liansuo01-1',
          password: 'Demo@1234',
        }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(8).fill(200));
  });

  it('one idempotency key sent to A and B at once makes one order', async () => {
    const onA = new HttpClient(a.url);
    await onA.login('liansuo01');
    const onB = onA.withBase(b.url);
    const added = await onA.post('/api/cart', { params: [{ goods_id: shop.goods[1], number: 2 }] });
    const ids = added.body.data.lines.map((l: { id: number }) => l.id);
    const key = newKey();
    const payload = { ids, address_id: shop.addressOf.liansuo01, invoice_type: 0, idempotency_key: key };
    const [fromA, fromB] = await Promise.all([
      onA.post('/api/order/create', payload),
      onB.post('/api/order/create', payload),
    ]);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(fromA.body.data.order_id).toBe(fromB.body.data.order_id);
    expect(await sql(`select id from orders where idempotency_key = '${key}'`)).toHaveLength(1);
  });

  it("a member's changed qualification shows on both instances within the viewer cache time", async () => {
    const onA = new HttpClient(a.url);
    await onA.login('zhensuo01');
    const onB = onA.withBase(b.url);
    const detail = `/api/goods/detail/${shop.goods[2]}`;
    const priceShown = async (client: HttpClient) => (await client.get(detail)).body.data.base_price !== null;
    expect([await priceShown(onA), await priceShown(onB)]).toEqual([true, true]);
    // An operator withdraws the approval (straight in the database: no API changes members yet).
    await sql(`update members set is_passed = 0 where username = 'zhensuo01'`);
    try {
      const changedAt = Date.now();
      await Promise.all(
        [onA, onB].map((client) =>
          waitFor(
            'prices hidden',
            async () => !(await priceShown(client)),
            VIEWER_CACHE_BOUND_MS + 2_000,
            100,
          ),
        ),
      );
      expect(Date.now() - changedAt).toBeLessThanOrEqual(VIEWER_CACHE_BOUND_MS);
      expect((await onB.get(detail)).body.data.price_tip).toBe('资质审核通过后可见');
    } finally {
      await sql(`update members set is_passed = 1 where username = 'zhensuo01'`);
    }
  });

  it('both instances sweep expired unpaid orders, and each is cancelled and restocked once', async () => {
    const buyer = new HttpClient(a.url);
    await buyer.login('yaodian01');
    const routes = [buyer, buyer.withBase(b.url)];
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const client = routes[i % 2]!;
      const added = await client.post('/api/cart', {
        params: [{ goods_id: shop.goods[3 + (i % 3)], number: 3 }],
      });
      const created = await client.post('/api/order/create', {
        ids: added.body.data.lines.map((l: { id: number }) => l.id),
        address_id: shop.addressOf.yaodian01,
        invoice_type: 0,
        idempotency_key: newKey(),
        red_packet: '0.10',
      });
      expect(created.status).toBe(200);
      ids.push(created.body.data.order_id);
    }
    const list = ids.join(',');
    await sql(`update orders set expires_at = now() - interval '1 second' where id in (${list})`);
    await waitFor(
      'the sweep',
      async () =>
        (await sql(`select id from orders where status = 'unpaid' and id in (${list})`)).length === 0,
      10_000,
      200,
    );
    const events = await sql(`select order_id, count(*)::int as n from order_events
      where kind = 'cancelled' and order_id in (${list}) group by order_id`);
    expect(events.map((e) => e.n)).toEqual(ids.map(() => 1));
    // Stock, red packets and every other ledger: each returned once (and nothing else moved).
    await target.inspect(async (query) => {
      expect(await brokenRules(query)).toEqual([]);
      expect(stockDrift(before, await stockUnits(query))).toEqual([]);
    });
  });
});
