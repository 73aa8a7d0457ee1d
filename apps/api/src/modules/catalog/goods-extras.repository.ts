import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goodsBatches, goodsImages, ladderPrices } from '../../db/schema';
import { namedStatement } from '../../db/named-statement';
import { todayInChina } from './catalog-dates';
import { promotionsByGoods, toPromotionWindows, type PromotionJson } from './goods-promotions';
import type { GoodsExtras } from './goods.repository';
import { storewideRulesJson, toStorewideRules, type StorewideRuleJson } from './storewide-rules';

export interface ExtrasRow {
  id: number;
  ladders: { number: number; price: number }[] | string | null;
  promotions: PromotionJson[] | string;
  images: string[] | string | null;
  stock: { total: number; batch_no: string; expires_on: string; report_url: string } | string | null;
  /** The 全场折扣 rules (storewide-rules.ts), on the first row only. */
  storewide: StorewideRuleJson[] | string | null;
}

/**
 * Ladders, promotions, images and the batch on sale of every goods of `ids` (an SQL int[]), one goods a
 * row in the order of `ids`, each part as JSON. The batch on sale is the first-expiring batch with stock,
 * sellable up to and including its expiry date in China (domain isExpired), with the stock over all
 * sellable batches. The first row also carries the 全场折扣 rules (one statement less per page: each
 * costs a round trip). `goodsRows` adds the goods' card columns and maker (GoodsCardRow), and may add a
 * `facets` column to the first row (one statement for a whole list page: goods-list.repository
 * findPlainPage). Placeholders: `at` and `today`.
 */
export function extrasStatement(ids: SQL, goodsRows?: { columns: SQL; joins: SQL; facets?: SQL }): SQL {
  const l = ladderPrices;
  const i = goodsImages;
  const b = goodsBatches;
  const today = sql`${sql.placeholder('today')}::date`;
  const at = sql`${sql.placeholder('at')}::timestamptz`;
  const pageIds = sql`(select ids from page)::int[]`;
  return sql`with page as materialized (select ${ids} as ids),
    promoted as materialized (${promotionsByGoods(pageIds, at)})
    select g.id,${goodsRows ? sql` ${goodsRows.columns},` : sql``}
      (select json_agg(json_build_object('number', ${l.number}, 'price', ${l.price}) order by ${l.number})
        from ${l} where ${l.goodsId} = g.id) as ladders,
      coalesce(pm.promotions, '[]') as promotions,
      (select json_agg(${i.url} order by ${i.sort}, ${i.id}) from ${i} where ${i.goodsId} = g.id) as images,
      (select json_build_object('total', sum(s.stock) over (), 'batch_no', s.batch_no, 'expires_on', s.expires_on,
          'report_url', s.quality_report_url)
        from (select ${b.id} as id, ${b.stock} as stock, ${b.batchNo} as batch_no, ${b.expiresOn} as expires_on,
                ${b.qualityReportUrl} as quality_report_url
              from ${b} where ${b.goodsId} = g.id and ${b.stock} > 0 and ${b.expiresOn} >= ${today}) s
        order by s.expires_on, s.id limit 1) as stock,
      case when g.n = 1 then ${storewideRulesJson(at)} end as storewide${
        goodsRows?.facets ? sql`, case when g.n = 1 then ${goodsRows.facets} end as facets` : sql``
      }
    from unnest(${pageIds}) with ordinality as g(id, n)${goodsRows ? sql` ${goodsRows.joins}` : sql``}
    left join promoted pm on pm.goods_id = g.id
    order by g.n`;
}

/** The values of extrasStatement's placeholders. */
export const extrasValues = (now: Date) => ({ at: now.toISOString(), today: todayInChina(now) });

const extrasOf = namedStatement<{ ids: string; at: string; today: string }, ExtrasRow>(
  'catalog_goods_extras',
  () => extrasStatement(sql`${sql.placeholder('ids')}::int[]`),
);

const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** Ladders, promotions, images, stock and the storewide rules for a page of goods, in one statement. */
export async function findGoodsExtras(db: Database, ids: number[], now = new Date()): Promise<GoodsExtras> {
  if (ids.length === 0)
    return { ladders: new Map(), promotions: new Map(), images: new Map(), stock: new Map() };
  const rows = await extrasOf(db, {
    ids: `{${ids.map((id) => Math.trunc(id)).join(',')}}`,
    ...extrasValues(now),
  });
  return toGoodsExtras(rows);
}

/** The extras of extrasStatement's rows. */
export function toGoodsExtras(rows: readonly ExtrasRow[]): GoodsExtras {
  const first = rows.find((row) => row.storewide !== null)?.storewide ?? [];
  const storewide = toStorewideRules(parsed(first));
  const extras: GoodsExtras = {
    ladders: new Map(),
    promotions: new Map(),
    images: new Map(),
    stock: new Map(),
    storewide,
  };
  for (const row of rows) {
    const id = Number(row.id);
    if (row.ladders) extras.ladders.set(id, parsed(row.ladders));
    const promotions = parsed(row.promotions);
    if (promotions.length > 0) extras.promotions.set(id, toPromotionWindows(promotions));
    if (row.images) extras.images.set(id, parsed(row.images));
    if (row.stock) {
      const s = parsed(row.stock);
      extras.stock.set(id, {
        total: Number(s.total),
        batchNo: s.batch_no,
        expiresOn: s.expires_on,
        reportUrl: s.report_url,
      });
    }
  }
  return extras;
}
