import { PAYMENT_METHOD_NAMES, TRANSFER_PURPOSE_NAMES, type StatementAnswer } from '@yaocai/contract';
import { daysInMonth, formatYuan } from '@yaocai/domain';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import * as repo from './statement.repository';

const BALANCE_KIND_NAMES: Record<string, string> = {
  recharge: '充值（线下汇款）',
  grant: '平台发放',
  pay: '订单支付',
  refund: '售后退款',
  repay: '账期还款',
  cashback: '满额返现',
  cashback_back: '返现扣回',
};

/** The first instant of a month (YYYY-MM) in China time, and of the month after it. */
export function monthBounds(month: string) {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const from = new Date(`${month}-01T00:00:00+08:00`);
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  const to = new Date(`${next}-01T00:00:00+08:00`);
  return {
    from,
    to,
    first: `${month}-01`,
    last: `${month}-${String(daysInMonth(year, m)).padStart(2, '0')}`,
  };
}

/**
 * 对账单 of a company for a month: balance opening and closing with every kind of entry between them,
 * orders placed, orders paid per method, refunds, approved transfers, credit used and repaid. Every
 * figure is a sum of ledger rows, so opening + movements = closing to the fen.
 */
export async function statementOf(db: Database, companyId: number, month: string): Promise<StatementAnswer> {
  const company = await repo.companyOf(db, companyId);
  if (!company) throw notFound('单位');
  const accounts = await repo.companyMembers(db, companyId);
  const ids = accounts.length ? accounts.map((a) => a.id) : [0];
  const { from, to, first, last } = monthBounds(month);
  const f = await repo.statementFigures(db, ids, from, to);
  let running = f.openingBalance;
  const refundToBalance = f.movements.find((m) => m.kind === 'refund')?.amount ?? 0;
  const refundToCredit = -(f.credit.get('refund') ?? 0);
  return {
    company_id: company.id,
    company: company.name,
    username: accounts[0]?.username ?? '',
    month,
    from: first,
    to: last,
    balance: {
      opening: formatYuan(f.openingBalance),
      movements: f.movements.map((m) => ({
        kind: m.kind,
        kind_name: BALANCE_KIND_NAMES[m.kind] ?? m.kind,
        count: m.count,
        amount: formatYuan(m.amount),
      })),
      closing: formatYuan(f.closingBalance),
    },
    orders: { count: f.placed.count, amount: formatYuan(f.placed.amount) },
    payments: f.paid.map((p) => ({
      method: p.method,
      method_name: PAYMENT_METHOD_NAMES[p.method] ?? p.method,
      count: p.count,
      amount: formatYuan(p.amount),
    })),
    refunds: {
      to_balance: formatYuan(refundToBalance),
      to_credit: formatYuan(refundToCredit),
      online: formatYuan(f.refundOnline),
      total: formatYuan(refundToBalance + refundToCredit + f.refundOnline),
    },
    transfers: f.transfers.map((t) => ({
      purpose: t.purpose,
      purpose_name: TRANSFER_PURPOSE_NAMES[t.purpose as keyof typeof TRANSFER_PURPOSE_NAMES] ?? t.purpose,
      count: t.count,
      amount: formatYuan(t.amount),
    })),
    credit: {
      opening: formatYuan(f.openingCredit),
      used: formatYuan(f.credit.get('charge') ?? 0),
      repaid: formatYuan(-(f.credit.get('repay') ?? 0)),
      refunded: formatYuan(refundToCredit),
      closing: formatYuan(f.closingCredit),
    },
    lines: f.lines.map(({ entry, orderNo }) => {
      running += entry.amount;
      return {
        created_at: entry.createdAt.toISOString(),
        kind: entry.kind,
        kind_name: BALANCE_KIND_NAMES[entry.kind] ?? entry.kind,
        amount: formatYuan(entry.amount),
        balance_after: formatYuan(running),
        order_no: orderNo,
        note: entry.note,
      };
    }),
  };
}
