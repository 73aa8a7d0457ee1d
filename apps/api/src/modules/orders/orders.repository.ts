import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { namedStatement } from '../../db/named-statement';
import { withFreshNumber } from '../../lib/unique-numbers';
import { addresses, companies, orderEvents, orderLines, orders } from '../../db/schema';
import { redPacketUseSql } from '../wallet/index';
import { addFlashSoldSql, takeFromBatchesSql, type BatchTake } from './stock.repository';

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

/** Inserts the order under a number from `drawNumber` that no other order has (see withFreshNumber). */
export function insertOrder(
  db: Database,
  values: Omit<OrderInsert, 'orderNo'>,
  drawNumber: () => string,
): Promise<OrderRow> {
  return withFreshNumber(drawNumber, async (orderNo) => {
    const [row] = await db
      .insert(orders)
      .values({ ...values, orderNo })
      .onConflictDoNothing({ target: orders.orderNo })
      .returning();
    return row;
  });
}

/** An order line as placeOrder builds it: every column but the id and the time (the order's). */
export type NewOrderLine = Omit<OrderLineRow, 'id' | 'createdAt'>;

/** What a new order writes once its row exists: all of it in one statement (see completeOrder). */
export interface OrderCompletion {
  orderId: number;
  memberId: number;
  /** The buyer's cart lines the order came from. */
  cartIds: number[];
  takes: BatchTake[];
  lines: NewOrderLine[];
  event: { kind: string; text: string };
  /** Units sold per flash-sale offer. */
  flashSold: ReadonlyMap<number, number>;
  /** The red packet spent (positive fen, 0 for none) and its ledger note. */
  redPacket: { amount: number; note: string };
  at: Date;
}

const lineColumns = Object.entries(getTableColumns(orderLines))
  .filter(([key]) => key !== 'id' && key !== 'createdAt')
  .map(([key, column]) => ({ key: key as keyof NewOrderLine, name: column.name }));

type CompletionValues = {
  orderId: number;
  memberId: number;
  cartIds: number[];
  batchIds: number[];
  quantities: number[];
  eventKind: string;
  eventText: string;
  /** The order lines as a json array of rows keyed by column name. */
  lines: string;
  offerIds: number[];
  offerUnits: number[];
  /** Negative fen (a ledger entry), 0 for none. */
  redPacket: number;
  redPacketNote: string;
  at: string;
};

const completion = namedStatement<CompletionValues, { taken: number }>('complete_order', () => {
  const p = (key: keyof CompletionValues) => sql.placeholder(key);
  const names = sql.raw(lineColumns.map((c) => c.name).join(', '));
  return sql`with taken as (${takeFromBatchesSql(p('batchIds'), p('quantities'))}),
    gone as (delete from cart_items where member_id = ${p('memberId')} and id = any(${p('cartIds')}::int[])),
    event as (insert into order_events (order_id, kind, text, created_at)
      values (${p('orderId')}, ${p('eventKind')}, ${p('eventText')}, ${p('at')}::timestamptz)),
    lines as (insert into order_lines (${names}, created_at)
      select ${names}, ${p('at')}::timestamptz from json_populate_recordset(null::order_lines, ${p('lines')}::json)),
    sold as (${addFlashSoldSql(p('offerIds'), p('offerUnits'))}),
    red as (${redPacketUseSql({ memberId: p('memberId'), amount: p('redPacket'), orderId: p('orderId'), note: p('redPacketNote'), at: p('at') })})
    select (select count(*) from taken)::int as taken`;
});

/**
 * The stock taken, the order lines, the cart lines removed, the order's first event, the flash-sale
 * counts and the red packet spent, in one statement (one round trip while the batches are locked)
 * whose text never changes (PostgreSQL parses and plans it once per connection).
 * Returns how many batches were taken: fewer than `takes` means a batch no longer had the units, and
 * the caller must roll the transaction back.
 */
export async function completeOrder(db: Database, c: OrderCompletion): Promise<number> {
  const [row] = await completion(db, {
    orderId: c.orderId,
    memberId: c.memberId,
    cartIds: c.cartIds,
    batchIds: c.takes.map((t) => t.batchId),
    quantities: c.takes.map((t) => t.quantity),
    eventKind: c.event.kind,
    eventText: c.event.text,
    lines: JSON.stringify(
      c.lines.map((line) => Object.fromEntries(lineColumns.map(({ key, name }) => [name, line[key]]))),
    ),
    offerIds: [...c.flashSold.keys()],
    offerUnits: [...c.flashSold.values()],
    redPacket: -c.redPacket.amount,
    redPacketNote: c.redPacket.note,
    at: c.at.toISOString(),
  });
  return Number(row?.taken ?? 0);
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
