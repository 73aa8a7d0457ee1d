import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cartItems, companies, members, orders } from '../../db/schema';
import { toViewer, viewerColumns } from '../../shared/viewer';

/** A headquarters' stores with their last 30 days of orders (cancelled left out) and cart size. */
export async function listStores(db: Database, headquartersId: number) {
  const recent = sql`${orders.memberId} = ${members.id} and ${orders.status} <> 'cancelled'
    and ${orders.createdAt} > now() - interval '30 days'`;
  return db
    .select({
      id: members.id,
      username: members.username,
      isPassed: members.isPassed,
      reviewNote: members.reviewNote,
      createdAt: members.createdAt,
      company: companies.name,
      contactName: companies.contactName,
      contactPhone: companies.contactPhone,
      region: companies.region,
      city: companies.city,
      district: companies.district,
      address: companies.address,
      orderCount: sql<number>`(select count(*)::int from ${orders} where ${recent})`,
      orderAmount: sql<number>`(select coalesce(sum(${orders.payableAmount}), 0)::int from ${orders} where ${recent})`,
      lastOrderAt: sql<Date | null>`(select max(${orders.createdAt}) from ${orders} where ${orders.memberId} = ${members.id})`,
      cart: sql<number>`(select count(*)::int from ${cartItems} where ${cartItems.memberId} = ${members.id})`,
    })
    .from(members)
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(eq(members.parentId, headquartersId))
    .orderBy(members.id);
}

/** One of the headquarters' own stores as a viewer (null for anyone else's member). */
export async function findOwnStore(db: Database, headquartersId: number, storeId: number) {
  const rows = await db
    .select({ ...viewerColumns, company: companies.name })
    .from(members)
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(and(eq(members.id, storeId), eq(members.parentId, headquartersId)))
    .limit(1);
  const row = rows[0];
  return row ? { viewer: toViewer(row), company: row.company } : null;
}

export async function updateStoreContact(
  db: Database,
  companyId: number,
  input: { name: string; phone: string; address: string },
) {
  await db
    .update(companies)
    .set({ contactName: input.name, contactPhone: input.phone, address: input.address })
    .where(eq(companies.id, companyId));
}

/** What a store inherits from its headquarters: account manager, customer group, scopes to ask for. */
export async function findHeadquarters(db: Database, memberId: number) {
  const rows = await db
    .select({
      kind: companies.kind,
      accountManagerId: members.accountManagerId,
      customerGroup: companies.customerGroup,
      scopes: companies.businessScopes,
    })
    .from(members)
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(eq(members.id, memberId))
    .limit(1);
  return rows[0] ?? null;
}

/** Makes a just-registered buyer the headquarters' store (in the registration's transaction). */
export async function makeStore(
  tx: Database,
  ids: { memberId: number; companyId: number },
  hq: { headquartersId: number; accountManagerId: number | null; customerGroup: string },
) {
  await tx
    .update(companies)
    .set({ kind: 'store', customerGroup: hq.customerGroup })
    .where(eq(companies.id, ids.companyId));
  await tx
    .update(members)
    .set({ parentId: hq.headquartersId, accountManagerId: hq.accountManagerId })
    .where(eq(members.id, ids.memberId));
}
