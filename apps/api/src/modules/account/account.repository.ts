import { and, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountManagers, addresses, companies, loginFailures, members } from '../../db/schema';

export async function findMemberForLogin(db: Database, username: string) {
  const rows = await db
    .select({
      id: members.id,
      username: members.username,
      passwordHash: members.passwordHash,
      disabled: members.disabled,
      company: companies.name,
    })
    .from(members)
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(eq(members.username, username))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Records a login attempt before its password is checked; it stays as a failure unless the login
 * succeeds. Committed before the count, so concurrent attempts see each other.
 */
export async function recordAttempt(db: Database, username: string, ip: string) {
  await db.insert(loginFailures).values({ username: username.slice(0, 64), ip });
}

/** Attempts of the last `windowMinutes` by account and by address, on the database's clock. */
export async function countRecentAttempts(db: Database, username: string, ip: string, windowMinutes: number) {
  const account = eq(loginFailures.username, username.slice(0, 64));
  const address = eq(loginFailures.ip, ip);
  const [row] = await db
    .select({
      byAccount: sql<number>`(count(*) filter (where ${account}))::int`,
      byAddress: sql<number>`(count(*) filter (where ${address}))::int`,
    })
    .from(loginFailures)
    .where(
      and(or(account, address), gt(loginFailures.at, sql`now() - make_interval(mins => ${windowMinutes})`)),
    );
  return { byAccount: Number(row?.byAccount ?? 0), byAddress: Number(row?.byAddress ?? 0) };
}

export async function clearFailures(db: Database, username: string) {
  await db.delete(loginFailures).where(eq(loginFailures.username, username.slice(0, 64)));
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
