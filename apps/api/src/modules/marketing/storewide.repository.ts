import { and, asc, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activityTaps, categories, goods, storewideDiscounts } from '../../db/schema';

export type StorewideDiscountRow = typeof storewideDiscounts.$inferSelect;
export type StorewideDiscountValues = Omit<typeof storewideDiscounts.$inferInsert, 'id'>;

/** Every storewide discount, newest first (the console's list); one when `id` is given. */
export function storewideList(db: Database, id?: number): Promise<StorewideDiscountRow[]> {
  return db
    .select()
    .from(storewideDiscounts)
    .where(id === undefined ? undefined : eq(storewideDiscounts.id, id))
    .orderBy(desc(storewideDiscounts.id));
}

/** The discounts switched on and running at `now`, lowest rate first (the one buyers get). */
export function runningStorewide(db: Database, now: Date): Promise<StorewideDiscountRow[]> {
  return db
    .select()
    .from(storewideDiscounts)
    .where(
      and(
        eq(storewideDiscounts.isOn, true),
        lte(storewideDiscounts.startsAt, now),
        gt(storewideDiscounts.endsAt, now),
      ),
    )
    .orderBy(asc(storewideDiscounts.ratePermille), asc(storewideDiscounts.id));
}

/** Inserts, or updates `id`; null when `id` does not exist. */
export async function saveStorewide(
  db: Database,
  id: number | null,
  values: StorewideDiscountValues,
): Promise<number | null> {
  if (id === null) {
    const [row] = await db.insert(storewideDiscounts).values(values).returning({ id: storewideDiscounts.id });
    return row?.id ?? null;
  }
  const [row] = await db
    .update(storewideDiscounts)
    .set(values)
    .where(eq(storewideDiscounts.id, id))
    .returning({ id: storewideDiscounts.id });
  return row?.id ?? null;
}

export async function existingIds(db: Database, table: 'goods' | 'categories', ids: number[]) {
  if (ids.length === 0) return [];
  const column = table === 'goods' ? goods.id : categories.id;
  const from = table === 'goods' ? goods : categories;
  const rows = await db.select({ id: column }).from(from).where(inArray(column, ids));
  return rows.map((r) => r.id);
}

export async function insertTap(db: Database, memberId: number | null, url: string) {
  await db.insert(activityTaps).values({ memberId, url });
}
