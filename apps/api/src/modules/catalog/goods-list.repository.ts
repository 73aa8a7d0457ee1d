import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
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

/**
 * The page's ids first, then their rows: the order and the filter read only what they need (the
 * covering goods_list_cover_idx, the batches), and the wide goods rows are fetched for the page alone.
 */
export function goodsPageQuery(db: Database, where: SQL, order: SQL[], limit: number, offset: number) {
  const ids = db
    .select({ id: goods.id })
    .from(goods)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return db
    .select({ g: goods, manufacturer: manufacturers.name })
    .from(goods)
    .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .where(inArray(goods.id, ids))
    .orderBy(...order);
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

/** `sort <> 0` as a literal, so that goods_pinned_idx (partial on it) answers without a scan. */
export async function hasPinnedGoods(db: Database): Promise<boolean> {
  const rows = await db
    .select({ id: goods.id })
    .from(goods)
    .where(sql`${goods.sort} <> 0`)
    .limit(1);
  return rows.length > 0;
}
