import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { combinationItems, combinations, goods, orderLines } from '../../db/schema';
import { saveActivityHead } from './activity-head.repository';

/** The console's reads and writes of 组合购 bundles. */

/** Every bundle with its items (goods names and normal prices), or only the one with `id`. */
export async function combinationList(db: Database, id?: number) {
  const bundles = await db
    .select()
    .from(combinations)
    .where(id === undefined ? undefined : eq(combinations.id, id))
    .orderBy(desc(combinations.startsAt), desc(combinations.id));
  if (bundles.length === 0) return [];
  const ids = bundles.map((b) => b.id);
  const items = await db
    .select({
      combinationId: combinationItems.combinationId,
      goodsId: combinationItems.goodsId,
      number: combinationItems.number,
      price: combinationItems.price,
      goodsName: goods.name,
      spec: goods.spec,
      basePrice: goods.basePrice,
    })
    .from(combinationItems)
    .innerJoin(goods, eq(goods.id, combinationItems.goodsId))
    .where(inArray(combinationItems.combinationId, ids))
    .orderBy(combinationItems.goodsId);
  const ordered = new Set(
    (
      await db
        .selectDistinct({ refId: orderLines.refId })
        .from(orderLines)
        .where(and(eq(orderLines.lineType, 3), inArray(orderLines.refId, ids)))
    ).map((r) => r.refId),
  );
  return bundles.map((b) => ({
    ...b,
    ordered: ordered.has(b.id),
    items: items.filter((i) => i.combinationId === b.id),
  }));
}

export type CombinationRow = Awaited<ReturnType<typeof combinationList>>[number];

export async function goodsPrices(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: goods.id, basePrice: goods.basePrice })
    .from(goods)
    .where(inArray(goods.id, ids));
  return new Map(rows.map((r) => [r.id, r.basePrice]));
}

export interface CombinationWrite {
  name: string;
  startsAt: Date;
  endsAt: Date;
  items: { goodsId: number; number: number; price: number }[];
}

/** Inserts or updates a bundle and replaces its items; null when `id` names no bundle. */
export async function saveCombination(db: Database, id: number | null, values: CombinationWrite) {
  const { items, ...head } = values;
  const bundleId = await saveActivityHead(db, combinations, id, head);
  if (bundleId === null) return null;
  if (id !== null) await db.delete(combinationItems).where(eq(combinationItems.combinationId, bundleId));
  await db.insert(combinationItems).values(items.map((i) => ({ ...i, combinationId: bundleId })));
  return bundleId;
}

export async function endCombination(db: Database, id: number, now: Date) {
  await db.update(combinations).set({ endsAt: now }).where(eq(combinations.id, id));
}

/** Whether an order line was bought as this bundle. */
export async function combinationOrdered(db: Database, id: number) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(orderLines)
    .where(and(eq(orderLines.lineType, 3), eq(orderLines.refId, id)))
    .limit(1);
  return row !== undefined;
}

/** Removes the bundle and its items; a cart line still holding it shows as no longer on offer. */
export async function deleteCombination(db: Database, id: number) {
  await db.delete(combinationItems).where(eq(combinationItems.combinationId, id));
  await db.delete(combinations).where(eq(combinations.id, id));
}
