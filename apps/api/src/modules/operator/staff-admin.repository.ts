import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members, sessions, staffRoleMembers, staffRoles } from '../../db/schema';

/** Staff accounts (members with role 'operator') and their roles. */

/** Every staff member with its roles, or only the one with `id`. */
export async function staffList(db: Database, id?: number) {
  const staff =
    id === undefined ? eq(members.role, 'operator') : and(eq(members.role, 'operator'), eq(members.id, id));
  const [people, links] = await Promise.all([
    db.select().from(members).where(staff).orderBy(asc(members.id)),
    db
      .select({ memberId: staffRoleMembers.memberId, id: staffRoles.id, name: staffRoles.name })
      .from(staffRoleMembers)
      .innerJoin(staffRoles, eq(staffRoles.id, staffRoleMembers.roleId))
      .where(id === undefined ? undefined : eq(staffRoleMembers.memberId, id))
      .orderBy(asc(staffRoles.id)),
  ]);
  return people.map((p) => ({ member: p, roles: links.filter((l) => l.memberId === p.id) }));
}

export async function roleList(db: Database) {
  const [roles, counts] = await Promise.all([
    db.select().from(staffRoles).orderBy(asc(staffRoles.id)),
    db
      .select({ roleId: staffRoleMembers.roleId, n: count() })
      .from(staffRoleMembers)
      .groupBy(staffRoleMembers.roleId),
  ]);
  return roles.map((r) => ({ ...r, staffCount: counts.find((c) => c.roleId === r.id)?.n ?? 0 }));
}

export async function existingRoleIds(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: staffRoles.id }).from(staffRoles).where(inArray(staffRoles.id, ids));
  return rows.map((r) => r.id);
}

export async function staffById(db: Database, id: number) {
  const [row] = await db.select().from(members).where(eq(members.id, id)).for('update');
  return row?.role === 'operator' ? row : null;
}

export async function insertStaff(
  db: Database,
  values: { username: string; name: string; phone: string; passwordHash: string; companyId: number },
) {
  const [row] = await db
    .insert(members)
    .values({ ...values, role: 'operator', isPassed: 1 })
    .returning({ id: members.id });
  return row.id;
}

export async function setRoles(db: Database, memberId: number, roleIds: number[]) {
  await db.delete(staffRoleMembers).where(eq(staffRoleMembers.memberId, memberId));
  if (roleIds.length > 0)
    await db.insert(staffRoleMembers).values(roleIds.map((roleId) => ({ memberId, roleId })));
}

export async function setDisabled(db: Database, memberId: number, disabled: boolean) {
  await db.update(members).set({ disabled }).where(eq(members.id, memberId));
  if (disabled) await db.delete(sessions).where(eq(sessions.memberId, memberId));
}

export async function roleById(db: Database, id: number) {
  const [row] = await db.select().from(staffRoles).where(eq(staffRoles.id, id)).for('update');
  return row ?? null;
}

export async function insertRole(
  db: Database,
  values: { code: string; name: string; permissions: string[] },
) {
  const [row] = await db.insert(staffRoles).values(values).returning({ id: staffRoles.id });
  return row.id;
}

export async function updateRole(db: Database, id: number, values: { name: string; permissions: string[] }) {
  await db.update(staffRoles).set(values).where(eq(staffRoles.id, id));
}

export async function membersOfRole(db: Database, roleId: number) {
  const rows = await db
    .select({ memberId: staffRoleMembers.memberId })
    .from(staffRoleMembers)
    .where(eq(staffRoleMembers.roleId, roleId));
  return rows.map((r) => r.memberId);
}
