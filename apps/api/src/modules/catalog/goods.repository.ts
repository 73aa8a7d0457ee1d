import type { PromotionWindow, StorewideRule } from '@yaocai/domain';
import { and, asc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goods, goodsBatches, goodsImages, ladderPrices, manufacturers } from '../../db/schema';
import { intArray } from '../../db/sql-arrays';
import { todayInChina } from './catalog-dates';
import { promotionsJson, toPromotionWindows, type PromotionJson } from './goods-promotions';
import { findStorewideRules } from './storewide-rules';

export type GoodsRow = typeof goods.$inferSelect & { manufacturer: string };

export interface GoodsExtras {
  ladders: Map<number, { number: number; price: number }[]>;
  /** Promotions not yet ended when read; the tags shown follow from them at the moment of showing. */
  promotions: Map<number, PromotionWindow[]>;
  images: Map<number, string[]>;
  /** The batch on sale: the first-expiring batch with stock, and the stock over all batches. */
  stock: Map<number, { total: number; batchNo: string; expiresOn: string; reportUrl: string } | undefined>;
  /** 全场折扣 rules not yet ended when read (the same for every goods); none when left out. */
  storewide?: StorewideRule[];
}

export async function findGoodsRows(db: Database, ids: number[]): Promise<GoodsRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ g: goods, manufacturer: manufacturers.name })
    .from(goods)
    .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .where(and(inArray(goods.id, ids), eq(goods.onSale, true)));
  const byId = new Map(rows.map((r) => [r.g.id, { ...r.g, manufacturer: r.manufacturer }]));
  return ids.map((id) => byId.get(id)).filter((r): r is GoodsRow => r !== undefined);
}

function group<T, V>(rows: T[], key: (r: T) => number, value: (r: T) => V): Map<number, V[]> {
  const map = new Map<number, V[]>();
  for (const r of rows) {
    const k = key(r);
    const list = map.get(k) ?? [];
    list.push(value(r));
    map.set(k, list);
  }
  return map;
}

/**
 * Ladders, promotions, images, stock and the storewide rules for a page of goods, in five queries
 * whatever the page size.
 * A batch is sellable up to and including its expiry date in China (domain isExpired).
 */
export async function findGoodsExtras(db: Database, ids: number[], now = new Date()): Promise<GoodsExtras> {
  if (ids.length === 0)
    return { ladders: new Map(), promotions: new Map(), images: new Map(), stock: new Map() };
  const today = todayInChina(now);
  const [ladderRows, promotionRows, imageRows, batchRows, storewide] = await Promise.all([
    db
      .select()
      .from(ladderPrices)
      .where(inArray(ladderPrices.goodsId, ids))
      .orderBy(asc(ladderPrices.number)),
    db.execute(
      sql`select g.id, ${promotionsJson(sql`g.id`, now)} as promotions from unnest(${intArray(ids)}) as g(id)`,
    ) as unknown as Promise<{ rows: { id: number; promotions: PromotionJson[] }[] }>,
    db.select().from(goodsImages).where(inArray(goodsImages.goodsId, ids)).orderBy(asc(goodsImages.sort)),
    db
      .select()
      .from(goodsBatches)
      .where(
        and(
          inArray(goodsBatches.goodsId, ids),
          gt(goodsBatches.stock, 0),
          gte(goodsBatches.expiresOn, today),
        ),
      )
      .orderBy(asc(goodsBatches.expiresOn), asc(goodsBatches.id)),
    findStorewideRules(db, now),
  ]);
  const stock: GoodsExtras['stock'] = new Map();
  for (const b of batchRows) {
    const current = stock.get(b.goodsId);
    if (current) current.total += b.stock;
    else
      stock.set(b.goodsId, {
        total: b.stock,
        batchNo: b.batchNo,
        expiresOn: b.expiresOn,
        reportUrl: b.qualityReportUrl,
      });
  }
  return {
    ladders: group(
      ladderRows,
      (r) => r.goodsId,
      (r) => ({ number: r.number, price: r.price }),
    ),
    promotions: new Map(
      promotionRows.rows
        .filter((r) => r.promotions.length > 0)
        .map((r) => [Number(r.id), toPromotionWindows(r.promotions)]),
    ),
    images: group(
      imageRows,
      (r) => r.goodsId,
      (r) => r.url,
    ),
    stock,
    storewide,
  };
}
