import { and, count, desc, eq, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentNotices, paymentRefunds, payments } from '../../db/schema';
import { pageWithTotal } from '../../shared/paging';

export type ProviderRefundRow = typeof paymentRefunds.$inferSelect;
export type PaymentNoticeInsert = typeof paymentNotices.$inferInsert;

export async function insertRefund(db: Database, values: typeof paymentRefunds.$inferInsert) {
  const [row] = await db.insert(paymentRefunds).values(values).returning();
  return row!;
}

/** Takes a refund to send: only one process wins it (pending, or a send that died half-way). */
export async function claimRefund(db: Database, id: number, now: Date, staleBefore: Date) {
  const [row] = await db
    .update(paymentRefunds)
    .set({ status: 'sending', attemptedAt: now, attempts: sqlIncrement() })
    .where(
      and(
        eq(paymentRefunds.id, id),
        or(
          eq(paymentRefunds.status, 'pending'),
          and(eq(paymentRefunds.status, 'sending'), lt(paymentRefunds.attemptedAt, staleBefore)),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

const sqlIncrement = () => sql`${paymentRefunds.attempts} + 1`;

/** Moves a refund on only from one of `from`; null when it is elsewhere already. */
export async function moveRefund(
  db: Database,
  id: number,
  from: string[],
  values: Partial<ProviderRefundRow>,
) {
  const [row] = await db
    .update(paymentRefunds)
    .set(values)
    .where(and(eq(paymentRefunds.id, id), inArray(paymentRefunds.status, from)))
    .returning();
  return row ?? null;
}

export async function findRefund(db: Database, id: number) {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id)).limit(1);
  return row ?? null;
}

export async function findRefundByNo(db: Database, refundNo: string) {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.refundNo, refundNo)).limit(1);
  return row ?? null;
}

/** Leases an accepted refund for one question to its provider (one instance asks at a time). */
export async function leaseProcessing(db: Database, id: number, before: Date, now: Date) {
  const [row] = await db
    .update(paymentRefunds)
    .set({ attemptedAt: now })
    .where(
      and(
        eq(paymentRefunds.id, id),
        eq(paymentRefunds.status, 'processing'),
        lt(paymentRefunds.attemptedAt, before),
      ),
    )
    .returning();
  return row ?? null;
}

/** Refunds a job should look at: not sent yet, a send that died, or accepted and not finished. */
export async function dueRefunds(db: Database, before: Date, limit = 50) {
  return db
    .select({ id: paymentRefunds.id, status: paymentRefunds.status })
    .from(paymentRefunds)
    .where(
      and(
        inArray(paymentRefunds.status, ['pending', 'sending', 'processing']),
        or(
          lt(paymentRefunds.attemptedAt, before),
          and(eq(paymentRefunds.status, 'pending'), lt(paymentRefunds.createdAt, before)),
        ),
      ),
    )
    .orderBy(paymentRefunds.id)
    .limit(limit);
}

const refundColumns = {
  refund: paymentRefunds,
  paymentNo: payments.paymentNo,
  paymentAmount: payments.amount,
  orderId: payments.orderId,
};

export async function refundPage(
  db: Database,
  filter: { status?: string; provider?: string },
  offset: number,
  limit: number,
) {
  const where: SQL | undefined = and(
    filter.status ? eq(paymentRefunds.status, filter.status) : isNotNull(paymentRefunds.id),
    filter.provider ? eq(paymentRefunds.provider, filter.provider) : undefined,
  );
  return pageWithTotal(
    db
      .select(refundColumns)
      .from(paymentRefunds)
      .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
      .where(where)
      .orderBy(desc(paymentRefunds.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(paymentRefunds).where(where),
  );
}

export async function refundWithPayment(db: Database, id: number) {
  const [row] = await db
    .select(refundColumns)
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(eq(paymentRefunds.id, id))
    .limit(1);
  return row ?? null;
}

export async function insertNotice(db: Database, values: PaymentNoticeInsert) {
  await db.insert(paymentNotices).values(values);
}

export async function noticePage(
  db: Database,
  filter: { provider?: string; outcome?: string },
  offset: number,
  limit: number,
) {
  const where = and(
    filter.provider ? eq(paymentNotices.provider, filter.provider) : undefined,
    filter.outcome ? eq(paymentNotices.outcome, filter.outcome) : undefined,
  );
  return pageWithTotal(
    db
      .select()
      .from(paymentNotices)
      .where(where)
      .orderBy(desc(paymentNotices.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(paymentNotices).where(where),
  );
}

export async function pendingRefundsOfAfterSale(db: Database, afterSaleId: number) {
  const rows = await db
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.afterSaleId, afterSaleId), eq(paymentRefunds.status, 'pending')));
  return rows.map((r) => r.id);
}
