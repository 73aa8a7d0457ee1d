import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members, wechatAuthorisations } from '../../db/schema';

export type AuthorisationRow = typeof wechatAuthorisations.$inferSelect;

export async function insertAuthorisation(
  db: Database,
  row: { state: string; purpose: string; memberId: number | null; ttlMinutes: number },
) {
  const [created] = await db
    .insert(wechatAuthorisations)
    .values({
      state: row.state,
      purpose: row.purpose,
      memberId: row.memberId,
      expiresAt: sql`now() + make_interval(mins => ${row.ttlMinutes})`,
    })
    .returning();
  return created!;
}

/** The authorisation with whether it has expired, on the database's clock. */
export async function findAuthorisation(db: Database, state: string) {
  const rows = await db
    .select({ row: wechatAuthorisations, expired: sql<boolean>`${wechatAuthorisations.expiresAt} < now()` })
    .from(wechatAuthorisations)
    .where(eq(wechatAuthorisations.state, state))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Locks the authorisation for the callback or the registration: parallel requests of one state wait
 * here, then see it used. `stale`: scanned more than 30 minutes ago (too old to register with).
 */
export async function lockAuthorisation(tx: Database, state: string) {
  const rows = await tx
    .select({
      row: wechatAuthorisations,
      expired: sql<boolean>`${wechatAuthorisations.expiresAt} < now()`,
      stale: sql<boolean>`${wechatAuthorisations.createdAt} < now() - interval '30 minutes'`,
    })
    .from(wechatAuthorisations)
    .where(eq(wechatAuthorisations.state, state))
    .for('update');
  return rows[0] ?? null;
}

export async function settleAuthorisation(
  tx: Database,
  id: number,
  values: { status: string; openid?: string | null; nickname?: string; memberId?: number | null },
) {
  await tx.update(wechatAuthorisations).set(values).where(eq(wechatAuthorisations.id, id));
}

/** Marks a confirmed registration authorisation used; false when another request used it first. */
export async function useConfirmedAuthorisation(tx: Database, id: number, memberId: number) {
  const rows = await tx
    .update(wechatAuthorisations)
    .set({ status: 'registered', memberId })
    .where(and(eq(wechatAuthorisations.id, id), eq(wechatAuthorisations.status, 'confirmed')))
    .returning({ id: wechatAuthorisations.id });
  return rows.length === 1;
}

/** Serialises everything that binds one WeChat identity (bind, registration) until the transaction ends. */
export async function lockIdentity(tx: Database, openid: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wechat:${openid}`}))`);
}

export async function findMemberByOpenid(db: Database, openid: string) {
  const rows = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(eq(members.wechatOpenid, openid))
    .limit(1);
  return rows[0] ?? null;
}

/** The member's binding, with its row locked. */
export async function lockMemberBinding(tx: Database, memberId: number) {
  const rows = await tx
    .select({ openid: members.wechatOpenid, nickname: members.wechat })
    .from(members)
    .where(eq(members.id, memberId))
    .for('no key update');
  return rows[0] ?? null;
}

export async function setBinding(
  tx: Database,
  memberId: number,
  binding: { openid: string | null; nickname: string },
) {
  await tx
    .update(members)
    .set({ wechatOpenid: binding.openid, wechat: binding.nickname })
    .where(eq(members.id, memberId));
}
