import { and, asc, count, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { afterSaleLines, companies, goods, invoices, members, orderLines, orders } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';
import { pageWithTotal } from '../../shared/paging';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceInsert = typeof invoices.$inferInsert;

const original = alias(invoices, 'original');

/** The next invoice id, taken before the insert so the invoice number can carry it. */
export async function nextInvoiceId(db: Database): Promise<number> {
  const result = (await db.execute(
    sql`select nextval(pg_get_serial_sequence('invoices', 'id'))::int as id`,
  )) as unknown as { rows: { id: number | string }[] };
  return Number(result.rows[0]!.id);
}

/** The new invoice, or null when the order (blue) or after-sale (red) has its invoice already. */
export async function insertInvoice(db: Database, row: InvoiceInsert): Promise<InvoiceRow | null> {
  const [saved] = await db.insert(invoices).values(row).onConflictDoNothing().returning();
  return saved ?? null;
}

/** The order with what a blue invoice needs of its buyer. */
export async function orderForInvoice(db: Database, orderId: number) {
  const [row] = await db
    .select({
      order: orders,
      company: {
        name: companies.name,
        invoiceTitle: companies.invoiceTitle,
        taxNumber: companies.taxNumber,
      },
    })
    .from(orders)
    .innerJoin(members, eq(members.id, orders.memberId))
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row ?? null;
}

/** The order's lines with the kind and scope of their goods (which decide the tax rate). */
export async function orderLinesForInvoice(db: Database, orderId: number) {
  return db
    .select({ line: orderLines, kind: goods.kind, scopeClass: goods.scopeClass })
    .from(orderLines)
    .innerJoin(goods, eq(goods.id, orderLines.goodsId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
}

/** An after-sale's lines: units and refunded amount, with their order line and goods. */
export async function afterSaleLinesForInvoice(db: Database, afterSaleId: number) {
  return db
    .select({
      quantity: afterSaleLines.quantity,
      refundAmount: afterSaleLines.refundAmount,
      line: orderLines,
      kind: goods.kind,
      scopeClass: goods.scopeClass,
    })
    .from(afterSaleLines)
    .innerJoin(orderLines, eq(orderLines.id, afterSaleLines.orderLineId))
    .innerJoin(goods, eq(goods.id, orderLines.goodsId))
    .where(eq(afterSaleLines.afterSaleId, afterSaleId))
    .orderBy(asc(afterSaleLines.id));
}

export async function findBlueInvoice(db: Database, orderId: number) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'blue'), isNull(invoices.voidedAt)))
    .limit(1);
  return row ?? null;
}

const listed = {
  invoice: invoices,
  orderNo: orders.orderNo,
  originalNo: original.invoiceNo,
};

/** The member's invoices, newest first; `orderNo` matches any part of the order number. */
export async function invoicePage(
  db: Database,
  memberId: number,
  orderNo: string | undefined,
  offset: number,
  limit: number,
) {
  const where = and(
    eq(invoices.memberId, memberId),
    orderNo ? ilike(orders.orderNo, containsPattern(orderNo)) : undefined,
  );
  return pageWithTotal(
    db
      .select(listed)
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .leftJoin(original, eq(original.id, invoices.originalId))
      .where(where)
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(invoices).innerJoin(orders, eq(orders.id, invoices.orderId)).where(where),
  );
}

/** One invoice with its order number and original; `memberId` limits it to that member's. */
export async function findInvoice(db: Database, id: number, memberId?: number) {
  const [row] = await db
    .select(listed)
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .leftJoin(original, eq(original.id, invoices.originalId))
    .where(and(eq(invoices.id, id), memberId === undefined ? undefined : eq(invoices.memberId, memberId)))
    .limit(1);
  return row ?? null;
}

export async function invoicesOfOrder(db: Database, orderId: number) {
  return db
    .select(listed)
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .leftJoin(original, eq(original.id, invoices.originalId))
    .where(eq(invoices.orderId, orderId))
    .orderBy(asc(invoices.id));
}

/** How much red invoices reversed of each of these blue ones (negative fen). */
export async function reversedAmounts(db: Database, blueIds: number[]): Promise<Map<number, number>> {
  if (blueIds.length === 0) return new Map();
  const rows = await db
    .select({ id: invoices.originalId, amount: sql<number>`sum(${invoices.amount})::int` })
    .from(invoices)
    .where(and(eq(invoices.kind, 'red'), inArray(invoices.originalId, blueIds)))
    .groupBy(invoices.originalId);
  return new Map(rows.map((r) => [Number(r.id), Number(r.amount)]));
}

/** An invoice under its row lock (a void and a refund's red of the same blue queue). */
export async function lockInvoice(db: Database, id: number) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).for('update').limit(1);
  return row ?? null;
}

/** The red invoices issued against a blue one. */
export async function redsOf(db: Database, blueId: number) {
  return db
    .select()
    .from(invoices)
    .where(and(eq(invoices.kind, 'red'), eq(invoices.originalId, blueId)));
}

export async function markVoided(db: Database, id: number, at: Date, reason: string) {
  await db.update(invoices).set({ voidedAt: at, voidReason: reason }).where(eq(invoices.id, id));
}
