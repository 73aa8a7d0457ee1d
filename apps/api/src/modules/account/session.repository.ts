import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aliased, namedStatement } from '../../db/named-statement';
import { companies, members, sessions } from '../../db/schema';
import { toViewer, viewerColumns, type Viewer, type ViewerRow } from '../../shared/viewer';

export async function insertSession(db: Database, tokenHash: string, memberId: number, expiresAt: Date) {
  await db.insert(sessions).values({ tokenHash, memberId, expiresAt });
}

export async function deleteSession(db: Database, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

// Every request with a session cookie the viewer cache has not seen runs this: a named statement.
const viewerBySession = namedStatement<{ tokenHash: string }, ViewerRow>(
  'viewer_by_session',
  () => sql`select ${aliased(viewerColumns)}
    from ${sessions}
    join ${members} on ${members.id} = ${sessions.memberId}
    join ${companies} on ${companies.id} = ${members.companyId}
    where ${sessions.tokenHash} = ${sql.placeholder('tokenHash')} and ${sessions.expiresAt} > now()
      and not ${members.disabled}
    limit 1`,
);

export async function findViewerBySession(db: Database, tokenHash: string): Promise<Viewer | null> {
  const [row] = await viewerBySession(db, { tokenHash });
  return row ? toViewer(row) : null;
}

export async function deleteMemberSessions(db: Database, memberId: number) {
  await db.delete(sessions).where(eq(sessions.memberId, memberId));
}

/** The viewer a buyer would be when logged in (the console prices a sample cart as that buyer). */
export async function findBuyerViewer(db: Database, username: string): Promise<Viewer | null> {
  const rows = await db
    .select(viewerColumns)
    .from(members)
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(and(eq(members.username, username), eq(members.role, 'buyer')))
    .limit(1);
  return rows[0] ? toViewer(rows[0]) : null;
}
