import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goods, goodsImages } from '../../db/schema';

/** A goods' pictures in the storefront's order. */
export function imagesOf(db: Database, goodsId: number) {
  return db
    .select({ id: goodsImages.id, url: goodsImages.url, sort: goodsImages.sort })
    .from(goodsImages)
    .where(eq(goodsImages.goodsId, goodsId))
    .orderBy(asc(goodsImages.sort), asc(goodsImages.id));
}

export async function goodsExists(db: Database, goodsId: number) {
  const [row] = await db.select({ id: goods.id }).from(goods).where(eq(goods.id, goodsId));
  return row !== undefined;
}

/** Locks the goods row so two staff members replacing its pictures at once do not interleave. */
export async function lockGoods(db: Database, goodsId: number) {
  const [row] = await db.select({ id: goods.id }).from(goods).where(eq(goods.id, goodsId)).for('update');
  return row !== undefined;
}

export async function replaceImages(db: Database, goodsId: number, urls: string[]) {
  await db.delete(goodsImages).where(eq(goodsImages.goodsId, goodsId));
  await db.insert(goodsImages).values(urls.map((url, sort) => ({ goodsId, url, sort })));
}
