import type { roleInput, staffCreateBody, StaffAnswer, staffUpdateBody } from '@yaocai/contract';
import { can, PERMISSION_LABELS, permissionsOf, PERMISSIONS, type Permission } from '@yaocai/domain';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { conflict, invalid, notFound } from '../../lib/http-errors';
import { hashPassword } from '../account/index';
import type { Viewer } from '../../shared/viewer';
import { isUniqueViolation } from '../../lib/unique-numbers';
import * as repo from './staff-admin.repository';

const ADMINISTRATOR = 'administrator';

export async function staffOverview(db: Database): Promise<StaffAnswer> {
  const [staff, roles] = await Promise.all([repo.staffList(db), repo.roleList(db)]);
  return {
    staff: staff.map(({ member, roles: held }) => ({
      id: member.id,
      username: member.username,
      name: member.name,
      phone: member.phone,
      disabled: member.disabled ? 1 : 0,
      roles: held.map((r) => ({ id: r.id, name: r.name })),
      created_at: member.createdAt.toISOString(),
    })),
    roles: roles.map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      permissions: permissionsOf([r]),
      staff_count: r.staffCount,
    })),
    permissions: PERMISSIONS.map((code) => ({ code, name: PERMISSION_LABELS[code] })),
  };
}

/** Active staff members holding `permission`, e.g. who a chat can be assigned to. */
export async function staffHolding(db: Database, permission: Permission) {
  const [staff, roles] = await Promise.all([repo.staffList(db), repo.roleList(db)]);
  const roleById = new Map(roles.map((r) => [r.id, r]));
  return staff
    .filter(({ member, roles: held }) => {
      const permissions = permissionsOf(held.flatMap((r) => roleById.get(r.id) ?? []));
      return !member.disabled && can(permissions, permission);
    })
    .map(({ member }) => ({ id: member.id, name: member.name || member.username }));
}

async function checkRoles(db: Database, ids: number[]) {
  const unique = [...new Set(ids)];
  const known = new Set(await repo.existingRoleIds(db, unique));
  if (unique.some((id) => !known.has(id))) throw invalid('role_ids', '角色不存在');
  return unique;
}

/** A new staff account in the acting staff member's company, with its roles. */
export async function createStaff(db: Database, actor: Viewer, input: z.output<typeof staffCreateBody>) {
  const roleIds = await checkRoles(db, input.role_ids);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const id = await repo.insertStaff(tx, {
        username: input.username,
        name: input.name,
        phone: input.phone,
        passwordHash,
        companyId: actor.companyId,
      });
      await repo.setRoles(tx, id, roleIds);
      return { id };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'members_username_uq'))
      throw invalid('username', '该用户名已被使用，请换一个');
    throw error;
  }
}

/** A staff member's roles or standing; nobody changes their own, so an administrator always remains. */
export async function updateStaff(
  db: Database,
  actor: Viewer,
  id: number,
  input: z.output<typeof staffUpdateBody>,
) {
  if (id === actor.memberId) throw conflict('不能修改自己的角色或停用自己的账号');
  const roleIds = input.role_ids === undefined ? undefined : await checkRoles(db, input.role_ids);
  return db.transaction(async (tx) => {
    if (!(await repo.staffById(tx, id))) throw notFound('员工');
    if (roleIds !== undefined) await repo.setRoles(tx, id, roleIds);
    if (input.disabled !== undefined) await repo.setDisabled(tx, id, input.disabled === 1);
    return { id };
  });
}

export async function staffSnapshot(db: Database, id: number) {
  const [found] = await repo.staffList(db, id);
  return found ? { disabled: found.member.disabled, roles: found.roles.map((r) => r.name) } : null;
}

/** A role's name and permissions; the administrator role always holds every permission. */
export async function saveRole(db: Database, id: number | null, input: z.output<typeof roleInput>) {
  const permissions = PERMISSIONS.filter((p) => input.permissions.includes(p));
  return db.transaction(async (tx) => {
    if (id === null) {
      const code = `custom_${randomBytes(4).toString('hex')}`;
      return {
        id: await repo.insertRole(tx, { code, name: input.name, permissions }),
        members: [] as number[],
      };
    }
    const role = await repo.roleById(tx, id);
    if (!role) throw notFound('角色');
    if (role.code === ADMINISTRATOR) throw conflict('管理员角色包含全部权限，不能修改');
    await repo.updateRole(tx, id, { name: input.name, permissions });
    return { id, members: await repo.membersOfRole(tx, id) };
  });
}

export const roleSnapshot = async (db: Database, id: number) => {
  const role = await repo.roleById(db, id);
  return role ? { name: role.name, permissions: role.permissions } : null;
};
