import { cartStoreAnswer, type CartStore } from '@yaocai/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from './test-app';
import type { AppConfig } from '../config';

export interface GoodsPick {
  id: number;
  name: string;
  base_price: number;
  middle_pack: number;
}

/** A JSON object or database row as tests read it. */
export type Row = Record<string, any>;

type Body = { code: number; msg: string; data: Row['data']; errors?: Row['errors'] };

/** The real app on a fresh seeded database with the commerce seed, plus helpers for commerce tests. */
export interface Kit extends TestApp {
  cookies: Record<string, string>;
  rows<T = Row>(query: string): Promise<T[]>;
  /** `select count(*) from <from>`: a table, with a `where` if need be. */
  count(from: string): Promise<number>;
  memberId(username: string): Promise<number>;
  get(url: string, user?: string): Promise<{ status: number; body: Body }>;
  post(
    url: string,
    payload: InjectOptions['payload'],
    user?: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: Body }>;
  /** Ordinary goods outside every promotion; `ladder` picks ones with ladder tiers. */
  plainGoods(count: number, options?: { ladder?: boolean; skip?: number }): Promise<GoodsPick[]>;
  /** Puts all of a goods' stock on its first sellable batch. */
  setStock(goodsId: number, stock: number): Promise<number>;
  stockOf(goodsId: number): Promise<number>;
  clearCart(username: string): Promise<void>;
  /**
   * GET /api/cart/list (with `query`, e.g. `?filter=1`), checked against its contract: the server
   * sends it without parsing it (uncheckedAnswers), so its tests do.
   */
  cartStore(user?: string, query?: string): Promise<CartStore>;
  /** Adds lines and returns their cart ids. */
  add(
    user: string,
    lines: { goods_id: number; number: number; type?: number; ck_id?: number; price?: string }[],
  ): Promise<number[]>;
  /** Checks out and creates an order of the given cart lines; returns the create answer. */
  order(
    user: string,
    ids: number[],
    extra?: Record<string, unknown>,
  ): Promise<{ status: number; body: Body }>;
  /** Empties the member's cart, adds `lines` and orders them (answered 200); returns the order id. */
  placeOrder(
    user: string,
    lines: { goods_id: number; number: number }[],
    extra?: Record<string, unknown>,
  ): Promise<number>;
  addressOf(username: string): Promise<number>;
}

let keySeq = 0;
export const newKey = () => `test-key-${Date.now()}-${++keySeq}`;

export async function createCommerceApp(
  users: string[] = ['yaodian01', 'zhensuo01', 'daishen01', 'liansuo01', 'operator01'],
  config?: Partial<AppConfig>,
): Promise<Kit> {
  const t = await createTestApp({ config });
  const cookies: Record<string, string> = {};
  for (const u of users) cookies[u] = await t.login(u);
  const rows = async <T = Row>(query: string) =>
    ((await t.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
  const memberId = async (username: string) =>
    Number((await rows(`select id from members where username = '${username}'`))[0].id);
  const headers = (user?: string) => (user ? { cookie: cookies[user] ?? '' } : {});
  const kit: Kit = {
    ...t,
    cookies,
    rows,
    count: async (from) => Number((await rows(`select count(*)::int as n from ${from}`))[0].n),
    memberId,
    get: (url, user) => t.call({ method: 'GET', url, headers: headers(user) }),
    post: (url, payload, user, extra = {}) =>
      t.call({ method: 'POST', url, payload, headers: { ...headers(user), ...extra } }),
    async plainGoods(count, options = {}) {
      const list = await rows<GoodsPick>(`
        select g.id, g.name, g.base_price, g.middle_pack from goods g
        where g.on_sale and g.type = 0 and not g.is_controlled and g.with_coupon = 1 and g.can_split
          and g.kind = 'drug' and g.scope_class in ('化学药制剂', '中成药', '抗生素制剂') and g.is_free_shipping = 0
          and ${options.ladder ? '' : 'not'} exists (select 1 from ladder_prices l where l.goods_id = g.id)
          and not exists (select 1 from full_reduction_goods f where f.goods_id = g.id)
          and not exists (select 1 from gift_rules r where r.goods_id = g.id or r.gift_goods_id = g.id)
          and not exists (select 1 from combination_items c where c.goods_id = g.id)
          and not exists (select 1 from activity_prices a where a.goods_id = g.id)
          and not exists (select 1 from order_lines o where o.goods_id = g.id)
          and (select coalesce(sum(b.stock), 0) from goods_batches b where b.goods_id = g.id and b.expires_on > current_date) >= 200
        order by g.id offset ${options.skip ?? 0} limit ${count}`);
      if (list.length < count) throw new Error(`only ${list.length} plain goods`);
      return list.map((g) => ({ ...g, id: Number(g.id), base_price: Number(g.base_price) }));
    },
    async setStock(goodsId, stock) {
      const [batch] = await rows(
        `select id from goods_batches where goods_id = ${goodsId} and expires_on > current_date order by expires_on, id limit 1`,
      );
      await rows(`update goods_batches set stock = 0 where goods_id = ${goodsId}`);
      await rows(`update goods_batches set stock = ${stock} where id = ${batch.id}`);
      return Number(batch.id);
    },
    async stockOf(goodsId) {
      return Number(
        (await rows(`select coalesce(sum(stock), 0) as n from goods_batches where goods_id = ${goodsId}`))[0]
          .n,
      );
    },
    async clearCart(username) {
      await rows(`delete from cart_items where member_id = ${await memberId(username)}`);
    },
    async cartStore(user = 'yaodian01', query = '') {
      const res = await kit.get(`/api/cart/list${query}`, user);
      if (res.status !== 200) throw new Error(`cart list failed: ${JSON.stringify(res.body)}`);
      const store = res.body.data as CartStore;
      // Same after parsing: no field the contract lacks, none of the wrong type.
      expect(cartStoreAnswer.parse(store)).toEqual(store);
      return store;
    },
    async add(user, lines) {
      const res = await kit.post('/api/cart', { params: lines }, user);
      if (res.status !== 200) throw new Error(`add failed: ${JSON.stringify(res.body)}`);
      return res.body.data.lines.map((l: { id: number }) => l.id);
    },
    async addressOf(username) {
      return Number(
        (
          await rows(
            `select id from addresses where member_id = ${await memberId(username)} order by id limit 1`,
          )
        )[0].id,
      );
    },
    async order(user, ids, extra = {}) {
      return kit.post(
        '/api/order/create',
        { ids, address_id: await kit.addressOf(user), invoice_type: 0, idempotency_key: newKey(), ...extra },
        user,
      );
    },
    async placeOrder(user, lines, extra = {}) {
      await kit.clearCart(user);
      const created = await kit.order(user, await kit.add(user, lines), extra);
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      return Number(created.body.data.order_id);
    },
  };
  return kit;
}
