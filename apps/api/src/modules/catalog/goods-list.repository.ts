import { GOODS_SORTS } from '@yaocai/contract';
import { asc, desc, eq, inArray, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aliased, namedStatement } from '../../db/named-statement';
import { goods, goodsBatches, manufacturers } from '../../db/schema';
import { extrasStatement, extrasValues, toGoodsExtras, type ExtrasRow } from './goods-extras.repository';
import {
  facetsJson,
  facetValues,
  toFacetAnswer,
  type FacetAnswer,
  type FacetScopes,
} from './goods-facets.repository';
import { goodsCardColumns, type GoodsCardRow, type GoodsExtras } from './goods.repository';

export const SORTS = GOODS_SORTS;
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
 * The default order is the manual `sort` (pinned goods first), then sales: goods_default_order_idx
 * serves it without sorting the catalogue, pinned goods or not.
 */
export function orderBy(sort: Sort, order: Direction | undefined, today: string): SQL[] {
  const direction = order ?? NATURAL[sort];
  const by = direction === 'asc' ? asc : desc;
  switch (sort) {
    case 'default':
      return [by(goods.sort), by(goods.sales), by(goods.id)];
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
export function goodsPageQuery(
  db: Database,
  where: SQL,
  order: SQL[],
  limit: number | Placeholder,
  offset: number | Placeholder,
) {
  const ids = db
    .select({ id: goods.id })
    .from(goods)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return pageRows(db, ids, order);
}

/**
 * The near-expiry zone by expiry, driven from goods_batches_on_sale_idx: the near-expiry batches
 * grouped by goods in expiry order, then one primary-key probe per candidate until the page is full,
 * instead of working out the nearest batch of every near-expiry goods (7,000 of 100,000) and sorting
 * them all (docs/performance-goods-list.md). A goods' nearest sellable batch is one of its near-expiry
 * batches, so the order is the one orderBy('expiry') gives. Only for broad filters: a narrow one (a
 * keyword, a manufacturer) would probe thousands of candidates to fill a page.
 */
export function nearExpiryPageQuery(
  db: Database,
  where: SQL,
  dates: { today: string; nearExpiryBefore: string },
  direction: Direction | undefined,
  limit: number,
  offset: number,
) {
  const dir = sql.raw(direction ?? NATURAL.expiry);
  const b = goodsBatches;
  const ids = sql`(select n.goods_id from (
      select ${b.goodsId} as goods_id, min(${b.expiresOn}) as nearest from ${b}
      where ${b.stock} > 0 and ${b.expiresOn} >= ${dates.today} and ${b.expiresOn} < ${dates.nearExpiryBefore}
      group by ${b.goodsId} order by nearest ${dir}, ${b.goodsId} offset 0) n
    where exists (select 1 from ${goods} where ${goods.id} = n.goods_id and ${where})
    order by n.nearest ${dir}, n.goods_id limit ${limit} offset ${offset})`;
  return pageRows(db, ids, orderBy('expiry', direction, dates.today));
}

function pageRows(db: Database, ids: SQLWrapper, order: SQL[]) {
  return db
    .select({ g: goodsCardColumns, manufacturer: manufacturers.name })
    .from(goods)
    .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .where(inArray(goods.id, ids))
    .orderBy(...order);
}

export async function findGoodsPage(query: ReturnType<typeof pageRows>): Promise<GoodsCardRow[]> {
  const rows = await query;
  return rows.map((r) => ({ ...r.g, manufacturer: r.manufacturer }));
}

type PlainPageRow = ExtrasRow &
  Omit<GoodsCardRow, 'createdAt'> & { createdAt: string | Date; facets: FacetAnswer | string | null };
type PlainPageValues = {
  limit: number;
  offset: number;
  from: number;
  to: number;
  at: string;
  today: string;
} & ReturnType<typeof facetValues>;
/** The goods findPlainPage reads at once, for any page within them (pages 1–5 of 20). */
const FIRST_GOODS = 100;
const plainPages = new Map<string, (db: Database, values: PlainPageValues) => Promise<PlainPageRow[]>>();

/**
 * A page of the public list without any condition (`where`: only what every visitor may see) with its
 * extras (ladders, promotions, images, batch on sale, 全场折扣 rules) and, on its first row, the total and
 * facets of `facets` in ONE named statement per order, built once: the list's first page, the one asked
 * most, costs one round trip and no query building. `facets` is null past the last page (no first row).
 * Not for the expiry sort, whose text holds the date.
 *
 * A page within the first FIRST_GOODS takes them all, as many as the text says, and slices its own out:
 * with LIMIT and OFFSET as values PostgreSQL cannot tell how many goods a page reads, and over a big
 * catalogue a plan for the values looked so much cheaper that it planned the statement afresh on every
 * request (1.7 ms over 100,000 goods, as long as running it). Later pages keep the values.
 */
export async function findPlainPage(
  db: Database,
  where: () => SQL,
  order: { sort: Exclude<Sort, 'expiry'>; direction: Direction | undefined },
  page: { limit: number; offset: number; facets: FacetScopes; facetLimit: number },
  now: Date,
): Promise<{ rows: GoodsCardRow[]; extras: GoodsExtras; facets: FacetAnswer | null }> {
  const direction = order.direction ?? NATURAL[order.sort];
  const first = page.offset + page.limit <= FIRST_GOODS;
  const name = `catalog_plain_page_${order.sort}_${direction}${first ? '_first' : ''}`;
  let statement = plainPages.get(name);
  if (!statement) {
    const ordered = db
      .select({ id: goods.id })
      .from(goods)
      .where(where())
      .orderBy(...orderBy(order.sort, direction, ''));
    const ids = first
      ? sql`(array(${ordered} limit ${sql.raw(String(FIRST_GOODS))}))[${sql.placeholder('from')}::int:${sql.placeholder('to')}::int]`
      : sql`array(${ordered.limit(sql.placeholder('limit')).offset(sql.placeholder('offset'))})`;
    statement = namedStatement(name, () =>
      extrasStatement(ids, {
        columns: aliased({ ...goodsCardColumns, manufacturer: manufacturers.name }),
        joins: sql`join ${goods} on ${goods.id} = g.id join ${manufacturers} on ${manufacturers.id} = ${goods.manufacturerId}`,
        facets: facetsJson(),
      }),
    );
    plainPages.set(name, statement);
  }
  const found = await statement(db, {
    limit: page.limit,
    offset: page.offset,
    from: page.offset + 1,
    to: page.offset + page.limit,
    ...extrasValues(now),
    ...facetValues(page.facets, page.facetLimit),
  });
  const rows = found.map(
    ({
      ladders: _l,
      promotions: _p,
      images: _i,
      stock: _s,
      storewide: _w,
      facets: _f,
      ...row
    }): GoodsCardRow => ({
      ...row,
      createdAt: new Date(row.createdAt),
    }),
  );
  const facets = found[0]?.facets;
  return { rows, extras: toGoodsExtras(found), facets: facets ? toFacetAnswer(facets) : null };
}
