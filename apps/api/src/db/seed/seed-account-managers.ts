import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { accountManagers, members } from '../schema';

/**
 * 业务员 yewu01 logs in as the account manager 王莉 and looks after yaodian01 and zhensuo01
 * (issue 24: the account manager's members, prepared orders and quotes).
 */
export async function seedAccountManagerStaff(db: Database) {
  const [staff] = await db.select({ id: members.id }).from(members).where(eq(members.username, 'yewu01'));
  const [manager] = await db
    .select({ id: accountManagers.id })
    .from(accountManagers)
    .where(eq(accountManagers.phone, '13811026478'));
  if (!staff || !manager) return;
  await db.update(accountManagers).set({ staffId: staff.id }).where(eq(accountManagers.id, manager.id));
  await db
    .update(members)
    .set({ accountManagerId: manager.id })
    .where(inArray(members.username, ['yaodian01', 'zhensuo01']));
}
