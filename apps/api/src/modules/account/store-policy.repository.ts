import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members, orders, storePolicies } from '../../db/schema';

/** A store's rules and its headquarters (null when the member has no policy). */
export async function findPolicy(db: Database, storeId: number) {
  const [row] = await db
    .select({
      monthlyLimit: storePolicies.monthlyLimit,
      approvalOver: storePolicies.approvalOver,
      headquartersId: members.parentId,
    })
    .from(storePolicies)
    .innerJoin(members, eq(members.id, storePolicies.storeId))
    .where(eq(storePolicies.storeId, storeId))
    .limit(1);
  return row ?? null;
}

export async function savePolicy(
  db: Database,
  storeId: number,
  rules: { monthlyLimit: number | null; approvalOver: number | null },
  now: Date,
) {
  await db
    .insert(storePolicies)
    .values({ storeId, ...rules, updatedAt: now })
    .onConflictDoUpdate({ target: storePolicies.storeId, set: { ...rules, updatedAt: now } });
}

/** The rules of several stores, by store. */
export async function findPolicies(db: Database, storeIds: number[]) {
  if (storeIds.length === 0)
    return new Map<number, { monthlyLimit: number | null; approvalOver: number | null }>();
  const rows = await db.select().from(storePolicies).where(inArray(storePolicies.storeId, storeIds));
  return new Map(
    rows.map((r) => [r.storeId, { monthlyLimit: r.monthlyLimit, approvalOver: r.approvalOver }]),
  );
}

/** What each store's orders placed since `from` come to (fen), cancelled ones left out. */
export async function spentSince(db: Database, storeIds: number[], from: Date) {
  if (storeIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ memberId: orders.memberId, total: sql<number>`coalesce(sum(${orders.payableAmount}), 0)::int` })
    .from(orders)
    .where(
      and(
        inArray(orders.memberId, storeIds),
        ne(orders.status, 'cancelled'),
        sql`${orders.createdAt} >= ${from.toISOString()}`,
      ),
    )
    .groupBy(orders.memberId);
  return new Map(rows.map((r) => [r.memberId, Number(r.total)]));
}
