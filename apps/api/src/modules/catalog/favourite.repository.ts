import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { favourites, goods } from '../../db/schema';
import type { Viewer } from '../../shared/viewer';
import { visibleGoodsCondition } from './goods-access';

// Every query names the member: nobody reaches another member's favourites.
const ofViewer = (viewer: Viewer) =>
  and(eq(favourites.memberId, viewer.memberId), visibleGoodsCondition(viewer));

/** The member's favourites that still exist for them, newest first. */
export async function findFavouritePage(db: Database, viewer: Viewer, limit: number, offset: number) {
  const rows = await db
    .select({ id: favourites.goodsId })
    .from(favourites)
    .innerJoin(goods, eq(goods.id, favourites.goodsId))
    .where(ofViewer(viewer))
    .orderBy(desc(favourites.createdAt), desc(favourites.goodsId))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => r.id);
}

export async function countFavourites(db: Database, viewer: Viewer) {
  const [row] = await db
    .select({ n: count() })
    .from(favourites)
    .innerJoin(goods, eq(goods.id, favourites.goodsId))
    .where(ofViewer(viewer));
  return Number(row?.n ?? 0);
}

export async function insertFavourites(db: Database, memberId: number, goodsIds: number[]) {
  await db
    .insert(favourites)
    .values(goodsIds.map((goodsId) => ({ memberId, goodsId })))
    .onConflictDoNothing();
}

export async function deleteFavourites(db: Database, memberId: number, goodsIds: number[]) {
  await db
    .delete(favourites)
    .where(and(eq(favourites.memberId, memberId), inArray(favourites.goodsId, goodsIds)));
}
