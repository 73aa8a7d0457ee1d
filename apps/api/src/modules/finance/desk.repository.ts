import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, creditAccounts, financeGrants, members, orders, payments } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';
import { parallel } from '../../shared/parallel-reads';

export const PAGE_SIZE = 20;
const LOOKUP_LIMIT = 20;

const buyer = and(eq(members.role, 'buyer'), eq(members.disabled, false));

const keywordOf = (keyword: string | undefined) => {
  if (!keyword) return undefined;
  const like = containsPattern(keyword);
  return or(ilike(members.username, like), ilike(companies.name, like))!;
};

/** Buyer accounts by username or company, for the desk's pickers. */
export function buyerLookup(db: Database, keyword?: string) {
  return db
    .select({
      id: members.id,
      username: members.username,
      company: companies.name,
      companyId: companies.id,
      creditLimit: sql<number>`coalesce(${creditAccounts.creditLimit}, 0)`,
    })
    .from(members)
    .innerJoin(companies, eq(companies.id, members.companyId))
    .leftJoin(creditAccounts, eq(creditAccounts.memberId, members.id))
    .where(and(buyer, keywordOf(keyword)))
    .orderBy(asc(members.id))
    .limit(LOOKUP_LIMIT);
}

export async function findBuyer(db: Database, memberId: number) {
  const [row] = await db
    .select({ id: members.id, username: members.username, company: companies.name })
    .from(members)
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(and(eq(members.id, memberId), buyer))
    .limit(1);
  return row ?? null;
}

export function groupMembers(db: Database, group: string) {
  return db
    .select({ id: members.id })
    .from(members)
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(and(buyer, eq(companies.customerGroup, group)))
    .orderBy(asc(members.id));
}

export function customerGroups(db: Database) {
  return db
    .select({ code: companies.customerGroup, n: count() })
    .from(members)
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(buyer)
    .groupBy(companies.customerGroup)
    .orderBy(asc(companies.customerGroup));
}

export function unpaidOrdersOf(db: Database, memberId: number) {
  return db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      payable: orders.payableAmount,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), eq(orders.status, 'unpaid')))
    .orderBy(desc(orders.id))
    .limit(LOOKUP_LIMIT);
}

export async function insertGrant(db: Database, values: typeof financeGrants.$inferInsert) {
  const [row] = await db.insert(financeGrants).values(values).returning({ id: financeGrants.id });
  return row!.id;
}

export async function grantPage(db: Database, f: { kind?: string; page: number }) {
  const where = f.kind ? eq(financeGrants.kind, f.kind) : undefined;
  const [rows, [total]] = await parallel(db, [
    () =>
      db
        .select()
        .from(financeGrants)
        .where(where)
        .orderBy(desc(financeGrants.id))
        .limit(PAGE_SIZE)
        .offset((f.page - 1) * PAGE_SIZE),
    () => db.select({ n: count() }).from(financeGrants).where(where),
  ] as const);
  return { rows, total: total?.n ?? 0 };
}

export interface PaymentFilter {
  method?: string;
  status?: string;
  keyword?: string;
  page: number;
}

export async function paymentPage(db: Database, f: PaymentFilter) {
  const where: SQL[] = [];
  if (f.method) where.push(eq(payments.method, f.method));
  if (f.status) where.push(eq(payments.status, f.status));
  if (f.keyword) {
    const like = containsPattern(f.keyword);
    where.push(
      or(
        ilike(payments.paymentNo, like),
        ilike(orders.orderNo, like),
        ilike(members.username, like),
        ilike(companies.name, like),
      )!,
    );
  }
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total], totals] = await parallel(db, [
    () =>
      db
        .select({
          payment: payments,
          username: members.username,
          company: companies.name,
          orderNo: orders.orderNo,
        })
        .from(payments)
        .innerJoin(members, eq(members.id, payments.memberId))
        .innerJoin(companies, eq(companies.id, members.companyId))
        .leftJoin(orders, eq(orders.id, payments.orderId))
        .where(condition)
        .orderBy(desc(payments.id))
        .limit(PAGE_SIZE)
        .offset((f.page - 1) * PAGE_SIZE),
    () =>
      db
        .select({ n: count() })
        .from(payments)
        .innerJoin(members, eq(members.id, payments.memberId))
        .innerJoin(companies, eq(companies.id, members.companyId))
        .leftJoin(orders, eq(orders.id, payments.orderId))
        .where(condition),
    () =>
      db
        .select({
          method: payments.method,
          n: count(),
          amount: sql<string>`coalesce(sum(${payments.amount}), 0)`,
        })
        .from(payments)
        .innerJoin(members, eq(members.id, payments.memberId))
        .innerJoin(companies, eq(companies.id, members.companyId))
        .leftJoin(orders, eq(orders.id, payments.orderId))
        .where(and(condition, eq(payments.status, 'paid')))
        .groupBy(payments.method)
        .orderBy(asc(payments.method)),
  ] as const);
  return { rows, total: total?.n ?? 0, totals };
}
