import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, members, orders } from '../../db/schema';

const storeColumns = {
  storeId: members.id,
  storeUsername: members.username,
  storeCompany: companies.name,
};

/** The headquarters' stores' orders waiting for approval, oldest first. */
export async function findPendingOfHeadquarters(db: Database, headquartersId: number) {
  return db
    .select({ order: orders, ...storeColumns })
    .from(orders)
    .innerJoin(members, eq(members.id, orders.memberId))
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(and(eq(members.parentId, headquartersId), eq(orders.status, 'pending_approval')))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(200);
}

/** An order of one of the headquarters' stores, or null (anyone else's order does not exist for it). */
export async function findStoreOrder(db: Database, headquartersId: number, orderId: number) {
  const [row] = await db
    .select({ order: orders, ...storeColumns })
    .from(orders)
    .innerJoin(members, eq(members.id, orders.memberId))
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(and(eq(orders.id, orderId), eq(members.parentId, headquartersId)))
    .limit(1);
  return row ?? null;
}
