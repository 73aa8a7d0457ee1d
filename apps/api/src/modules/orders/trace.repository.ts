import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  afterSales,
  goods,
  orderLines,
  orderReceiptLines,
  orderReceipts,
  orders,
  traceCodes,
} from '../../db/schema';

/** An order's lines with what their goods says about 追溯码. */
export async function traceLines(db: Database, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      line: orderLines,
      kind: goods.kind,
      traceRequired: goods.traceRequired,
      tracePrefix: goods.tracePrefix,
      tracePackPrefix: goods.tracePackPrefix,
      tracePackRatio: goods.tracePackRatio,
      traceOwnCodes: goods.traceOwnCodes,
    })
    .from(orderLines)
    .innerJoin(goods, eq(goods.id, orderLines.goodsId))
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.id));
}
export type TraceLineRow = Awaited<ReturnType<typeof traceLines>>[number];

/** The codes the orders shipped with, in scan order. */
export async function codesOfOrders(db: Database, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(traceCodes)
    .where(inArray(traceCodes.orderId, orderIds))
    .orderBy(asc(traceCodes.id));
}
export type TraceCodeRow = typeof traceCodes.$inferSelect;

/** The codes shipped on these order lines (returned ones included: they were received), per line. */
export async function codesByLine(db: Database, orderLineIds: number[]): Promise<Map<number, string[]>> {
  const byLine = new Map<number, string[]>();
  if (orderLineIds.length === 0) return byLine;
  const rows = await db
    .select({ line: traceCodes.orderLineId, code: traceCodes.code })
    .from(traceCodes)
    .where(inArray(traceCodes.orderLineId, orderLineIds))
    .orderBy(asc(traceCodes.id));
  for (const r of rows) byLine.set(r.line, [...(byLine.get(r.line) ?? []), r.code]);
  return byLine;
}

/** Which of `codes` are out now (shipped and not returned), with the order each went out with. */
export async function codesOut(db: Database, codes: string[]) {
  if (codes.length === 0) return [];
  return db
    .select({
      code: traceCodes.code,
      orderId: traceCodes.orderId,
      orderNo: orders.orderNo,
      memberId: orders.memberId,
    })
    .from(traceCodes)
    .innerJoin(orders, eq(orders.id, traceCodes.orderId))
    .where(and(inArray(traceCodes.code, codes), isNull(traceCodes.returnedAt)));
}

export type NewTraceCode = typeof traceCodes.$inferInsert;

/**
 * Writes the codes; a code another shipment holds (committed, or committing at the same moment: the
 * unique index waits for it) is skipped. Answers the codes written.
 */
export async function insertCodes(db: Database, rows: NewTraceCode[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const written: { code: string }[] = [];
  for (let i = 0; i < rows.length; i += 1000) {
    written.push(
      ...(await db
        .insert(traceCodes)
        .values(rows.slice(i, i + 1000))
        .onConflictDoNothing({ target: traceCodes.code, where: sql`${traceCodes.returnedAt} is null` })
        .returning({ code: traceCodes.code })),
    );
  }
  return new Set(written.map((r) => r.code));
}

/** Marks codes received by a 验收. */
export async function markReceived(db: Database, ids: number[], receiptId: number, at: Date) {
  if (ids.length === 0) return;
  await db
    .update(traceCodes)
    .set({ receiptId, receivedAt: at })
    .where(and(inArray(traceCodes.id, ids), isNull(traceCodes.receivedAt)));
}

export async function insertReceipt(
  db: Database,
  row: typeof orderReceipts.$inferInsert,
  lines: { orderLineId: number; units: number }[],
) {
  const [receipt] = await db.insert(orderReceipts).values(row).returning();
  const kept = lines.filter((l) => l.units > 0);
  if (kept.length > 0)
    await db.insert(orderReceiptLines).values(kept.map((l) => ({ ...l, receiptId: receipt!.id })));
  return receipt!;
}

export async function receiptsOf(db: Database, orderId: number) {
  return db
    .select()
    .from(orderReceipts)
    .where(eq(orderReceipts.orderId, orderId))
    .orderBy(asc(orderReceipts.createdAt), asc(orderReceipts.id));
}

export async function receiptLinesOf(db: Database, receiptIds: number[]) {
  if (receiptIds.length === 0) return [];
  return db.select().from(orderReceiptLines).where(inArray(orderReceiptLines.receiptId, receiptIds));
}

/** Every code an after-sale named comes back (the seed's and internal receipts, without a scan). */
export async function markReturned(db: Database, afterSaleId: number, at: Date) {
  await db
    .update(traceCodes)
    .set({ returnedAt: at })
    .where(and(eq(traceCodes.returnAfterSaleId, afterSaleId), isNull(traceCodes.returnedAt)));
}

/** The codes the warehouse scanned off the parcel come back: they may ship again. */
export async function markCodesReturned(db: Database, afterSaleId: number, ids: number[], at: Date) {
  if (ids.length === 0) return;
  await db
    .update(traceCodes)
    .set({ returnedAt: at })
    .where(
      and(
        inArray(traceCodes.id, ids),
        eq(traceCodes.returnAfterSaleId, afterSaleId),
        isNull(traceCodes.returnedAt),
      ),
    );
}

/** A refused after-sale lets go of the codes it named (they may be named again). */
export async function releaseReturn(db: Database, afterSaleId: number) {
  await db
    .update(traceCodes)
    .set({ returnAfterSaleId: null })
    .where(and(eq(traceCodes.returnAfterSaleId, afterSaleId), isNull(traceCodes.returnedAt)));
}

/** Names the codes an after-sale sends back: only rows still out and not named by another. */
export async function claimForReturn(db: Database, ids: number[], afterSaleId: number) {
  if (ids.length === 0) return [];
  return db
    .update(traceCodes)
    .set({ returnAfterSaleId: afterSaleId })
    .where(
      and(inArray(traceCodes.id, ids), isNull(traceCodes.returnedAt), isNull(traceCodes.returnAfterSaleId)),
    )
    .returning({ id: traceCodes.id });
}

/** Codes named by after-sales (退货/换货), with whether the warehouse received them back. */
export async function codesOfReturns(db: Database, afterSaleIds: number[]) {
  if (afterSaleIds.length === 0) return [];
  return db
    .select()
    .from(traceCodes)
    .where(inArray(traceCodes.returnAfterSaleId, afterSaleIds))
    .orderBy(asc(traceCodes.id));
}

/** The numbers of after-sales, by id. */
export async function afterSaleNumbers(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: afterSales.id, no: afterSales.afterSaleNo })
    .from(afterSales)
    .where(inArray(afterSales.id, ids));
  return new Map(rows.map((r) => [r.id, r.no]));
}
