import { and, asc, eq, gt, inArray, isNull, lte, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { parallel } from '../../shared/parallel-reads';
import {
  balanceLedger,
  cashVouchers,
  coupons,
  creditAccounts,
  creditLedger,
  members,
  redPacketLedger,
} from '../../db/schema';

export type Coupon = typeof coupons.$inferSelect;
export type CashVoucher = typeof cashVouchers.$inferSelect;
export type LedgerInsert = typeof balanceLedger.$inferInsert;

/** Balances are sums of append-only ledgers; the 余额's is kept on the member row (members.balance). */
export async function balanceOf(db: Database, memberId: number): Promise<number> {
  const [row] = await db.select({ n: members.balance }).from(members).where(eq(members.id, memberId));
  return Number(row?.n ?? 0);
}

export async function redPacketBalanceOf(db: Database, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${redPacketLedger.amount}), 0)` })
    .from(redPacketLedger)
    .where(eq(redPacketLedger.memberId, memberId));
  return Number(row?.n ?? 0);
}

export async function insertBalanceEntry(db: Database, entry: LedgerInsert) {
  await db.insert(balanceLedger).values(entry);
}

export async function insertRedPacketEntry(db: Database, entry: LedgerInsert) {
  await db.insert(redPacketLedger).values(entry);
}

/**
 * A red packet spent on an order, to run as part of a bigger statement (a CTE): the ledger entry of
 * `amount` (negative fen), or nothing when `amount` is 0. Every argument is a bound parameter.
 */
export function redPacketUseSql(e: Record<'memberId' | 'amount' | 'orderId' | 'note' | 'at', SQLWrapper>) {
  return sql`insert into red_packet_ledger (member_id, amount, kind, order_id, note, created_at)
    select ${e.memberId}::int, ${e.amount}::int, 'use', ${e.orderId}::int, ${e.note}::text, ${e.at}::timestamptz
    where ${e.amount}::int <> 0`;
}

export async function insertCreditEntry(db: Database, entry: LedgerInsert & { dueOn?: string | null }) {
  await db.insert(creditLedger).values(entry);
}

/** The credit limit (0 without an account) and every ledger entry, for creditSummary. */
export async function creditStateOf(db: Database, memberId: number) {
  const [account, entries] = await parallel(db, [
    () => db.select().from(creditAccounts).where(eq(creditAccounts.memberId, memberId)).limit(1),
    () =>
      db
        .select({ amount: creditLedger.amount, kind: creditLedger.kind, dueOn: creditLedger.dueOn })
        .from(creditLedger)
        .where(eq(creditLedger.memberId, memberId)),
  ] as const);
  return {
    limit: account[0]?.creditLimit ?? 0,
    days: account[0]?.days ?? 30,
    entries: entries.map((e) => ({
      kind: (e.kind === 'charge' ? 'charge' : e.kind === 'refund' ? 'refund' : 'repay') as
        'charge' | 'repay' | 'refund',
      amount: Math.abs(e.amount),
      dueOn: e.dueOn,
    })),
  };
}

/** Unused coupons valid at `now`. */
export async function usableCoupons(db: Database, memberId: number, now: Date): Promise<Coupon[]> {
  return db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.memberId, memberId),
        isNull(coupons.orderId),
        lte(coupons.validFrom, now),
        gt(coupons.validTo, now),
      ),
    )
    .orderBy(asc(coupons.validTo), asc(coupons.id));
}

/** Unused coupons of every member, valid now and ending before `until` (expiry reminders). */
export async function couponsEndingBefore(db: Database, now: Date, until: Date): Promise<Coupon[]> {
  return db
    .select()
    .from(coupons)
    .where(
      and(
        isNull(coupons.orderId),
        lte(coupons.validFrom, now),
        gt(coupons.validTo, now),
        lte(coupons.validTo, until),
      ),
    )
    .orderBy(asc(coupons.validTo), asc(coupons.id));
}

export async function usableCashVouchers(db: Database, memberId: number, now: Date): Promise<CashVoucher[]> {
  return db
    .select()
    .from(cashVouchers)
    .where(
      and(
        eq(cashVouchers.memberId, memberId),
        isNull(cashVouchers.orderId),
        lte(cashVouchers.validFrom, now),
        gt(cashVouchers.validTo, now),
      ),
    )
    .orderBy(asc(cashVouchers.validTo), asc(cashVouchers.id));
}

/** Marks a coupon used by an order, only if it is still free: false when someone else took it. */
export async function useCoupon(db: Database, memberId: number, id: number, orderId: number, now: Date) {
  const rows = await db
    .update(coupons)
    .set({ orderId, usedAt: now })
    .where(and(eq(coupons.id, id), eq(coupons.memberId, memberId), isNull(coupons.orderId)))
    .returning({ id: coupons.id });
  return rows.length === 1;
}

export async function useCashVoucher(db: Database, memberId: number, id: number, orderId: number, now: Date) {
  const rows = await db
    .update(cashVouchers)
    .set({ orderId, usedAt: now })
    .where(and(eq(cashVouchers.id, id), eq(cashVouchers.memberId, memberId), isNull(cashVouchers.orderId)))
    .returning({ id: cashVouchers.id });
  return rows.length === 1;
}

/** A cancelled order gives its coupon and cash voucher back. */
export async function releaseOrderDiscounts(db: Database, orderId: number) {
  await db.update(coupons).set({ orderId: null, usedAt: null }).where(eq(coupons.orderId, orderId));
  await db.update(cashVouchers).set({ orderId: null, usedAt: null }).where(eq(cashVouchers.orderId, orderId));
}

/**
 * Gives an order's coupon back after a full refund, once (it must still be held by that order) and
 * only while it is still valid; true when it came back.
 */
export async function returnCoupon(db: Database, id: number, orderId: number, now: Date) {
  const rows = await db
    .update(coupons)
    .set({ orderId: null, usedAt: null })
    .where(and(eq(coupons.id, id), eq(coupons.orderId, orderId), gt(coupons.validTo, now)))
    .returning({ id: coupons.id });
  return rows.length === 1;
}

export async function returnCashVoucher(db: Database, id: number, orderId: number, now: Date) {
  const rows = await db
    .update(cashVouchers)
    .set({ orderId: null, usedAt: null })
    .where(and(eq(cashVouchers.id, id), eq(cashVouchers.orderId, orderId), gt(cashVouchers.validTo, now)))
    .returning({ id: cashVouchers.id });
  return rows.length === 1;
}

export async function insertCashVoucher(db: Database, values: typeof cashVouchers.$inferInsert) {
  await db.insert(cashVouchers).values(values);
}

export async function creditLimits(db: Database, memberIds: number[]) {
  if (memberIds.length === 0) return [];
  return db
    .select({ memberId: creditAccounts.memberId, limit: creditAccounts.creditLimit })
    .from(creditAccounts)
    .where(inArray(creditAccounts.memberId, memberIds));
}

export async function setCreditLimit(db: Database, memberId: number, limit: number) {
  await db
    .insert(creditAccounts)
    .values({ memberId, creditLimit: limit })
    .onConflictDoUpdate({ target: creditAccounts.memberId, set: { creditLimit: limit } });
}
