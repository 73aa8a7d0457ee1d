import { and, asc, desc, eq, gt, gte, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands, favourites, goods, goodsBatches } from '../../db/schema';
import type { Viewer } from '../../shared/viewer';
import { visibleGoodsCondition } from './goods-access';

/** Batches that can be sold, first expiry first (the order stock is taken in). */
export function findSellableBatches(db: Database, goodsId: number, today: string) {
  return db
    .select()
    .from(goodsBatches)
    .where(
      and(eq(goodsBatches.goodsId, goodsId), gt(goodsBatches.stock, 0), gte(goodsBatches.expiresOn, today)),
    )
    .orderBy(asc(goodsBatches.expiresOn), asc(goodsBatches.id));
}

export async function findRelatedIds(
  db: Database,
  goodsId: number,
  categoryId: number,
  viewer: Viewer | null,
  limit: number,
) {
  const rows = await db
    .select({ id: goods.id })
    .from(goods)
    .where(and(visibleGoodsCondition(viewer), eq(goods.categoryId, categoryId), ne(goods.id, goodsId)))
    .orderBy(desc(goods.sales), asc(goods.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function findBrand(db: Database, id: number) {
  const rows = await db.select().from(brands).where(eq(brands.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function isFavourite(db: Database, memberId: number, goodsId: number) {
  const rows = await db
    .select({ goodsId: favourites.goodsId })
    .from(favourites)
    .where(and(eq(favourites.memberId, memberId), eq(favourites.goodsId, goodsId)))
    .limit(1);
  return rows.length > 0;
}
