import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { todayInChina } from './catalog-dates';
import { promotionsJson, toPromotionWindows, type PromotionJson } from './goods-promotions';
import type { GoodsExtras } from './goods.repository';

interface OfferRow {
  ladders: { number: number; price: number }[];
  promotions: PromotionJson[];
  total: number | string | null;
  first: { batch_no: string; expires_on: string; quality_report_url: string } | null;
}

/**
 * findGoodsExtras for one goods in a single statement (no images), so a write's transaction can read the
 * goods as it now stands without running queries side by side on its one connection.
 */
export async function findOfferExtras(db: Database, goodsId: number, now: Date): Promise<GoodsExtras> {
  const sellable = sql`b.goods_id = g.id and b.stock > 0 and b.expires_on >= ${todayInChina(now)}`;
  const result = (await db.execute(sql`
    select
      coalesce((select json_agg(json_build_object('number', l.number, 'price', l.price) order by l.number)
                from ladder_prices l where l.goods_id = g.id), '[]') as ladders,
      ${promotionsJson(sql`g.id`, now)} as promotions,
      (select sum(b.stock) from goods_batches b where ${sellable}) as total,
      (select json_build_object('batch_no', b.batch_no, 'expires_on', b.expires_on, 'quality_report_url', b.quality_report_url)
         from goods_batches b where ${sellable} order by b.expires_on, b.id limit 1) as first
    from (select ${goodsId}::int as id) g`)) as unknown as { rows: OfferRow[] };
  const row = result.rows[0];
  const extras: GoodsExtras = {
    ladders: new Map(),
    promotions: new Map(),
    images: new Map(),
    stock: new Map(),
  };
  if (!row) return extras;
  if (row.ladders.length > 0) extras.ladders.set(goodsId, row.ladders);
  if (row.promotions.length > 0) extras.promotions.set(goodsId, toPromotionWindows(row.promotions));
  if (row.first)
    extras.stock.set(goodsId, {
      total: Number(row.total),
      batchNo: row.first.batch_no,
      expiresOn: row.first.expires_on,
      reportUrl: row.first.quality_report_url,
    });
  return extras;
}
