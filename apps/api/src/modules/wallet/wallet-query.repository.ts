import { and, count, desc, eq, gt, gte, isNotNull, isNull, lt, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { balanceLedger, cashVouchers, coupons, creditLedger, orders, redPacketLedger } from '../../db/schema';
import { pageWithTotal } from '../../shared/paging';

export interface LedgerFilter {
  /** 0 all, 1 money in, 2 money out. */
  direction?: number;
  kinds?: string[];
  from?: Date;
  to?: Date;
  page: number;
  pageSize: number;
}

type LedgerEntry = typeof balanceLedger.$inferSelect & { dueOn?: string | null };

// The three ledgers share their columns, so one query serves them all (credit adds due_on).
async function ledgerPage(db: Database, t: typeof balanceLedger, memberId: number, f: LedgerFilter) {
  const parts: (SQL | undefined)[] = [eq(t.memberId, memberId)];
  if (f.direction === 1) parts.push(gt(t.amount, 0));
  if (f.direction === 2) parts.push(lt(t.amount, 0));
  if (f.kinds?.length === 1) parts.push(eq(t.kind, f.kinds[0]!));
  if (f.from) parts.push(gte(t.createdAt, f.from));
  if (f.to) parts.push(lt(t.createdAt, f.to));
  const where = and(...parts);
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: t, orderNo: orders.orderNo })
      .from(t)
      .leftJoin(orders, eq(orders.id, t.orderId))
      .where(where)
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db.select({ n: count() }).from(t).where(where),
  ]);
  return { rows: rows as { entry: LedgerEntry; orderNo: string | null }[], total: total?.n ?? 0 };
}

export const balancePage = (db: Database, memberId: number, f: LedgerFilter) =>
  ledgerPage(db, balanceLedger, memberId, f);
export const redPacketPage = (db: Database, memberId: number, f: LedgerFilter) =>
  ledgerPage(db, redPacketLedger as unknown as typeof balanceLedger, memberId, f);
export const creditPage = (db: Database, memberId: number, f: LedgerFilter) =>
  ledgerPage(db, creditLedger as unknown as typeof balanceLedger, memberId, f);

/** status 0 unused (still valid), 1 used, 2 expired unused. */
function discountWhere(
  table: typeof coupons | typeof cashVouchers,
  memberId: number,
  status: number,
  now: Date,
) {
  const base = eq(table.memberId, memberId);
  if (status === 1) return and(base, isNotNull(table.orderId));
  if (status === 2) return and(base, isNull(table.orderId), lte(table.validTo, now));
  return and(base, isNull(table.orderId), gt(table.validTo, now));
}

export async function couponPage(
  db: Database,
  memberId: number,
  q: { type: number; status: number; page: number; pageSize: number },
  now: Date,
) {
  const where = and(
    discountWhere(coupons, memberId, q.status, now),
    q.type ? eq(coupons.type, q.type) : undefined,
  );
  return pageWithTotal(
    db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.validTo), desc(coupons.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(coupons).where(where),
  );
}

export async function cashVoucherPage(
  db: Database,
  memberId: number,
  q: { status: number; page: number; pageSize: number },
  now: Date,
) {
  const where = discountWhere(cashVouchers, memberId, q.status, now);
  return pageWithTotal(
    db
      .select()
      .from(cashVouchers)
      .where(where)
      .orderBy(desc(cashVouchers.validTo), desc(cashVouchers.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(cashVouchers).where(where),
  );
}

export async function couponCounts(db: Database, memberId: number, now: Date) {
  const counts = await Promise.all(
    [0, 1, 2].map(async (status) => {
      const [row] = await db
        .select({ n: count() })
        .from(coupons)
        .where(discountWhere(coupons, memberId, status, now));
      return row?.n ?? 0;
    }),
  );
  return { unused: counts[0] ?? 0, used: counts[1] ?? 0, expired: counts[2] ?? 0 };
}
