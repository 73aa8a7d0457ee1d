import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members, staffRoleMembers, staffRoles } from '../../db/schema';

export async function staffMember(db: Database, memberId: number) {
  const [member] = await db
    .select({ id: members.id, username: members.username, name: members.name })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member) return null;
  const roles = await db
    .select({ code: staffRoles.code, name: staffRoles.name })
    .from(staffRoleMembers)
    .innerJoin(staffRoles, eq(staffRoles.id, staffRoleMembers.roleId))
    .where(eq(staffRoleMembers.memberId, memberId))
    .orderBy(asc(staffRoles.id));
  return { ...member, roles };
}
