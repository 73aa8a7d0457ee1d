import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, members } from '../../db/schema';
import { toViewer, viewerColumns } from '../account/session.repository';
import type { Viewer } from '../account/viewer';

/**
 * Serialises one member's cart, order and wallet changes: every such transaction takes this row lock
 * first. FOR NO KEY UPDATE leaves foreign-key checks (KEY SHARE) of other rows unblocked.
 */
export async function lockMember(tx: Database, memberId: number) {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('no key update');
}

/** The viewer a chain headquarters acts for when it fills one of its own stores' carts. */
export async function findStoreViewer(
  db: Database,
  headquartersId: number,
  storeId: number,
): Promise<Viewer | null> {
  const rows = await db
    .select(viewerColumns)
    .from(members)
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(and(eq(members.id, storeId), eq(members.parentId, headquartersId)))
    .limit(1);
  return rows[0] ? toViewer(rows[0]) : null;
}
