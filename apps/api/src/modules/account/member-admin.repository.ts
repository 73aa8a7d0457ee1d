import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { accountManagers, companies, members, orders } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';
import { pageWithTotal } from '../../shared/paging';

/** The console's reading and editing of buyers (members whose role is buyer). */

const headquarters = alias(members, 'headquarters');

const FILTERS: Record<string, SQL> = {
  passed: and(eq(members.isPassed, 1), eq(members.disabled, false))!,
  unpassed: and(eq(members.isPassed, 0), eq(members.disabled, false))!,
  disabled: eq(members.disabled, true),
};

const columns = {
  member: members,
  company: companies.name,
  companyKind: companies.kind,
  region: companies.region,
  city: companies.city,
  scopes: companies.businessScopes,
  headquarters: headquarters.username,
  manager: accountManagers.name,
  // Every order, cancelled ones too: the number the buyer's 全部订单 shows and the console's order list finds.
  orderCount: sql<number>`(select count(*)::int from ${orders} o where o.member_id = ${members.id})`,
};

export async function memberPage(
  db: Database,
  filter: { id?: number; keyword?: string; status?: string },
  offset: number,
  limit: number,
) {
  const like = filter.keyword ? containsPattern(filter.keyword) : undefined;
  const where = and(
    eq(members.role, 'buyer'),
    filter.id ? eq(members.id, filter.id) : undefined,
    filter.status ? FILTERS[filter.status] : undefined,
    like
      ? or(
          ilike(members.username, like),
          ilike(members.name, like),
          ilike(members.phone, like),
          ilike(companies.name, like),
        )
      : undefined,
  );
  const base = () =>
    db
      .select(columns)
      .from(members)
      .innerJoin(companies, eq(companies.id, members.companyId))
      .leftJoin(headquarters, eq(headquarters.id, members.parentId))
      .leftJoin(accountManagers, eq(accountManagers.id, members.accountManagerId));
  return pageWithTotal(
    base().where(where).orderBy(desc(members.createdAt), desc(members.id)).limit(limit).offset(offset),
    db
      .select({ n: count() })
      .from(members)
      .innerJoin(companies, eq(companies.id, members.companyId))
      .where(where),
  );
}

export type MemberAdminRow = Awaited<ReturnType<typeof memberPage>>['rows'][number];

export async function memberForUpdate(db: Database, id: number) {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.id, id), eq(members.role, 'buyer')))
    .for('update');
  return row ?? null;
}

export async function updateMember(
  db: Database,
  id: number,
  values: Partial<Pick<typeof members.$inferInsert, 'isSpecial' | 'disabled' | 'accountManagerId'>>,
) {
  if (Object.keys(values).length > 0) await db.update(members).set(values).where(eq(members.id, id));
}

export async function managerExists(db: Database, id: number) {
  const [row] = await db
    .select({ id: accountManagers.id })
    .from(accountManagers)
    .where(eq(accountManagers.id, id));
  return Boolean(row);
}

export async function managerList(db: Database) {
  return db.select().from(accountManagers).orderBy(desc(accountManagers.isDefault), asc(accountManagers.id));
}
