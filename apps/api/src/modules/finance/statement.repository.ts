import { and, asc, count, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  balanceLedger,
  bankTransfers,
  companies,
  creditLedger,
  members,
  orders,
  paymentRefunds,
  payments,
} from '../../db/schema';
import { parallel } from '../../shared/parallel-reads';

const total = (column: PgColumn) => sql<string>`coalesce(sum(${column}), 0)`;

export async function companyOf(db: Database, companyId: number) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row ?? null;
}

/** The company's buyer accounts (their usernames, first one first). */
export function companyMembers(db: Database, companyId: number) {
  return db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(and(eq(members.companyId, companyId), eq(members.role, 'buyer')))
    .orderBy(asc(members.id));
}

/** Every figure of a statement of these members between `from` (inclusive) and `to` (exclusive). */
export async function statementFigures(db: Database, ids: number[], from: Date, to: Date) {
  const inMonth = (column: PgColumn) => and(gte(column, from), lt(column, to));
  const [
    [openingBalance],
    [closingBalance],
    movements,
    lines,
    [placed],
    paid,
    [refundOnline],
    transfers,
    [openingCredit],
    [closingCredit],
    credit,
  ] = await parallel(db, [
    () =>
      db
        .select({ n: total(balanceLedger.amount) })
        .from(balanceLedger)
        .where(and(inArray(balanceLedger.memberId, ids), lt(balanceLedger.createdAt, from))),
    () =>
      db
        .select({ n: total(balanceLedger.amount) })
        .from(balanceLedger)
        .where(and(inArray(balanceLedger.memberId, ids), lt(balanceLedger.createdAt, to))),
    () =>
      db
        .select({ kind: balanceLedger.kind, n: count(), amount: total(balanceLedger.amount) })
        .from(balanceLedger)
        .where(and(inArray(balanceLedger.memberId, ids), inMonth(balanceLedger.createdAt)))
        .groupBy(balanceLedger.kind)
        .orderBy(asc(balanceLedger.kind)),
    () =>
      db
        .select({ entry: balanceLedger, orderNo: orders.orderNo })
        .from(balanceLedger)
        .leftJoin(orders, eq(orders.id, balanceLedger.orderId))
        .where(and(inArray(balanceLedger.memberId, ids), inMonth(balanceLedger.createdAt)))
        .orderBy(asc(balanceLedger.createdAt), asc(balanceLedger.id)),
    () =>
      db
        .select({ n: count(), amount: sql<string>`coalesce(sum(${orders.payableAmount}), 0)` })
        .from(orders)
        .where(and(inArray(orders.memberId, ids), inMonth(orders.createdAt), ne(orders.status, 'cancelled'))),
    () =>
      db
        .select({
          method: payments.method,
          n: count(),
          amount: sql<string>`coalesce(sum(${payments.amount}), 0)`,
        })
        .from(payments)
        .where(
          and(
            inArray(payments.memberId, ids),
            eq(payments.purpose, 'order'),
            eq(payments.status, 'paid'),
            gte(payments.paidAt, from),
            lt(payments.paidAt, to),
          ),
        )
        .groupBy(payments.method)
        .orderBy(asc(payments.method)),
    () =>
      db
        .select({ amount: sql<string>`coalesce(sum(${paymentRefunds.amount}), 0)` })
        .from(paymentRefunds)
        .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
        .where(and(inArray(payments.memberId, ids), inMonth(paymentRefunds.createdAt))),
    () =>
      db
        .select({
          purpose: bankTransfers.purpose,
          n: count(),
          amount: sql<string>`coalesce(sum(${bankTransfers.amount}), 0)`,
        })
        .from(bankTransfers)
        .where(
          and(
            inArray(bankTransfers.memberId, ids),
            eq(bankTransfers.status, 'approved'),
            gte(bankTransfers.reviewedAt, from),
            lt(bankTransfers.reviewedAt, to),
          ),
        )
        .groupBy(bankTransfers.purpose)
        .orderBy(asc(bankTransfers.purpose)),
    () =>
      db
        .select({ n: total(creditLedger.amount) })
        .from(creditLedger)
        .where(and(inArray(creditLedger.memberId, ids), lt(creditLedger.createdAt, from))),
    () =>
      db
        .select({ n: total(creditLedger.amount) })
        .from(creditLedger)
        .where(and(inArray(creditLedger.memberId, ids), lt(creditLedger.createdAt, to))),
    () =>
      db
        .select({ kind: creditLedger.kind, amount: total(creditLedger.amount) })
        .from(creditLedger)
        .where(and(inArray(creditLedger.memberId, ids), inMonth(creditLedger.createdAt)))
        .groupBy(creditLedger.kind),
  ] as const);
  return {
    openingBalance: Number(openingBalance?.n ?? 0),
    closingBalance: Number(closingBalance?.n ?? 0),
    movements: movements.map((m) => ({ kind: m.kind, count: m.n, amount: Number(m.amount) })),
    lines,
    placed: { count: placed?.n ?? 0, amount: Number(placed?.amount ?? 0) },
    paid: paid.map((p) => ({ method: p.method, count: p.n, amount: Number(p.amount) })),
    refundOnline: Number(refundOnline?.amount ?? 0),
    transfers: transfers.map((t) => ({ purpose: t.purpose, count: t.n, amount: Number(t.amount) })),
    openingCredit: Number(openingCredit?.n ?? 0),
    closingCredit: Number(closingCredit?.n ?? 0),
    credit: new Map(credit.map((c) => [c.kind, Number(c.amount)])),
  };
}
