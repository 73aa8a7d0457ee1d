import { and, asc, count, desc, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  afterSaleLines,
  afterSales,
  cashbackGrants,
  cashbackRules,
  orderLines,
  orders,
} from '../../db/schema';

export type CashbackRuleRow = typeof cashbackRules.$inferSelect;
export type CashbackRuleWrite = Omit<typeof cashbackRules.$inferInsert, 'id'>;
export type CashbackGrantRow = typeof cashbackGrants.$inferSelect;

const covering = (at: Date) => and(lte(cashbackRules.startsAt, at), gt(cashbackRules.endsAt, at));

/** Rules switched on and running at `at`, lowest threshold first. */
export async function runningRules(db: Database, at: Date) {
  return db
    .select()
    .from(cashbackRules)
    .where(and(eq(cashbackRules.isOn, true), covering(at)))
    .orderBy(asc(cashbackRules.threshold), asc(cashbackRules.id));
}

export async function orderOf(db: Database, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      memberId: orders.memberId,
      orderNo: orders.orderNo,
      status: orders.status,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row ?? null;
}

export async function orderOfAfterSale(db: Database, afterSaleId: number) {
  const [row] = await db
    .select({ orderId: afterSales.orderId, afterSaleNo: afterSales.afterSaleNo })
    .from(afterSales)
    .where(eq(afterSales.id, afterSaleId))
    .limit(1);
  return row ?? null;
}

/**
 * The order's lines with the units refunded so far: after-sales already refunded, and `refunding`
 * (the one being refunded in this transaction) whatever its status says yet.
 */
export async function linesWithRefunds(db: Database, orderId: number, refunding?: number) {
  const refundedSale = refunding
    ? or(eq(afterSales.status, 'refunded'), eq(afterSales.id, refunding))
    : eq(afterSales.status, 'refunded');
  const refunded = db
    .select({
      lineId: afterSaleLines.orderLineId,
      units: sql<number>`sum(${afterSaleLines.quantity})::int`.as('units'),
    })
    .from(afterSaleLines)
    .innerJoin(afterSales, eq(afterSales.id, afterSaleLines.afterSaleId))
    .where(and(eq(afterSales.orderId, orderId), refundedSale))
    .groupBy(afterSaleLines.orderLineId)
    .as('refunded');
  const rows = await db
    .select({
      amount: orderLines.amount,
      manjianShare: orderLines.manjianShare,
      couponShare: orderLines.couponShare,
      quantity: orderLines.quantity,
      isGift: orderLines.isGift,
      refundedUnits: sql<number>`coalesce(${refunded.units}, 0)`,
    })
    .from(orderLines)
    .leftJoin(refunded, eq(refunded.lineId, orderLines.id))
    .where(eq(orderLines.orderId, orderId));
  return rows.map((r) => ({ ...r, refundedUnits: Number(r.refundedUnits) }));
}

/** One grant per order: a second attempt (a retry, a parallel completion) inserts nothing and gets null. */
export async function insertGrant(db: Database, values: typeof cashbackGrants.$inferInsert) {
  const [row] = await db
    .insert(cashbackGrants)
    .values(values)
    .onConflictDoNothing({ target: cashbackGrants.orderId })
    .returning();
  return row ?? null;
}

export async function lockGrantOfOrder(db: Database, orderId: number): Promise<CashbackGrantRow | null> {
  const [row] = await db
    .select()
    .from(cashbackGrants)
    .where(eq(cashbackGrants.orderId, orderId))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function addReversed(db: Database, grantId: number, amount: number) {
  await db
    .update(cashbackGrants)
    .set({ reversed: sql`${cashbackGrants.reversed} + ${amount}` })
    .where(eq(cashbackGrants.id, grantId));
}

/** A member's latest grants with their rule and order. */
export async function memberGrants(db: Database, memberId: number, limit: number) {
  return db
    .select({ grant: cashbackGrants, ruleName: cashbackRules.name, orderNo: orders.orderNo })
    .from(cashbackGrants)
    .innerJoin(cashbackRules, eq(cashbackRules.id, cashbackGrants.ruleId))
    .innerJoin(orders, eq(orders.id, cashbackGrants.orderId))
    .where(eq(cashbackGrants.memberId, memberId))
    .orderBy(desc(cashbackGrants.createdAt), desc(cashbackGrants.id))
    .limit(limit);
}

/** What the member kept of all its cashback. */
export async function memberKept(db: Database, memberId: number) {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${cashbackGrants.amount} - ${cashbackGrants.reversed}), 0)` })
    .from(cashbackGrants)
    .where(eq(cashbackGrants.memberId, memberId));
  return Number(row?.n ?? 0);
}

export async function allRules(db: Database) {
  return db.select().from(cashbackRules).orderBy(desc(cashbackRules.startsAt), desc(cashbackRules.id));
}

/** Grants per rule: how many and what they kept. */
export async function grantTotals(db: Database) {
  const rows = await db
    .select({
      ruleId: cashbackGrants.ruleId,
      n: count(),
      kept: sql<string>`sum(${cashbackGrants.amount} - ${cashbackGrants.reversed})`,
    })
    .from(cashbackGrants)
    .groupBy(cashbackGrants.ruleId);
  return new Map(rows.map((r) => [r.ruleId, { grants: r.n, kept: Number(r.kept ?? 0) }]));
}

export async function findRule(db: Database, id: number): Promise<CashbackRuleRow | null> {
  const [row] = await db.select().from(cashbackRules).where(eq(cashbackRules.id, id)).limit(1);
  return row ?? null;
}

export async function saveRule(db: Database, id: number | null, values: CashbackRuleWrite) {
  if (id === null) {
    const [row] = await db.insert(cashbackRules).values(values).returning({ id: cashbackRules.id });
    return row!.id;
  }
  const rows = await db
    .update(cashbackRules)
    .set(values)
    .where(eq(cashbackRules.id, id))
    .returning({ id: cashbackRules.id });
  return rows[0]?.id ?? null;
}
