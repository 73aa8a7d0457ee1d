import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../../modules/account/index';
import { regionCodeOf } from '../../lib/regions';
import { approveReview } from '../../modules/operator/index';
import { findViewerByUsername } from '../../shared/viewer';
import type { Database } from '../client';
import { accountManagers, addresses, companies, members, qualifications } from '../schema';
import { ACCOUNT_MANAGERS, DEMO_ACCOUNTS, DEMO_PASSWORD } from './data/accounts';
import { addDaysIso, isoDay } from './dates';

const MUNICIPALITIES = ['北京', '天津', '上海', '重庆'];

let hashing: Promise<string[]> | undefined;

/** Approved demo buyers with documents: seeded awaiting review, then approved through the console's path. */
const reviewedLater = (account: (typeof DEMO_ACCOUNTS)[number]) =>
  account.role === 'buyer' && account.isPassed === 1 && account.qualifications.length > 0;

/**
 * 运营 yunying01 approves the approved demo buyers' documents through the console's review service,
 * so the audit log (操作日志) and each member's messages show the review as it happens for real.
 */
export async function approveDemoMembers(db: Database) {
  const reviewer = await findViewerByUsername(db, 'yunying01');
  if (!reviewer) return;
  for (const account of DEMO_ACCOUNTS.filter(reviewedLater)) {
    const [member] = await db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.username, account.username));
    if (member) await approveReview(db, reviewer, member.id, undefined);
  }
}

/**
 * One hash per member, each with its own salt. scrypt is slow on purpose, so the hashes are made once
 * per process: a test file that seeds several databases pays for them once.
 */
function demoHashes(): Promise<string[]> {
  hashing ??= Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD))).catch((error: unknown) => {
    hashing = undefined;
    throw error;
  });
  return hashing;
}

/** Account managers, the operator and the demo buyers with their companies and documents. */
export async function seedAccounts(db: Database, now: Date): Promise<string[]> {
  const managerRows = await db
    .insert(accountManagers)
    .values(ACCOUNT_MANAGERS.map(({ name, phone, isDefault }) => ({ name, phone, isDefault })))
    .returning({ id: accountManagers.id });
  const managerId = new Map(ACCOUNT_MANAGERS.map((m, i) => [m.key, managerRows[i].id]));
  const hashes = await demoHashes();
  const today = isoDay(now);
  const memberId = new Map<string, number>();

  for (const [i, account] of DEMO_ACCOUNTS.entries()) {
    const c = account.company;
    const [company] = await db
      .insert(companies)
      .values({
        name: c.name,
        kind: c.kind,
        region: c.region,
        city: c.city,
        address: `${c.city}${c.district}${c.address}`,
        contactName: account.name,
        contactPhone: account.phone,
        businessScopes: c.scopes,
        customerGroup: c.customerGroup,
        invoiceTitle: c.kind === 'platform' ? '' : c.name.replace(/\(.*\)$/, ''),
        taxNumber: c.taxNumber,
      })
      .returning({ id: companies.id });
    const [member] = await db
      .insert(members)
      .values({
        username: account.username,
        passwordHash: hashes[i],
        name: account.name,
        phone: account.phone,
        companyId: company.id,
        parentId: account.parent ? memberId.get(account.parent) : null,
        accountManagerId: managerId.get(account.manager ?? 'default'),
        rank: account.rank,
        // Approved buyers with documents are approved by a reviewer afterwards (approveDemoMembers).
        isPassed: reviewedLater(account) ? 0 : account.isPassed,
        isVip: account.isVip,
        isSpecial: account.isSpecial,
        // Points are the sum of the ledger: seed-points.ts grants account.points as the opening balance.
        points: 0,
        role: account.role,
        contractSigned: account.contractSigned ?? true,
      })
      .returning({ id: members.id });
    memberId.set(account.username, member.id);
    if (account.qualifications.length > 0) {
      await db.insert(qualifications).values(
        account.qualifications.map((q) => ({
          companyId: company.id,
          kind: q.kind,
          number: q.number,
          expiresOn: addDaysIso(today, q.validDays),
          status: reviewedLater(account) ? 'pending' : account.qualificationStatus,
          scopes: q.scopes,
        })),
      );
    }
    if (account.role === 'buyer') {
      const province = MUNICIPALITIES.includes(c.region) ? `${c.region}市` : `${c.region}省`;
      await db.insert(addresses).values({
        memberId: member.id,
        consignee: account.name,
        phone: account.phone,
        province,
        city: c.city,
        district: c.district,
        regionCode: regionCodeOf(province, c.city, c.district),
        detail: c.address,
        isDefault: true,
      });
    }
  }
  const yaodian = memberId.get('yaodian01');
  if (yaodian !== undefined) {
    await db.insert(addresses).values({
      memberId: yaodian,
      consignee: '仓库 马师傅',
      phone: '13661298034',
      province: '北京市',
      city: '北京市',
      district: '朝阳区',
      regionCode: '110105',
      detail: '十八里店乡吕家营村南物流园3号库',
    });
  }
  // yaodian01's 采购委托书 runs out in 21 days, so the 30-day warning shows on first start
  // (member centre, /zzzj and checkout).
  const yaodianCompany = await db
    .select({ companyId: members.companyId })
    .from(members)
    .where(eq(members.username, 'yaodian01'));
  if (yaodianCompany[0]) {
    await db
      .update(qualifications)
      .set({ expiresOn: addDaysIso(today, 21), agentName: '王建国', agentIdNumber: '11010519491231002X' })
      .where(
        and(eq(qualifications.companyId, yaodianCompany[0].companyId), eq(qualifications.kind, '采购委托书')),
      );
  }
  // zhensuo01 has bound WeChat, so /bdwx shows the bound state (the openid stands for a real one).
  await db
    .update(members)
    .set({ wechat: '康宁诊所-孙医生', wechatOpenid: 'oSeedZhensuo01WxOpenid' })
    .where(eq(members.username, 'zhensuo01'));
  return DEMO_ACCOUNTS.map((a) => a.username);
}
