import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companies, members, staffRoleMembers, staffRoles } from '../db/schema';

/** Who is asking: the session's member with what the catalogue and cart rules need. */
export interface Viewer {
  memberId: number;
  username: string;
  companyId: number;
  parentId: number | null;
  isPassed: boolean;
  isSpecial: boolean;
  role: string;
  region: string;
  customerGroup: string;
  scopes: string[];
  /** Console permissions of a staff member (packages/domain staff-permissions); empty for buyers. */
  permissions: string[];
  /**
   * Signed the purchase agreement (电子合同) when the viewer was read. A signature is never withdrawn,
   * so true stays true; false is checked again (requireSignedAgreement).
   */
  contractSigned: boolean;
}

/** The columns a Viewer is made of; select them from members joined with companies. */
export const viewerColumns = {
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
  contractSigned: members.contractSigned,
  // A buyer holds no role, so this is empty for everyone but staff.
  permissions: sql<string[]>`coalesce((
    select array_agg(distinct p) from ${staffRoleMembers} srm
    join ${staffRoles} sr on sr.id = srm.role_id, unnest(sr.permissions) p
    where srm.member_id = ${members.id}), '{}'::text[])`,
};

export type ViewerRow = Omit<Viewer, 'isPassed' | 'isSpecial'> & { isPassed: number; isSpecial: number };

export const toViewer = (row: ViewerRow): Viewer => ({
  ...row,
  isPassed: row.isPassed === 1,
  isSpecial: row.isSpecial === 1,
});

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

/** The viewer of an account by its username (scripts and the seed act as a given member). */
export async function findViewerByUsername(db: Database, username: string): Promise<Viewer | null> {
  const rows = await db
    .select(viewerColumns)
    .from(members)
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(eq(members.username, username))
    .limit(1);
  return rows[0] ? toViewer(rows[0]) : null;
}

/** The viewer of a member by id: staff acting for a member (quotes, prepared orders) price as that member. */
export async function findMemberViewer(db: Database, memberId: number): Promise<Viewer | null> {
  const rows = await db
    .select(viewerColumns)
    .from(members)
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(and(eq(members.id, memberId), eq(members.role, 'buyer')))
    .limit(1);
  return rows[0] ? toViewer(rows[0]) : null;
}
