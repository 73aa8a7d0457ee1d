import { STAFF_ROLES } from '@yaocai/domain';
import { eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../../modules/account/index';
import type { Database } from '../client';
import { members, staffRoleMembers, staffRoles } from '../schema';
import { DEMO_PASSWORD } from './data/accounts';
import { STAFF_ACCOUNTS } from './data/staff';

let hashing: Promise<string[]> | undefined;

/** Made once per process, like the buyers' hashes: scrypt is slow on purpose. */
function staffHashes(): Promise<string[]> {
  hashing ??= Promise.all(STAFF_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD))).catch((error: unknown) => {
    hashing = undefined;
    throw error;
  });
  return hashing;
}

/**
 * The console's roles and the staff who hold them. Staff are members with role 'operator' in the
 * platform company (operator01's, seeded with the buyers); the ones not seeded yet are created here.
 */
export async function seedStaff(db: Database): Promise<string[]> {
  const roles = await db
    .insert(staffRoles)
    .values(STAFF_ROLES.map((r) => ({ code: r.code, name: r.name, permissions: [...r.permissions] })))
    .returning({ id: staffRoles.id, code: staffRoles.code });
  const roleId = new Map(roles.map((r) => [r.code, r.id]));
  const [platform] = await db
    .select({ companyId: members.companyId })
    .from(members)
    .where(eq(members.username, 'operator01'));
  if (!platform) throw new Error('seed operator01 (DEMO_ACCOUNTS) before the staff');

  const usernames = STAFF_ACCOUNTS.map((s) => s.username);
  const existing = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(inArray(members.username, usernames));
  const memberId = new Map(existing.map((m) => [m.username, m.id]));
  const hashes = await staffHashes();
  const created: string[] = [];
  for (const [i, staff] of STAFF_ACCOUNTS.entries()) {
    if (memberId.has(staff.username)) continue;
    const [row] = await db
      .insert(members)
      .values({
        username: staff.username,
        passwordHash: hashes[i],
        name: staff.name,
        phone: staff.phone,
        companyId: platform.companyId,
        isPassed: 1,
        role: 'operator',
      })
      .returning({ id: members.id });
    memberId.set(staff.username, row.id);
    created.push(staff.username);
  }
  await db
    .insert(staffRoleMembers)
    .values(
      STAFF_ACCOUNTS.flatMap((staff) =>
        staff.roles.map((code) => ({ memberId: memberId.get(staff.username)!, roleId: roleId.get(code)! })),
      ),
    );
  return created;
}
