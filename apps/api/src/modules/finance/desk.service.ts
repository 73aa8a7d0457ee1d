import {
  GRANT_KIND_NAMES,
  PAYMENT_METHOD_NAMES,
  PAYMENT_STATUS_NAMES,
  type creditLimitBody,
  type grantBody,
} from '@yaocai/contract';
import { formatYuan, toCalendarDate, formatDate } from '@yaocai/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { invalid } from '../../lib/http-errors';
import { shanghaiDayEnd } from '../../lib/shanghai-day';
import type { Viewer } from '../../shared/viewer';
import { creditOf, grantRedPacket, insertCashVoucher, setCreditLimit } from '../wallet/index';
import * as repo from './desk.repository';
import { companyAccount } from './transfers.repository';

type Grant = z.output<typeof grantBody>;
type GrantKind = keyof typeof GRANT_KIND_NAMES;

const PURPOSE_NAMES: Record<string, string> = { order: '订单支付', credit_repay: '账期还款' };

/**
 * Red packets (into the account's red packet balance, which does not expire) or cash vouchers (usable
 * until the end of `valid_to`, China time) for one buyer or every buyer of a customer group, and the
 * grant's record. Runs in the caller's (audited) transaction.
 */
export async function grant(db: Database, staff: Viewer, input: Grant, now = new Date()) {
  const today = formatDate(toCalendarDate(now));
  if (input.valid_to !== undefined && input.valid_to < today) throw invalid('valid_to', '有效期不能早于今天');
  let memberIds: number[];
  let targetName: string;
  if (input.target === 'member') {
    const member = await repo.findBuyer(db, input.member_id!);
    if (!member) throw invalid('member_id', '会员不存在或已停用');
    memberIds = [member.id];
    targetName = `${member.username}（${member.company}）`;
  } else {
    memberIds = (await repo.groupMembers(db, input.customer_group!)).map((m) => m.id);
    if (memberIds.length === 0) throw invalid('customer_group', '该客户分组没有会员');
    targetName = `客户分组 ${input.customer_group}`;
  }
  const validTo = input.kind === 'cash_voucher' ? shanghaiDayEnd(input.valid_to!) : null;
  const note = `财务发放：${input.reason}`;
  for (const memberId of memberIds) {
    if (input.kind === 'red_packet') await grantRedPacket(db, memberId, { amount: input.amount, note }, now);
    else
      await insertCashVoucher(db, {
        memberId,
        name: `现金券（${input.reason.slice(0, 40)}）`,
        amount: input.amount,
        validFrom: now,
        validTo: validTo!,
        source: 'grant',
        createdAt: now,
      });
  }
  const id = await repo.insertGrant(db, {
    kind: input.kind,
    target: input.target,
    memberId: input.target === 'member' ? memberIds[0]! : null,
    customerGroup: input.target === 'group' ? input.customer_group! : '',
    targetName: targetName.slice(0, 140),
    memberCount: memberIds.length,
    amount: input.amount,
    validTo,
    reason: input.reason,
    staffId: staff.memberId,
    staffName: staff.username,
    createdAt: now,
  });
  return { id, member_count: memberIds.length };
}

export async function grantList(db: Database, filter: { kind?: string; page: number }) {
  const { rows, total } = await repo.grantPage(db, filter);
  return {
    list: rows.map((g) => ({
      id: g.id,
      kind: g.kind as GrantKind,
      kind_name: GRANT_KIND_NAMES[g.kind as GrantKind] ?? g.kind,
      target: g.target as 'member' | 'group',
      target_name: g.targetName,
      member_count: g.memberCount,
      amount: formatYuan(g.amount),
      total: formatYuan(g.amount * g.memberCount),
      valid_to: g.validTo ? formatDate(toCalendarDate(new Date(g.validTo.getTime() - 1))) : null,
      reason: g.reason,
      staff_name: g.staffName,
      created_at: g.createdAt.toISOString(),
    })),
    total,
    page: filter.page,
    page_size: repo.PAGE_SIZE,
  };
}

/** Staff set a buyer's credit limit (账期额度); what it already owes stays owed. */
export async function changeCreditLimit(
  db: Database,
  input: z.output<typeof creditLimitBody>,
  now = new Date(),
) {
  const member = await repo.findBuyer(db, input.member_id);
  if (!member) throw invalid('member_id', '会员不存在或已停用');
  await setCreditLimit(db, member.id, input.credit_limit);
  const credit = await creditOf(db, member.id, now);
  return { member_id: member.id, credit_limit: formatYuan(credit.limit), used: formatYuan(credit.used) };
}

export const creditSnapshot = async (db: Database, memberId: number) => {
  const credit = await creditOf(db, memberId, new Date());
  return { limit: credit.limit, used: credit.used };
};

export async function buyerOptions(db: Database, keyword?: string) {
  const rows = await repo.buyerLookup(db, keyword);
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    company: r.company,
    credit_limit: formatYuan(Number(r.creditLimit)),
  }));
}

export async function companyOptions(db: Database, keyword?: string) {
  const rows = await repo.buyerLookup(db, keyword);
  return rows.map((r) => ({ id: r.companyId, name: r.company, username: r.username, member_id: r.id }));
}

export async function groupOptions(db: Database) {
  return (await repo.customerGroups(db)).map((g) => ({ code: g.code, member_count: g.n }));
}

export async function unpaidOrders(db: Database, companyId: number) {
  const account = await companyAccount(db, companyId);
  if (!account) return [];
  return (await repo.unpaidOrdersOf(db, account.memberId)).map((o) => ({
    id: o.id,
    order_no: o.orderNo,
    payable: formatYuan(o.payable),
    created_at: o.createdAt.toISOString(),
  }));
}

export async function paymentList(db: Database, filter: repo.PaymentFilter) {
  const { rows, total, totals } = await repo.paymentPage(db, filter);
  return {
    list: rows.map(({ payment: p, username, company, orderNo }) => ({
      id: p.id,
      payment_no: p.paymentNo,
      username,
      company,
      purpose: p.purpose,
      purpose_name: PURPOSE_NAMES[p.purpose] ?? p.purpose,
      order_no: orderNo,
      method: p.method,
      method_name: PAYMENT_METHOD_NAMES[p.method] ?? p.method,
      provider: p.provider,
      amount: formatYuan(p.amount),
      status: p.status,
      status_name: PAYMENT_STATUS_NAMES[p.status] ?? p.status,
      provider_trade_no: p.providerTradeNo,
      paid_at: p.paidAt?.toISOString() ?? null,
      created_at: p.createdAt.toISOString(),
    })),
    total,
    page: filter.page,
    page_size: repo.PAGE_SIZE,
    totals: totals.map((t) => ({
      method: t.method,
      method_name: PAYMENT_METHOD_NAMES[t.method] ?? t.method,
      count: t.n,
      amount: formatYuan(Number(t.amount)),
    })),
  };
}
