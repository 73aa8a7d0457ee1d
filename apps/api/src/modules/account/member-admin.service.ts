import {
  type AccountManagers,
  type OperatorMember,
  type memberUpdateBody,
  type OperatorMembersAnswer,
  type operatorMembersQuery,
  COMPANY_KIND_NAMES,
} from '@yaocai/contract';
import { formatYuan } from '@yaocai/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { invalid, notFound } from '../../lib/http-errors';
import { creditLimitsOf, setCreditLimit } from '../wallet/index';
import * as repo from './member-admin.repository';
import { deleteMemberSessions } from './session.repository';

const PAGE_SIZE = 20;

export async function memberList(
  db: Database,
  q: z.output<typeof operatorMembersQuery>,
): Promise<OperatorMembersAnswer> {
  const { rows, total } = await repo.memberPage(
    db,
    { keyword: q.keyword, status: q.status },
    (q.page - 1) * PAGE_SIZE,
    PAGE_SIZE,
  );
  const limits = await creditLimitsOf(
    db,
    rows.map((r) => r.member.id),
  );
  return {
    list: rows.map((r) => toOperatorMember(r, limits.get(r.member.id) ?? 0)),
    total,
    page: q.page,
    page_size: PAGE_SIZE,
  };
}

/** One buyer as the console shows it (e.g. beside a chat), or null for an unknown id or a staff member. */
export async function memberDetail(db: Database, id: number): Promise<OperatorMember | null> {
  const { rows } = await repo.memberPage(db, { id }, 0, 1);
  const row = rows[0];
  if (!row) return null;
  const limits = await creditLimitsOf(db, [id]);
  return toOperatorMember(row, limits.get(id) ?? 0);
}

function toOperatorMember(r: repo.MemberAdminRow, creditLimit: number): OperatorMember {
  return {
    id: r.member.id,
    username: r.member.username,
    name: r.member.name,
    phone: r.member.phone,
    company: r.company,
    company_type: COMPANY_KIND_NAMES[r.companyKind] ?? r.companyKind,
    region: [r.region, r.city].filter(Boolean).join(' '),
    headquarters: r.headquarters ?? '',
    is_passed: r.member.isPassed,
    is_special: r.member.isSpecial,
    disabled: r.member.disabled ? 1 : 0,
    scopes: r.scopes,
    credit_limit: formatYuan(creditLimit),
    account_manager_id: r.member.accountManagerId,
    account_manager: r.manager ?? '',
    order_count: r.orderCount,
    created_at: r.member.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a member's settings. */
export async function memberSnapshot(db: Database, id: number) {
  const row = await repo.memberForUpdate(db, id);
  if (!row) return null;
  const limits = await creditLimitsOf(db, [id]);
  return {
    is_special: row.isSpecial,
    disabled: row.disabled,
    account_manager_id: row.accountManagerId,
    credit_limit: limits.get(id) ?? 0,
  };
}

/**
 * Staff change a member's special-medicine permission, credit limit, account manager, or disable it:
 * a disabled member's sessions end at once and it cannot log in until enabled again.
 */
export async function updateMember(db: Database, id: number, input: z.output<typeof memberUpdateBody>) {
  return db.transaction(async (tx) => {
    const member = await repo.memberForUpdate(tx, id);
    if (!member) throw notFound('会员');
    const manager = input.account_manager_id;
    if (manager !== undefined && manager !== 0 && !(await repo.managerExists(tx, manager))) {
      throw invalid('account_manager_id', '客户经理不存在');
    }
    await repo.updateMember(tx, id, {
      ...(input.is_special === undefined ? {} : { isSpecial: input.is_special }),
      ...(input.disabled === undefined ? {} : { disabled: input.disabled === 1 }),
      ...(manager === undefined ? {} : { accountManagerId: manager === 0 ? null : manager }),
    });
    if (input.credit_limit !== undefined) await setCreditLimit(tx, id, input.credit_limit);
    if (input.disabled === 1) await deleteMemberSessions(tx, id);
    return { id };
  });
}

export async function accountManagerList(db: Database): Promise<AccountManagers> {
  return (await repo.managerList(db)).map((m) => ({
    id: m.id,
    name: m.name,
    phone: m.phone,
    is_default: m.isDefault ? 1 : 0,
  }));
}

/** The buyer with this username as its own requests would see the store, or null. */
export { findBuyerViewer as buyerViewer } from './session.repository';
