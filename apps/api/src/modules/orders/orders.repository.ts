import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addresses, companies, orderEvents, orderLines, orders } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderInsert = typeof orders.$inferInsert;

export async function findOrderByKey(db: Database, memberId: number, key: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.memberId, memberId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/** The member's order, or null: another member's order does not exist for them. */
export async function findOrder(db: Database, memberId: number, id: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.memberId, memberId)))
    .limit(1);
  return row ?? null;
}

/** Operators reach every order. */
export async function findOrderAnyMember(db: Database, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row ?? null;
}

export async function findOrderLines(db: Database, orderIds: number[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.id));
}

export async function insertEvent(db: Database, orderId: number, kind: string, text: string, at?: Date) {
  await db.insert(orderEvents).values({ orderId, kind, text, ...(at ? { createdAt: at } : {}) });
}

export async function findEvents(db: Database, orderId: number) {
  return db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

/**
 * Moves an order from one status to another only if it is still in `from`; returns the row or null
 * when a concurrent change got there first.
 */
export async function transition(db: Database, id: number, from: string, values: Partial<OrderInsert>) {
  const [row] = await db
    .update(orders)
    .set(values)
    .where(and(eq(orders.id, id), eq(orders.status, from)))
    .returning();
  return row ?? null;
}

export async function updateOrder(db: Database, id: number, values: Partial<OrderInsert>) {
  await db.update(orders).set(values).where(eq(orders.id, id));
}

/** 北京市北京市朝阳区… reads 北京市朝阳区…: municipalities repeat the province as the city. */
export function fullAddress(a: { province: string; city: string; district: string; detail: string }) {
  return `${a.province}${a.city === a.province ? '' : a.city}${a.district}${a.detail}`;
}

export async function findAddresses(db: Database, memberId: number) {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.memberId, memberId))
    .orderBy(desc(addresses.isDefault), asc(addresses.id));
}

export async function findAddress(db: Database, memberId: number, id: number) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.memberId, memberId)))
    .limit(1);
  return row ?? null;
}

export async function findInvoiceTitle(db: Database, companyId: number) {
  const [row] = await db
    .select({ name: companies.name, title: companies.invoiceTitle, taxNumber: companies.taxNumber })
    .from(companies)
    .where(eq(companies.id, companyId));
  return { title: row?.title || row?.name || '', taxNumber: row?.taxNumber ?? '' };
}

/** Orders in `status` past their deadline, optionally of one member. */
function expiredIn(db: Database, status: string, now: Date, memberId?: number) {
  return db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(
      and(
        eq(orders.status, status),
        sql`${orders.expiresAt} <= ${now.toISOString()}`,
        memberId === undefined ? undefined : eq(orders.memberId, memberId),
      ),
    )
    .orderBy(asc(orders.expiresAt), asc(orders.id))
    .limit(200);
}

/** Unpaid orders past their deadline and store orders past their approval's, optionally of one member. */
export async function findExpiredUnpaid(db: Database, now: Date, memberId?: number) {
  // Two reads so the unpaid one keeps its partial index; orders waiting for approval are few.
  const unpaid = await expiredIn(db, 'unpaid', now, memberId);
  const pending = await expiredIn(db, 'pending_approval', now, memberId);
  return [...unpaid, ...pending];
}

/**
 * Locks the order if it is still unpaid and no other transaction holds it: a sweep on another
 * instance (or a payment) already working on it makes this sweep skip it instead of queueing.
 */
export async function claimUnpaid(db: Database, id: number, status = 'unpaid') {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.status, status)))
    .for('update', { skipLocked: true });
  return rows.length === 1;
}
