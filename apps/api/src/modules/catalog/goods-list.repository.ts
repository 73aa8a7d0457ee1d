import { asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goods, goodsBatches, manufacturers } from '../../db/schema';
import type { GoodsRow } from './goods.repository';

export const SORTS = ['default', 'sales', 'price', 'expiry', 'newest'] as const;
export type Sort = (typeof SORTS)[number];
export type Direction = 'asc' | 'desc';

/** Each sort's natural direction; `order` flips it. The id keeps pages stable between requests. */
const NATURAL: Record<Sort, Direction> = {
  default: 'desc',
  sales: 'desc',
  price: 'asc',
  expiry: 'asc',
  newest: 'desc',
};

/**
 * `pinned`: some goods have a manual `sort`. While none has, the default order is the sales order,
 * which goods_sales_idx serves without sorting the catalogue.
 */
export function orderBy(sort: Sort, order: Direction | undefined, today: string, pinned: boolean): SQL[] {
  const direction = order ?? NATURAL[sort];
  const by = direction === 'asc' ? asc : desc;
  switch (sort) {
    case 'default':
      return pinned ? [by(goods.sort), by(goods.sales), by(goods.id)] : [by(goods.sales), by(goods.id)];
    case 'sales':
      return [by(goods.sales), by(goods.id)];
    case 'price':
      return [by(goods.basePrice), asc(goods.id)];
    case 'newest':
      return [by(goods.createdAt), by(goods.id)];
    case 'expiry': {
      // The batch on sale expires first; goods without one come last either way.
      const nearest = sql`(select min(${goodsBatches.expiresOn}) from ${goodsBatches} where ${goodsBatches.goodsId} = ${goods.id} and ${goodsBatches.stock} > 0 and ${goodsBatches.expiresOn} >= ${today})`;
      return [sql`${nearest} ${sql.raw(direction)} nulls last`, asc(goods.id)];
    }
  }
}

export function goodsPageQuery(db: Database, where: SQL, order: SQL[], limit: number, offset: number) {
  return db
    .select({ g: goods, manufacturer: manufacturers.name })
    .from(goods)
    .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

export async function findGoodsPage(
  db: Database,
  where: SQL,
  order: SQL[],
  limit: number,
  offset: number,
): Promise<GoodsRow[]> {
  const rows = await goodsPageQuery(db, where, order, limit, offset);
  return rows.map((r) => ({ ...r.g, manufacturer: r.manufacturer }));
}

export async function hasPinnedGoods(db: Database): Promise<boolean> {
  const rows = await db.select({ id: goods.id }).from(goods).where(ne(goods.sort, 0)).limit(1);
  return rows.length > 0;
}

export async function countGoods(db: Database, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(goods).where(where);
  return Number(row?.n ?? 0);
}

export async function manufacturerFacet(db: Database, where: SQL, limit: number) {
  const top = db
    .select({ id: goods.manufacturerId, n: sql<number>`count(*)::int`.as('n') })
    .from(goods)
    .where(where)
    .groupBy(goods.manufacturerId)
    .orderBy(sql`n desc`, goods.manufacturerId)
    .limit(limit)
    .as('top');
  return db
    .select({ id: top.id, name: manufacturers.name, count: top.n })
    .from(top)
    .innerJoin(manufacturers, eq(manufacturers.id, top.id))
    .orderBy(desc(top.n), asc(top.id));
}

export async function specFacet(db: Database, where: SQL, limit: number) {
  const n = sql<number>`count(*)::int`;
  return db
    .select({ name: goods.spec, count: n })
    .from(goods)
    .where(where)
    .groupBy(goods.spec)
    .orderBy(desc(n), asc(goods.spec))
    .limit(limit);
}
