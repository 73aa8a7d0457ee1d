import { sql } from 'drizzle-orm';
import type { Database } from '../../../apps/api/src/db/client';
import { createBuyers } from '../checkout/fixtures';

/** Fen; the ledger column is an int, and this pays for far more orders than an hour of soak places. */
const BALANCE_FEN = 2_000_000_000;
const CART_LINES = 5;
const DETAIL_GOODS = 300;

export interface SoakBuyer {
  cookie: string;
  addressId: number;
  /** What the buyer puts back in the cart after each order. */
  goodsIds: number[];
}

const rows = async <T>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Buyers with 5-line carts over stocked goods (see createBuyers) and a balance to pay with. */
export async function createSoakBuyers(db: Database, prefix: string, count: number): Promise<SoakBuyer[]> {
  const buyers = await createBuyers(db, prefix, count, CART_LINES);
  const pattern = `${prefix}%`;
  await db.execute(sql`insert into balance_ledger (member_id, amount, kind, note)
    select id, ${BALANCE_FEN}, 'recharge', 'soak' from members where username like ${pattern}`);
  // createBuyers returns its carts ordered by member id, as this query does.
  const carts = await rows<{ goods: number[] }>(
    db,
    sql`select array_agg(c.goods_id order by c.id) as goods from cart_items c join members m on m.id = c.member_id
        where m.username like ${pattern} group by c.member_id order by c.member_id`,
  );
  return buyers.map((b, i) => ({
    cookie: b.cookie,
    addressId: b.addressId,
    goodsIds: carts[i].goods.map(Number),
  }));
}

/** Goods on sale that visitors may see (not controlled), spread over the catalogue, for detail pages. */
export async function detailGoodsIds(db: Database): Promise<number[]> {
  const goods = await rows<{ id: number }>(
    db,
    sql`select id from goods where on_sale and not is_controlled order by (id * 7919) % 1000, id limit ${DETAIL_GOODS}`,
  );
  return goods.map((g) => Number(g.id));
}
