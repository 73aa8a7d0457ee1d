import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bankTransfers, companies, members, orders } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';
import { parallel } from '../../shared/parallel-reads';

export type TransferRow = typeof bankTransfers.$inferSelect;
export const PAGE_SIZE = 20;

export async function insertTransfer(db: Database, values: typeof bankTransfers.$inferInsert) {
  const [row] = await db.insert(bankTransfers).values(values).returning();
  return row!;
}

export async function findTransfer(db: Database, id: number) {
  const [row] = await db.select().from(bankTransfers).where(eq(bankTransfers.id, id)).limit(1);
  return row ?? null;
}

/** Moves a transfer out of 待复核 only if it is still there: null when another review got there first. */
export async function reviewTransfer(
  db: Database,
  id: number,
  values: Pick<TransferRow, 'status' | 'reviewedBy' | 'reviewedByName' | 'reviewedAt'> & {
    rejectReason?: string;
  },
) {
  const [row] = await db
    .update(bankTransfers)
    .set(values)
    .where(and(eq(bankTransfers.id, id), eq(bankTransfers.status, 'pending')))
    .returning();
  return row ?? null;
}

/** The buyer account of a company whose ledgers its money goes into (its first buyer member). */
export async function companyAccount(db: Database, companyId: number) {
  const [row] = await db
    .select({ memberId: members.id, username: members.username, company: companies.name })
    .from(members)
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(and(eq(members.companyId, companyId), eq(members.role, 'buyer')))
    .orderBy(members.id)
    .limit(1);
  return row ?? null;
}

export interface TransferFilter {
  status?: string;
  purpose?: string;
  keyword?: string;
  memberId?: number;
  page: number;
}

export async function transferPage(db: Database, f: TransferFilter) {
  const where: SQL[] = [];
  if (f.status) where.push(eq(bankTransfers.status, f.status));
  if (f.purpose) where.push(eq(bankTransfers.purpose, f.purpose));
  if (f.memberId !== undefined) where.push(eq(bankTransfers.memberId, f.memberId));
  if (f.keyword) {
    const like = containsPattern(f.keyword);
    where.push(
      or(
        ilike(bankTransfers.transferNo, like),
        ilike(bankTransfers.bankRef, like),
        ilike(companies.name, like),
        ilike(members.username, like),
      )!,
    );
  }
  const condition = where.length ? and(...where) : undefined;
  const base = () =>
    db
      .select({
        transfer: bankTransfers,
        company: companies.name,
        username: members.username,
        orderNo: orders.orderNo,
      })
      .from(bankTransfers)
      .innerJoin(companies, eq(companies.id, bankTransfers.companyId))
      .innerJoin(members, eq(members.id, bankTransfers.memberId))
      .leftJoin(orders, eq(orders.id, bankTransfers.orderId));
  const [rows, [total]] = await parallel(db, [
    () =>
      base()
        .where(condition)
        .orderBy(sql`case when ${bankTransfers.status} = 'pending' then 0 else 1 end`, desc(bankTransfers.id))
        .limit(PAGE_SIZE)
        .offset((f.page - 1) * PAGE_SIZE),
    () =>
      db
        .select({ n: count() })
        .from(bankTransfers)
        .innerJoin(companies, eq(companies.id, bankTransfers.companyId))
        .innerJoin(members, eq(members.id, bankTransfers.memberId))
        .where(condition),
  ] as const);
  return { rows, total: total?.n ?? 0 };
}
