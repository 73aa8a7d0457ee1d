import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goods, manufacturers } from '../../db/schema';
import { todayInChina } from '../catalog/catalog-dates';
import { promotionsJson, toPromotionWindows, type PromotionJson } from '../catalog/goods-promotions';
import type { GoodsExtras, GoodsRow } from '../catalog/goods.repository';
import { anyOf, intArray } from './int-array';

/** The catalogue's findGoodsRows (on-sale goods with their manufacturer, in the order of ids) for many ids. */
export async function findCartGoodsRows(db: Database, ids: number[]): Promise<GoodsRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ g: goods, manufacturer: manufacturers.name })
    .from(goods)
    .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .where(and(anyOf(goods.id, ids), eq(goods.onSale, true)));
  const byId = new Map(rows.map((r) => [r.g.id, { ...r.g, manufacturer: r.manufacturer }]));
  return ids.map((id) => byId.get(id)).filter((r): r is GoodsRow => r !== undefined);
}

interface ExtrasRow {
  id: number;
  ladders: { number: number; price: number }[];
  promotions: PromotionJson[];
  images: string[];
  total: number | string | null;
  first: { batch_no: string; expires_on: string; quality_report_url: string } | null;
}

/**
 * The catalogue's GoodsExtras (ladders, promotions, images, stock of the sellable batches) for many goods in
 * one statement: a 200-line cart would otherwise pay four round trips and 800 bound parameters.
 * Same rules as findGoodsExtras: batches with stock, sellable through their expiry day.
 */
export async function findCartGoodsExtras(db: Database, ids: number[], now: Date): Promise<GoodsExtras> {
  const extras: GoodsExtras = {
    ladders: new Map(),
    promotions: new Map(),
    images: new Map(),
    stock: new Map(),
  };
  if (ids.length === 0) return extras;
  const list = intArray(ids);
  const sellable = sql`b.goods_id = g.id and b.stock > 0 and b.expires_on >= ${todayInChina(now)}`;
  const result = (await db.execute(sql`
    select g.id,
      coalesce((select json_agg(json_build_object('number', l.number, 'price', l.price) order by l.number)
                from ladder_prices l where l.goods_id = g.id), '[]') as ladders,
      ${promotionsJson(sql`g.id`, now)} as promotions,
      coalesce((select json_agg(i.url order by i.sort, i.id) from goods_images i where i.goods_id = g.id), '[]') as images,
      (select sum(b.stock) from goods_batches b where ${sellable}) as total,
      (select json_build_object('batch_no', b.batch_no, 'expires_on', b.expires_on, 'quality_report_url', b.quality_report_url)
         from goods_batches b where ${sellable} order by b.expires_on, b.id limit 1) as first
    from unnest(${list}) as g(id)`)) as unknown as { rows: ExtrasRow[] };
  for (const row of result.rows) {
    const id = Number(row.id);
    if (row.ladders.length > 0) extras.ladders.set(id, row.ladders);
    if (row.promotions.length > 0) extras.promotions.set(id, toPromotionWindows(row.promotions));
    if (row.images.length > 0) extras.images.set(id, row.images);
    if (row.first) {
      extras.stock.set(id, {
        total: Number(row.total),
        batchNo: row.first.batch_no,
        expiresOn: row.first.expires_on,
        reportUrl: row.first.quality_report_url,
      });
    }
  }
  return extras;
}
