import { sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Database } from '../../../apps/api/src/db/client';

/** An int[] literal; the values are integers we made, so inlining them is safe. */
const intArray = (values: number[]) => sql.raw(`'{${values.map((v) => Math.trunc(v)).join(',')}}'::int[]`);

const rows = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export interface Buyer {
  memberId: number;
  cookie: string;
  cartIds: number[];
  addressId: number;
}

export const tokenOf = (memberId: number) => `bench-token-${memberId}`;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Ordinary goods yaodian01's company may buy, given stock that no benchmark run can exhaust. */
async function stockedGoods(db: Database, count: number): Promise<number[]> {
  const goods = await rows<{ id: number }>(
    db,
    sql`select g.id from goods g join companies c on c.id = (select company_id from members where username = 'yaodian01')
        where g.on_sale and g.type = 0 and not g.is_controlled and g.can_split and g.scope_class = any(c.business_scopes)
          and exists (select 1 from goods_batches b where b.goods_id = g.id and b.expires_on > current_date + 30)
        order by g.id limit ${count}`,
  );
  const ids = goods.map((g) => Number(g.id));
  await db.execute(sql`update goods_batches b set stock = 10000000
    where b.id in (select distinct on (goods_id) id from goods_batches
                   where goods_id = any(${intArray(ids)}) and expires_on > current_date + 30 order by goods_id, expires_on, id)`);
  return ids;
}

/**
 * `count` buyers of yaodian01's (approved) company, each with a session, an address and a cart of
 * `lines` lines over the stocked goods, made directly in the database.
 */
export async function createBuyers(
  db: Database,
  prefix: string,
  count: number,
  lines: number,
  goodsPool = 25,
): Promise<Buyer[]> {
  return (await createBuyersOver(db, prefix, count, lines, goodsPool)).buyers;
}

/** createBuyers, with the stocked goods their carts draw from. */
export async function createBuyersOver(
  db: Database,
  prefix: string,
  count: number,
  lines: number,
  goodsPool = 25,
): Promise<{ buyers: Buyer[]; goods: number[] }> {
  const goods = await stockedGoods(db, Math.max(goodsPool, lines));
  const [model] = await rows<{ company_id: number }>(
    db,
    sql`select company_id from members where username = 'yaodian01'`,
  );
  // The seed lets one of this company's licences run out within 30 days (so the demo shows the reminder):
  // the expiry-reminder sweep, 30 s after the server starts, would then message thousands of bench
  // buyers in the middle of a measurement.
  await db.execute(sql`update qualifications set expires_on = greatest(expires_on, current_date + 365)
    where company_id = ${model!.company_id}`);
  const members = await rows<{ id: number }>(
    db,
    sql`insert into members (username, password_hash, company_id, is_passed)
        select ${prefix} || g, 'bench', ${model!.company_id}, 1 from generate_series(1, ${count}) g returning id`,
  );
  const ids = members.map((m) => Number(m.id));
  for (let i = 0; i < ids.length; i += 1000) {
    const chunk = ids.slice(i, i + 1000);
    const values = sql.join(
      chunk.map((id) => sql`(${hashOf(tokenOf(id))}, ${id}::int, now() + interval '1 day')`),
      sql`, `,
    );
    await db.execute(sql`insert into sessions (token_hash, member_id, expires_at) values ${values}`);
  }
  await db.execute(sql`insert into addresses (member_id, consignee, phone, province, city, district, detail, is_default)
    select id, '压测', '13800000000', '北京市', '北京市', '朝阳区', '压测路1号', true from members where id = any(${intArray(ids)})`);
  await db.execute(sql`insert into cart_items (member_id, goods_id, number)
    select m, (${intArray(goods)})[1 + ((k + m) % ${goods.length})], 2
    from unnest(${intArray(ids)}) m cross join generate_series(0, ${lines - 1}) k`);
  // Every member, also those with an empty cart (the whole-flow buyers fill theirs over HTTP).
  const carts = await rows<{ member_id: number; ids: number[]; address_id: number }>(
    db,
    sql`select m.id as member_id,
          coalesce((select array_agg(c.id order by c.id) from cart_items c where c.member_id = m.id), '{}') as ids,
          (select min(a.id) from addresses a where a.member_id = m.id) as address_id
        from unnest(${intArray(ids)}) as m(id) order by m.id`,
  );
  const buyers = carts.map((c) => ({
    memberId: Number(c.member_id),
    cookie: `yc_session=${tokenOf(Number(c.member_id))}`,
    cartIds: c.ids.map(Number),
    addressId: Number(c.address_id),
  }));
  return { buyers, goods };
}

/** Puts `fen` on each buyer's balance (the whole flow pays by balance, over and over). */
export async function fundBuyers(db: Database, buyers: Buyer[], fen = 1_000_000_000) {
  if (buyers.length === 0) return;
  await db.execute(sql`insert into balance_ledger (member_id, amount, kind, note)
    select m, ${fen}::int, 'recharge', 'bench' from unnest(${intArray(buyers.map((b) => b.memberId))}) m`);
}
