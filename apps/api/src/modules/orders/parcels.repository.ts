import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, parcels, parcelSteps } from '../../db/schema';

export type ParcelRow = typeof parcels.$inferSelect;
export type ParcelStepRow = typeof parcelSteps.$inferSelect;
type ParcelInsert = typeof parcels.$inferInsert;

export async function insertParcel(db: Database, values: ParcelInsert) {
  const [row] = await db.insert(parcels).values(values).returning();
  return row!;
}

export async function findParcel(db: Database, id: number) {
  const [row] = await db.select().from(parcels).where(eq(parcels.id, id)).limit(1);
  return row ?? null;
}

/** The parcel under its row lock, so two pushes for it are applied one after the other. */
export async function lockParcel(db: Database, id: number) {
  const [row] = await db.select().from(parcels).where(eq(parcels.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function parcelsOfOrders(db: Database, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(parcels)
    .where(inArray(parcels.orderId, orderIds))
    .orderBy(asc(parcels.createdAt), asc(parcels.id));
}

export async function parcelsOfAfterSale(db: Database, afterSaleId: number) {
  return db
    .select()
    .from(parcels)
    .where(eq(parcels.afterSaleId, afterSaleId))
    .orderBy(asc(parcels.createdAt), asc(parcels.id));
}

export async function parcelsByNumber(db: Database, number: string) {
  return db.select().from(parcels).where(eq(parcels.number, number)).orderBy(asc(parcels.id));
}

/** The latest parcels (the development push page lists them). */
export async function recentParcels(db: Database, limit: number) {
  return db.select().from(parcels).orderBy(desc(parcels.id)).limit(limit);
}

/** Steps of the parcels, newest first. */
export async function stepsOf(db: Database, parcelIds: number[]) {
  if (parcelIds.length === 0) return [];
  return db
    .select()
    .from(parcelSteps)
    .where(inArray(parcelSteps.parcelId, parcelIds))
    .orderBy(desc(parcelSteps.at), desc(parcelSteps.id));
}

/** Stores steps once: a step already stored (same time and text) is left as it is. */
export async function insertSteps(
  db: Database,
  parcelId: number,
  steps: { at: Date; place: string; text: string; state: string }[],
) {
  if (steps.length === 0) return 0;
  const rows = await db
    .insert(parcelSteps)
    .values(steps.map((s) => ({ parcelId, ...s })))
    .onConflictDoNothing({ target: [parcelSteps.parcelId, parcelSteps.at, parcelSteps.text] })
    .returning({ id: parcelSteps.id });
  return rows.length;
}

export async function updateParcel(db: Database, id: number, values: Partial<ParcelInsert>) {
  await db.update(parcels).set(values).where(eq(parcels.id, id));
}

/** Records the signing once: true only for the push that found the parcel not yet signed for. */
export async function markSigned(db: Database, id: number, at: Date) {
  const rows = await db
    .update(parcels)
    .set({ signedAt: at })
    .where(and(eq(parcels.id, id), isNull(parcels.signedAt)))
    .returning({ id: parcels.id });
  return rows.length > 0;
}

/**
 * Leases up to `limit` parcels due for a subscription attempt until `leaseUntil` (the attempt is
 * counted now): rows another instance is claiming are skipped, so each attempt is made once.
 */
export async function claimDueSubscriptions(db: Database, now: Date, leaseUntil: Date, limit: number) {
  const result = (await db.execute(sql`
    with due as (
      select p.id from ${parcels} p
      where p.subscription = 'pending' and p.next_subscribe_at <= ${now.toISOString()}::timestamptz
      order by p.next_subscribe_at, p.id
      limit ${limit}
      for update skip locked
    )
    update ${parcels} p set next_subscribe_at = ${leaseUntil.toISOString()}::timestamptz,
      subscribe_attempts = p.subscribe_attempts + 1
    from due where p.id = due.id
    returning p.id, p.carrier_code, p.number, p.subscribe_attempts`)) as unknown as {
    rows: { id: number; carrier_code: string; number: string; subscribe_attempts: number }[];
  };
  return result.rows.map((r) => ({
    id: Number(r.id),
    carrierCode: r.carrier_code,
    number: r.number,
    attempts: Number(r.subscribe_attempts),
  }));
}

/** Shipped orders whose own parcel was signed for at or before `signedBefore`. */
export async function ordersSignedBefore(db: Database, signedBefore: Date, limit: number) {
  const rows = await db
    .selectDistinct({ id: orders.id })
    .from(orders)
    .innerJoin(parcels, and(eq(parcels.orderId, orders.id), eq(parcels.purpose, 'order')))
    .where(
      and(
        eq(orders.status, 'shipped'),
        sql`${parcels.signedAt} <= ${signedBefore.toISOString()}::timestamptz`,
      ),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}
