import { and, asc, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentRefunds, payments } from '../../db/schema';
import { withFreshNumber } from '../../lib/unique-numbers';

export type PaymentRow = typeof payments.$inferSelect;

/** Inserts the payment under a number from `drawNumber` that no other payment has (see withFreshNumber). */
export function insertPayment(
  db: Database,
  values: Omit<typeof payments.$inferInsert, 'paymentNo'>,
  drawNumber: () => string,
): Promise<PaymentRow> {
  return withFreshNumber(drawNumber, async (paymentNo) => {
    const [row] = await db
      .insert(payments)
      .values({ ...values, paymentNo })
      .onConflictDoNothing({ target: payments.paymentNo })
      .returning();
    return row;
  });
}

export async function findPaymentByNo(db: Database, paymentNo: string) {
  const [row] = await db.select().from(payments).where(eq(payments.paymentNo, paymentNo)).limit(1);
  return row ?? null;
}

export async function findMemberPayment(db: Database, memberId: number, paymentNo: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.paymentNo, paymentNo), eq(payments.memberId, memberId)))
    .limit(1);
  return row ?? null;
}

/** The order's open online payment with this provider (a new start of the same provider reuses it). */
export async function findPendingOrderPayment(db: Database, orderId: number, provider: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.status, 'pending'),
        eq(payments.method, 'online'),
        eq(payments.provider, provider),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

export async function findPaidOrderPayment(db: Database, orderId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')))
    .limit(1);
  return row ?? null;
}

/**
 * Moves a payment on only from one of `from` (pending by default); null when it is elsewhere already,
 * so a repeated notice changes nothing.
 */
export async function settlePayment(
  db: Database,
  id: number,
  values: Partial<PaymentRow>,
  from: string[] = ['pending'],
) {
  const [row] = await db
    .update(payments)
    .set(values)
    .where(and(eq(payments.id, id), inArray(payments.status, from)))
    .returning();
  return row ?? null;
}

/** The member's credit repayments still waiting to be paid, newest first. */
export async function findOpenRepayments(db: Database, memberId: number) {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.memberId, memberId),
        eq(payments.purpose, 'credit_repay'),
        eq(payments.status, 'pending'),
      ),
    )
    .orderBy(desc(payments.id));
}

export async function cancelPayments(db: Database, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .update(payments)
    .set({ status: 'cancelled' })
    .where(and(inArray(payments.id, ids), eq(payments.status, 'pending')));
}

export async function cancelPendingPayments(db: Database, orderId: number) {
  await db
    .update(payments)
    .set({ status: 'cancelled' })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')));
}

export async function hasRefund(db: Database, paymentId: number) {
  const rows = await db
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, paymentId))
    .limit(1);
  return rows.length > 0;
}

/**
 * Claims online payments of `providers` still open since before `before` and not asked about since
 * `before` either: each is leased to this instance (checked_at) so instances ask the provider once.
 */
export async function claimOpenOnlinePayments(
  db: Database,
  providers: string[],
  before: Date,
  now: Date,
  limit = 50,
): Promise<PaymentRow[]> {
  if (providers.length === 0) return [];
  const due = db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.method, 'online'),
        eq(payments.status, 'pending'),
        lt(payments.createdAt, before),
        inArray(payments.provider, providers),
        or(isNull(payments.checkedAt), lt(payments.checkedAt, before)),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.update(payments).set({ checkedAt: now }).where(inArray(payments.id, due)).returning();
}
