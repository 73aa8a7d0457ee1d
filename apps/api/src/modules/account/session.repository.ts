import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, members, sessions } from '../../db/schema';
import type { Viewer } from './viewer';

export async function insertSession(db: Database, tokenHash: string, memberId: number, expiresAt: Date) {
  await db.insert(sessions).values({ tokenHash, memberId, expiresAt });
}

export async function deleteSession(db: Database, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function findViewerBySession(db: Database, tokenHash: string): Promise<Viewer | null> {
  const rows = await db
    .select({
      memberId: members.id,
      username: members.username,
      companyId: members.companyId,
      parentId: members.parentId,
      isPassed: members.isPassed,
      isSpecial: members.isSpecial,
      role: members.role,
      region: companies.region,
      customerGroup: companies.customerGroup,
      scopes: companies.businessScopes,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return { ...row, isPassed: row.isPassed === 1, isSpecial: row.isSpecial === 1 };
}
