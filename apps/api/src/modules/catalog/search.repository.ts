import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goods, manufacturers } from '../../db/schema';
import type { Viewer } from '../../shared/viewer';
import { visibleGoodsCondition } from './goods-access';
import type { KeywordPlan } from './keyword';
import { keywordCondition, keywordRank, type MatchColumns } from './keyword-sql';

export const goodsMatchColumns: MatchColumns = {
  names: [goods.name],
  pinyin: goods.namePinyin,
  initials: goods.nameInitials,
  substringFrom: 3,
};

export const manufacturerMatchColumns: MatchColumns = {
  names: [manufacturers.name, manufacturers.shortName],
  pinyin: manufacturers.pinyin,
  initials: manufacturers.initials,
  substringFrom: 1,
};

/**
 * One row per distinct goods name: its best rank, its popularity (sales over all its variants), how
 * many variants there are, and the best-selling variant with its manufacturer.
 */
export function goodsSuggestionQuery(db: Database, plan: KeywordPlan, viewer: Viewer | null, limit: number) {
  const matched = db
    .select({
      id: goods.id,
      name: goods.name,
      sales: goods.sales,
      rank: keywordRank(plan, goodsMatchColumns).as('match_rank'),
    })
    .from(goods)
    .where(and(visibleGoodsCondition(viewer), keywordCondition(plan, goodsMatchColumns)))
    .as('matched');
  const bestRank = sql<number>`min(${matched.rank})::int`.as('best_rank');
  const popularity = sql<number>`sum(${matched.sales})::int`.as('popularity');
  const named = db
    .select({
      name: matched.name,
      rank: bestRank,
      popularity,
      variants: sql<number>`count(*)::int`.as('variants'),
      id: sql<number>`(array_agg(${matched.id} order by ${matched.sales} desc, ${matched.id}))[1]`.as(
        'top_id',
      ),
    })
    .from(matched)
    .groupBy(matched.name)
    .orderBy(sql`best_rank`, sql`popularity desc`, matched.name)
    .limit(limit)
    .as('named');
  return db
    .select({
      id: named.id,
      name: named.name,
      rank: named.rank,
      popularity: named.popularity,
      variants: named.variants,
      sccj: manufacturers.name,
    })
    .from(named)
    .innerJoin(goods, eq(goods.id, named.id))
    .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .orderBy(asc(named.rank), desc(named.popularity), asc(named.name));
}

export const findGoodsSuggestions = (db: Database, plan: KeywordPlan, viewer: Viewer | null, limit: number) =>
  goodsSuggestionQuery(db, plan, viewer, limit).then((rows) => rows);

/** The goods the viewer may see that carry a scanned 69 码, best-selling first. */
export function findGoodsByBarcode(db: Database, barcode: string, viewer: Viewer | null, limit: number) {
  return db
    .select({ id: goods.id, name: goods.name, sccj: manufacturers.name })
    .from(goods)
    .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .where(and(visibleGoodsCondition(viewer), eq(goods.barcode, barcode)))
    .orderBy(desc(goods.sales), asc(goods.id))
    .limit(limit);
}

/** Manufacturers matching the keyword with their rank; few enough to rank by goods count in code. */
export function manufacturerMatchQuery(db: Database, plan: KeywordPlan, limit: number) {
  const rank = keywordRank(plan, manufacturerMatchColumns);
  return db
    .select({ id: manufacturers.id, name: manufacturers.name, shortName: manufacturers.shortName, rank })
    .from(manufacturers)
    .where(keywordCondition(plan, manufacturerMatchColumns))
    .orderBy(rank, asc(manufacturers.id))
    .limit(limit);
}

export const findManufacturerMatches = (db: Database, plan: KeywordPlan, limit: number) =>
  manufacturerMatchQuery(db, plan, limit).then((rows) => rows);

/** Goods on sale per manufacturer, as everyone sees them: the popularity of a manufacturer suggestion. */
export async function countGoodsByManufacturer(db: Database): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: goods.manufacturerId, n: count() })
    .from(goods)
    .where(visibleGoodsCondition(null))
    .groupBy(goods.manufacturerId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}
