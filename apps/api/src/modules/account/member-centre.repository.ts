import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountManagers, companies, members } from '../../db/schema';

export async function memberWithCompany(db: Database, memberId: number) {
  const rows = await db
    .select({
      username: members.username,
      name: members.name,
      rank: members.rank,
      isVip: members.isVip,
      isPassed: members.isPassed,
      points: members.points,
      contractSigned: members.contractSigned,
      company: companies.name,
      companyKind: companies.kind,
      managerName: accountManagers.name,
      managerPhone: accountManagers.phone,
    })
    .from(members)
    .innerJoin(companies, eq(companies.id, members.companyId))
    .leftJoin(accountManagers, eq(accountManagers.id, members.accountManagerId))
    .where(eq(members.id, memberId))
    .limit(1);
  return rows[0] ?? null;
}

/** The default account manager, for members without their own. */
export async function defaultManager(db: Database) {
  const rows = await db
    .select({ name: accountManagers.name, phone: accountManagers.phone })
    .from(accountManagers)
    .where(eq(accountManagers.isDefault, true))
    .limit(1);
  return rows[0] ?? null;
}
