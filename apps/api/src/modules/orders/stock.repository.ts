import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { namedStatement } from '../../db/named-statement';
import { activityPrices } from '../../db/schema';
import { todayInChina } from '../catalog/index';

export interface SellableBatch {
  id: number;
  goodsId: number;
  batchNo: string;
  producedOn: string;
  expiresOn: string;
  stock: number;
}

/** The batches on sale of some goods, first expiry first; `lock`: FOR UPDATE. */
const sellableBatches = (lock: boolean) =>
  namedStatement<{ goodsIds: number[]; today: string }, SellableBatch>(
    lock ? 'lock_sellable_batches' : 'sellable_batches',
    () => sql`select id, goods_id as "goodsId", batch_no as "batchNo", produced_on as "producedOn",
        expires_on as "expiresOn", stock
      from goods_batches
      where goods_id = any(${sql.placeholder('goodsIds')}::int[]) and stock > 0
        and expires_on >= ${sql.placeholder('today')}::date
      order by goods_id, expires_on, id ${lock ? sql`for update` : sql``}`,
  );
const [readBatches, lockBatches] = [sellableBatches(false), sellableBatches(true)];

/** Batches on sale, first expiry first: the same ones the catalogue counts as stock (sellable through their expiry day). */
export async function findSellableBatches(
  db: Database,
  goodsIds: number[],
  now = new Date(),
): Promise<SellableBatch[]> {
  if (goodsIds.length === 0) return [];
  return readBatches(db, { goodsIds, today: todayInChina(now) });
}

/**
 * The sellable batches of the goods, locked (FOR UPDATE) in goods then first-expiry order, the same
 * order for every order: two orders of the same goods queue instead of deadlocking, and what is read is
 * what can be taken until the transaction ends. Rows emptied meanwhile by the order that held them are
 * left out (PostgreSQL re-checks `stock > 0` on the row it waited for).
 */
export async function lockSellableBatches(
  db: Database,
  goodsIds: number[],
  now = new Date(),
): Promise<SellableBatch[]> {
  if (goodsIds.length === 0) return [];
  return lockBatches(db, { goodsIds, today: todayInChina(now) });
}

export interface BatchTake {
  batchId: number;
  quantity: number;
}

/**
 * One UPDATE taking every piece, each only if its batch still has the units (never below zero); as a
 * CTE of a bigger statement it returns the ids of the batches taken, which must be all of them.
 * `batchIds` and `quantities` are parallel int arrays (bound parameters).
 */
export function takeFromBatchesSql(batchIds: SQLWrapper, quantities: SQLWrapper) {
  return sql`update goods_batches b set stock = b.stock - v.n
    from unnest(${batchIds}::int[], ${quantities}::int[]) as v(id, n)
    where b.id = v.id and b.stock >= v.n
    returning b.id`;
}

/** Flash-sale offers' sold counts raised by the units of the order, in one UPDATE (a CTE); parallel int arrays. */
export function addFlashSoldSql(offerIds: SQLWrapper, units: SQLWrapper) {
  return sql`update activity_prices a set sold = a.sold + v.n
    from unnest(${offerIds}::int[], ${units}::int[]) as v(id, n) where a.id = v.id`;
}

/** Puts units back on their batches; a recalled batch's go to its quarantine (the shared path). */
export { unitsBackOnBatches as returnToBatches } from '../../shared/units-back-on-batch';

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
