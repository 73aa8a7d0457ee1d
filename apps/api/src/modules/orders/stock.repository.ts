import { and, asc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activityPrices, goodsBatches } from '../../db/schema';
import { todayInChina } from '../catalog/catalog-dates';

export interface SellableBatch {
  id: number;
  goodsId: number;
  batchNo: string;
  producedOn: string;
  expiresOn: string;
  stock: number;
}

/** Batches on sale, first expiry first: the same ones the catalogue counts as stock (sellable through their expiry day). */
export async function findSellableBatches(
  db: Database,
  goodsIds: number[],
  now = new Date(),
): Promise<SellableBatch[]> {
  if (goodsIds.length === 0) return [];
  return db
    .select({
      id: goodsBatches.id,
      goodsId: goodsBatches.goodsId,
      batchNo: goodsBatches.batchNo,
      producedOn: goodsBatches.producedOn,
      expiresOn: goodsBatches.expiresOn,
      stock: goodsBatches.stock,
    })
    .from(goodsBatches)
    .where(
      and(
        inArray(goodsBatches.goodsId, goodsIds),
        gt(goodsBatches.stock, 0),
        gte(goodsBatches.expiresOn, todayInChina(now)),
      ),
    )
    .orderBy(asc(goodsBatches.goodsId), asc(goodsBatches.expiresOn), asc(goodsBatches.id));
}

/** Takes `n` units only if the batch still has them; never below zero, whatever runs concurrently. */
export async function takeFromBatch(db: Database, batchId: number, n: number): Promise<boolean> {
  const rows = await db
    .update(goodsBatches)
    .set({ stock: sql`${goodsBatches.stock} - ${n}` })
    .where(and(eq(goodsBatches.id, batchId), gte(goodsBatches.stock, n)))
    .returning({ id: goodsBatches.id });
  return rows.length === 1;
}

export async function batchStock(db: Database, batchId: number): Promise<number> {
  const [row] = await db
    .select({ stock: goodsBatches.stock })
    .from(goodsBatches)
    .where(eq(goodsBatches.id, batchId));
  return row?.stock ?? 0;
}

/** Puts units back on their batches (cancelled orders), in one statement. */
export async function returnToBatches(db: Database, items: { batchId: number; quantity: number }[]) {
  if (items.length === 0) return;
  const values = sql.join(
    items.map((i) => sql`(${i.batchId}::int, ${i.quantity}::int)`),
    sql`, `,
  );
  await db.execute(
    sql`update goods_batches b set stock = b.stock + v.q
        from (select id, sum(q)::int as q from (values ${values}) as t(id, q) group by id) as v
        where b.id = v.id`,
  );
}

/** Units of flash-sale lines that were not sold after all (cancelled, closed) count against the offer no more. */
export async function returnFlashSold(
  db: Database,
  lines: { lineType: number; isGift: boolean; refId: number; quantity: number }[],
) {
  const flash = new Map<number, number>();
  for (const l of lines)
    if (l.lineType === 1 && !l.isGift) flash.set(l.refId, (flash.get(l.refId) ?? 0) + l.quantity);
  for (const [offerId, n] of flash) {
    await db
      .update(activityPrices)
      .set({ sold: sql`greatest(${activityPrices.sold} - ${n}, 0)` })
      .where(eq(activityPrices.id, offerId));
  }
}
