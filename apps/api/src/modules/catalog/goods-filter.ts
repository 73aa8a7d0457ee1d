import { GOODS_ZONES } from '@yaocai/contract';
import { and, eq, gt, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { activityPrices, goods, goodsBatches, ladderPrices, manufacturers } from '../../db/schema';
import { intArray } from '../../db/sql-arrays';
import type { Viewer } from '../../shared/viewer';
import { visibleGoodsCondition } from './goods-access';
import type { KeywordPlan } from './keyword';
import { keywordCondition } from './keyword-sql';
import { goodsMatchColumns, manufacturerMatchColumns } from './search.repository';

export const ZONES = GOODS_ZONES;
export type Zone = (typeof ZONES)[number];

/** What a list shows, resolved from its query (category ids include the descendants). */
export interface GoodsFilter {
  categoryIds?: number[];
  kind?: 'herbal' | 'device';
  manufacturerId?: number;
  /** A manufacturer typed as text: matched like a manufacturer suggestion (name, short name, pinyin). */
  manufacturerKeyword?: KeywordPlan;
  brandId?: number;
  zone?: Zone;
  youx?: boolean;
  keyword?: KeywordPlan;
  spec?: string;
  inStock?: boolean;
  /** Zone storewide: the exclusions of each 全场折扣 running (categories with their descendants). */
  storewide?: { goodsIds: readonly number[]; categoryIds: readonly number[] }[];
}

/** The dates the conditions depend on, in China: today and the near-expiry cutoff. */
export interface FilterDates {
  today: string;
  nearExpiryBefore: string;
  now: Date;
}

type Facet = 'manufacturer' | 'spec';

const sellableBatch = (today: string, extra?: SQL) =>
  sql`exists (select 1 from ${goodsBatches} where ${goodsBatches.goodsId} = ${goods.id} and ${goodsBatches.stock} > 0 and ${goodsBatches.expiresOn} >= ${today}${extra ? sql` and ${extra}` : sql``})`;

function zoneCondition(zone: Zone, dates: FilterDates): SQL {
  switch (zone) {
    case 'herbal':
    case 'device':
      return eq(goods.kind, zone);
    case 'near_expiry':
      return sellableBatch(dates.today, sql`${goodsBatches.expiresOn} < ${dates.nearExpiryBefore}`);
    case 'controlled':
      return eq(goods.isControlled, true);
    case 'free_shipping':
      return eq(goods.isFreeShipping, 1);
    case 'brand':
      return isNotNull(goods.brandId);
    case 'storewide':
      // The rules themselves come with the filter (GoodsFilter.storewide, storewideCondition); goods
      // with a ladder or a running 秒杀 / 特价 keep those prices (domain storewideRuleFor).
      return sql`not exists (select 1 from ${ladderPrices} where ${ladderPrices.goodsId} = ${goods.id})
        and ${goods.id} not in (select ${activityPrices.goodsId} from ${activityPrices} where ${and(
          inArray(activityPrices.kind, ['spike', 'daily']),
          lte(activityPrices.startsAt, dates.now),
          gt(activityPrices.endsAt, dates.now),
        )})`;
    case 'daily_special':
      return sql`${goods.id} in (select ${activityPrices.goodsId} from ${activityPrices} where ${and(
        eq(activityPrices.kind, 'daily'),
        lte(activityPrices.startsAt, dates.now),
        gt(activityPrices.endsAt, dates.now),
      )})`;
  }
}

/** Goods a running 全场折扣 takes (domain storewideRuleFor): not excluded by one of the rules. */
function storewideCondition(rules: NonNullable<GoodsFilter['storewide']>): SQL {
  if (rules.length === 0) return sql`false`;
  const one = (rule: (typeof rules)[number]) =>
    sql`(not (${goods.id} = any(${intArray(rule.goodsIds)})) and not (${goods.categoryId} = any(${intArray(rule.categoryIds)})))`;
  return sql`(${sql.join(rules.map(one), sql` or `)})`;
}

/** The public part of visibleGoodsCondition, which the sample index of the goods list is limited to. */
export const PUBLIC_GOODS = sql`${goods.onSale} and not ${goods.isControlled}`;

/**
 * The WHERE of a list, as conditions tagged by facet so that a facet can leave its own filter out
 * (the manufacturers facet still lists the other manufacturers while one is chosen). `parts` keeps
 * them apart for the sampled summary (goods-list.repository sampleSummary): `base` without the
 * viewer's visibility and without the facets' own conditions.
 */
export function filterConditions(filter: GoodsFilter, viewer: Viewer | null, dates: FilterDates) {
  const parts: { facet?: Facet; condition: SQL }[] = [];
  const add = (condition: SQL, facet?: Facet) => parts.push({ condition, facet });
  if (filter.categoryIds) add(inArray(goods.categoryId, filter.categoryIds));
  if (filter.kind) add(eq(goods.kind, filter.kind));
  if (filter.manufacturerId !== undefined)
    add(eq(goods.manufacturerId, filter.manufacturerId), 'manufacturer');
  if (filter.manufacturerKeyword) {
    const makers = sql`select ${manufacturers.id} from ${manufacturers} where ${keywordCondition(filter.manufacturerKeyword, manufacturerMatchColumns)}`;
    add(sql`${goods.manufacturerId} in (${makers})`, 'manufacturer');
  }
  if (filter.brandId !== undefined) add(eq(goods.brandId, filter.brandId));
  if (filter.zone) add(zoneCondition(filter.zone, dates));
  if (filter.storewide) add(storewideCondition(filter.storewide));
  if (filter.youx) add(eq(goods.isYoux, 1));
  if (filter.keyword) add(keywordCondition(filter.keyword, goodsMatchColumns));
  if (filter.spec !== undefined) add(eq(goods.spec, filter.spec), 'spec');
  if (filter.inStock) add(sellableBatch(dates.today));
  const visible = visibleGoodsCondition(viewer);
  const where = (without?: Facet) =>
    and(visible, ...parts.filter((p) => !without || p.facet !== without).map((p) => p.condition))!;
  const only = (facet: Facet) => {
    const mine = parts.filter((p) => p.facet === facet).map((p) => p.condition);
    return mine.length > 0 ? and(...mine) : undefined;
  };
  const base = parts.filter((p) => !p.facet).map((p) => p.condition);
  return {
    all: where(),
    withoutManufacturer: where('manufacturer'),
    withoutSpec: where('spec'),
    parts: {
      visible,
      base: base.length > 0 ? and(...base)! : sql`true`,
      manufacturer: only('manufacturer'),
      spec: only('spec'),
    },
  };
}

export type FilterConditions = ReturnType<typeof filterConditions>;
