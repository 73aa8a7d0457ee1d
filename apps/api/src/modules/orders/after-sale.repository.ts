import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { afterSaleLines, afterSaleRefunds, afterSales, orderLines, orders } from '../../db/schema';
import { pageWithTotal } from '../../shared/paging';

export type AfterSaleRow = typeof afterSales.$inferSelect;

export async function insertAfterSale(
  db: Database,
  values: typeof afterSales.$inferInsert,
  lines: { orderLineId: number; quantity: number }[],
) {
  const [row] = await db.insert(afterSales).values(values).returning();
  await db.insert(afterSaleLines).values(lines.map((l) => ({ ...l, afterSaleId: row!.id })));
  return row!;
}

export async function findAfterSale(db: Database, id: number, memberId?: number) {
  const [row] = await db
    .select()
    .from(afterSales)
    .where(and(eq(afterSales.id, id), memberId === undefined ? undefined : eq(afterSales.memberId, memberId)))
    .limit(1);
  return row ?? null;
}

export async function findAfterSalePage(
  db: Database,
  memberId: number,
  status: string | undefined,
  page: number,
  pageSize: number,
) {
  const where = and(eq(afterSales.memberId, memberId), status ? eq(afterSales.status, status) : undefined);
  return pageWithTotal(
    db
      .select({ sale: afterSales, orderNo: orders.orderNo })
      .from(afterSales)
      .innerJoin(orders, eq(orders.id, afterSales.orderId))
      .where(where)
      .orderBy(desc(afterSales.createdAt), desc(afterSales.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(afterSales).where(where),
  );
}

export async function findAfterSaleLines(db: Database, afterSaleIds: number[]) {
  if (afterSaleIds.length === 0) return [];
  return db
    .select({ saleLine: afterSaleLines, line: orderLines })
    .from(afterSaleLines)
    .innerJoin(orderLines, eq(orderLines.id, afterSaleLines.orderLineId))
    .where(inArray(afterSaleLines.afterSaleId, afterSaleIds))
    .orderBy(afterSaleLines.id);
}

export async function findRefunds(db: Database, afterSaleId: number) {
  return db
    .select()
    .from(afterSaleRefunds)
    .where(eq(afterSaleRefunds.afterSaleId, afterSaleId))
    .orderBy(afterSaleRefunds.id);
}

/** Moves a request on only from the status it was read in. */
export async function moveAfterSale(db: Database, id: number, from: string, values: Partial<AfterSaleRow>) {
  const [row] = await db
    .update(afterSales)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(afterSales.id, id), eq(afterSales.status, from)))
    .returning();
  return row ?? null;
}

/** Units of each order line already refunded by other requests. */
export async function refundedQuantities(db: Database, orderLineIds: number[], exceptAfterSaleId: number) {
  if (orderLineIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ lineId: afterSaleLines.orderLineId, n: sql<number>`sum(${afterSaleLines.quantity})::int` })
    .from(afterSaleLines)
    .innerJoin(afterSales, eq(afterSales.id, afterSaleLines.afterSaleId))
    .where(
      and(
        inArray(afterSaleLines.orderLineId, orderLineIds),
        eq(afterSales.status, 'refunded'),
        ne(afterSales.id, exceptAfterSaleId),
      ),
    )
    .groupBy(afterSaleLines.orderLineId);
  return new Map(rows.map((r) => [r.lineId, Number(r.n)]));
}

/** Everything already refunded per order line, whatever the destination. */
export async function refundedAmounts(db: Database, orderLineIds: number[]) {
  if (orderLineIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ lineId: afterSaleRefunds.orderLineId, n: sql<number>`sum(${afterSaleRefunds.amount})::int` })
    .from(afterSaleRefunds)
    .where(inArray(afterSaleRefunds.orderLineId, orderLineIds))
    .groupBy(afterSaleRefunds.orderLineId);
  return new Map(rows.map((r) => [r.lineId, Number(r.n)]));
}

/** Per line of an order: units refunded, and units in requests that were not rejected. */
export async function refundUnitsOfOrder(db: Database, orderId: number) {
  const rows = await db
    .select({
      lineId: afterSaleLines.orderLineId,
      refunded: sql<number>`coalesce(sum(${afterSaleLines.quantity}) filter (where ${afterSales.status} = 'refunded'), 0)::int`,
      requested: sql<number>`coalesce(sum(${afterSaleLines.quantity}) filter (where ${afterSales.status} <> 'rejected'), 0)::int`,
    })
    .from(afterSaleLines)
    .innerJoin(afterSales, eq(afterSales.id, afterSaleLines.afterSaleId))
    .where(eq(afterSales.orderId, orderId))
    .groupBy(afterSaleLines.orderLineId);
  return new Map(
    rows.map((r) => [r.lineId, { refunded: Number(r.refunded), requested: Number(r.requested) }]),
  );
}

export async function insertRefunds(db: Database, rows: (typeof afterSaleRefunds.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(afterSaleRefunds).values(rows);
}

export async function setLineRefund(db: Database, id: number, amount: number) {
  await db.update(afterSaleLines).set({ refundAmount: amount }).where(eq(afterSaleLines.id, id));
}
