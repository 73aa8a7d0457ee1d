import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountManagers, addresses, companies, loginFailures, members } from '../../db/schema';

export async function findMemberForLogin(db: Database, username: string) {
  const rows = await db
    .select({
      id: members.id,
      username: members.username,
      passwordHash: members.passwordHash,
      company: companies.name,
    })
    .from(members)
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(eq(members.username, username))
    .limit(1);
  return rows[0] ?? null;
}

export async function countRecentFailures(db: Database, username: string, ip: string, since: Date) {
  const [byAccount] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.username, username), gt(loginFailures.at, since)));
  const [byAddress] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.at, since)));
  return { byAccount: byAccount?.n ?? 0, byAddress: byAddress?.n ?? 0 };
}

export async function recordFailure(db: Database, username: string, ip: string) {
  await db.insert(loginFailures).values({ username: username.slice(0, 64), ip });
}

export async function clearFailures(db: Database, username: string) {
  await db.delete(loginFailures).where(eq(loginFailures.username, username));
}

export async function findProfile(db: Database, memberId: number) {
  const rows = await db
    .select({ member: members, company: companies, manager: accountManagers })
    .from(members)
    .innerJoin(companies, eq(companies.id, members.companyId))
    .leftJoin(accountManagers, eq(accountManagers.id, members.accountManagerId))
    .where(eq(members.id, memberId))
    .limit(1);
  return rows[0] ?? null;
}

export async function findDefaultManager(db: Database) {
  const rows = await db.select().from(accountManagers).where(eq(accountManagers.isDefault, true)).limit(1);
  return rows[0] ?? null;
}

export async function findDefaultAddress(db: Database, memberId: number) {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.memberId, memberId))
    .orderBy(desc(addresses.isDefault), addresses.id)
    .limit(1);
  return rows[0] ?? null;
}

/** A chain headquarters' own stores. */
export async function findStores(db: Database, headquartersId: number) {
  return db
    .select({ id: members.id, username: members.username, company: companies.name })
    .from(members)
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(eq(members.parentId, headquartersId))
    .orderBy(members.id);
}
