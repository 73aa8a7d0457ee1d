import { and, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountManagers, addresses, companies, loginFailures, members } from '../../db/schema';

export async function findMemberForLogin(db: Database, username: string) {
  const rows = await db
    .select({
      id: members.id,
      username: members.username,
      phone: members.phone,
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

const accountKey = (username: string) => username.slice(0, 64);

/**
 * Serialises the login checks of one account and of one address until the transaction ends, across
 * API instances (PostgreSQL advisory locks; PGlite runs one transaction at a time anyway). Always the
 * account first, then the address, so two logins never wait for each other in a circle.
 */
export async function lockLoginKeys(tx: Database, username: string, ip: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:account:${accountKey(username)}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:ip:${ip}`}))`);
}

export async function recordFailure(db: Database, username: string, ip: string) {
  await db.insert(loginFailures).values({ username: accountKey(username), ip });
}

/**
 * Failures of the last `windowMinutes` on the database's clock: against the account (those a successful
 * login has not cleared) and from the address (all of them).
 */
export async function countRecentFailures(db: Database, username: string, ip: string, windowMinutes: number) {
  const account = and(
    eq(loginFailures.username, accountKey(username)),
    eq(loginFailures.accountCleared, false),
  );
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

/** A successful login: the account's failures stop counting against it (the addresses keep theirs). */
export async function clearAccountFailures(db: Database, username: string) {
  await db
    .update(loginFailures)
    .set({ accountCleared: true })
    .where(and(eq(loginFailures.username, accountKey(username)), eq(loginFailures.accountCleared, false)));
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
