import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { afterSaleRefunds, afterSales, members, orderLines, orders, pointsLedger } from '../../db/schema';

/** Refund destinations that are not money the member paid (points are earned on paid money only). */
const NOT_PAID_MONEY = ['red_packet', 'cash_voucher'];

/** The member's row lock (FOR NO KEY UPDATE), the one every wallet change of the member takes first. */
export async function lockMember(tx: Database, memberId: number) {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('no key update');
}

export async function pointsHeld(tx: Database, memberId: number) {
  const [row] = await tx.select({ points: members.points }).from(members).where(eq(members.id, memberId));
  return row?.points ?? 0;
}

export async function orderOf(tx: Database, orderId: number) {
  const [row] = await tx
    .select({ id: orders.id, memberId: orders.memberId, orderNo: orders.orderNo, status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}

export async function afterSaleOf(tx: Database, afterSaleId: number) {
  const [row] = await tx
    .select({
      id: afterSales.id,
      no: afterSales.afterSaleNo,
      orderId: afterSales.orderId,
      memberId: afterSales.memberId,
      orderNo: orders.orderNo,
    })
    .from(afterSales)
    .innerJoin(orders, eq(orders.id, afterSales.orderId))
    .where(eq(afterSales.id, afterSaleId));
  return row ?? null;
}

/** Points of one kind the ledger holds for an order (signed sum). */
export async function pointsOfOrder(tx: Database, orderId: number, kind: string) {
  const [row] = await tx
    .select({ n: sql<string>`coalesce(sum(${pointsLedger.amount}), 0)` })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.orderId, orderId), eq(pointsLedger.kind, kind)));
  return Number(row?.n ?? 0);
}

export async function hasEarned(tx: Database, orderId: number) {
  const [row] = await tx
    .select({ id: pointsLedger.id })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.orderId, orderId), eq(pointsLedger.kind, 'earn')))
    .limit(1);
  return row !== undefined;
}

/**
 * Per line of an order: its paid amount and the paid money refunded on it — in all, and by the given
 * after-sale (0 when none is given).
 */
export async function lineMoney(tx: Database, orderId: number, afterSaleId = 0) {
  const lines = await tx
    .select({ id: orderLines.id, paid: orderLines.paidAmount })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  if (lines.length === 0) return [];
  const refunds = await tx
    .select({
      lineId: afterSaleRefunds.orderLineId,
      all: sql<string>`sum(${afterSaleRefunds.amount})`,
      mine: sql<string>`coalesce(sum(${afterSaleRefunds.amount}) filter (where ${afterSaleRefunds.afterSaleId} = ${afterSaleId}), 0)`,
    })
    .from(afterSaleRefunds)
    .where(
      and(
        inArray(
          afterSaleRefunds.orderLineId,
          lines.map((l) => l.id),
        ),
        notInArray(afterSaleRefunds.destination, NOT_PAID_MONEY),
      ),
    )
    .groupBy(afterSaleRefunds.orderLineId);
  const byLine = new Map(refunds.map((r) => [r.lineId, r]));
  return lines.map((l) => ({
    id: l.id,
    paid: l.paid,
    refunded: Number(byLine.get(l.id)?.all ?? 0),
    refunding: Number(byLine.get(l.id)?.mine ?? 0),
  }));
}
