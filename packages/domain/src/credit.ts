import { compareDates, toCalendarDate } from './calendar-date';
import { assertFen } from './money';

/** A credit-terms (账期) ledger entry: a charge raises what is owed, repayments and refunds lower it. */
export interface CreditEntry {
  kind: 'charge' | 'repay' | 'refund';
  /** Positive fen. */
  amount: number;
  /** Charges only: the day by which it must be repaid ("YYYY-MM-DD"). */
  dueOn?: string | null;
}

export interface CreditSummary {
  limit: number;
  used: number;
  available: number;
  /** Owed on charges whose due date has passed; repayments settle the oldest due first. */
  overdue: number;
}

export function creditSummary(
  limit: number,
  entries: readonly CreditEntry[],
  today: Date | string,
): CreditSummary {
  assertFen(limit, 'limit');
  const day = toCalendarDate(today);
  let charged = 0;
  let settled = 0;
  let dueBeforeToday = 0;
  for (const entry of entries) {
    const amount = assertFen(entry.amount, 'credit amount');
    if (amount < 0) throw new RangeError('credit amounts are positive; kind gives the direction');
    if (entry.kind === 'charge') {
      charged += amount;
      if (entry.dueOn && compareDates(toCalendarDate(entry.dueOn), day) < 0) dueBeforeToday += amount;
    } else {
      settled += amount;
    }
  }
  const used = Math.max(0, charged - settled);
  return {
    limit,
    used,
    available: Math.max(0, limit - used),
    overdue: Math.max(0, dueBeforeToday - settled),
  };
}

export type CreditRefusal = 'no_credit' | 'overdue' | 'over_limit';

export const CREDIT_REFUSAL_MESSAGES: Record<CreditRefusal, string> = {
  no_credit: '您尚未开通账期支付',
  overdue: '您有逾期未还的账期款，请先还款',
  over_limit: '账期可用额度不足',
};

/** Why `amount` may not be paid on credit, or null when it may. */
export function creditRefusal(summary: CreditSummary, amount: number): CreditRefusal | null {
  assertFen(amount, 'amount');
  if (summary.limit <= 0) return 'no_credit';
  if (summary.overdue > 0) return 'overdue';
  return amount > summary.available ? 'over_limit' : null;
}
