import { formatYuan } from './money';

/**
 * 连锁采购审批: a chain headquarters' rules for one store's purchases, in fen. Null means no rule:
 * approvalOver — an order whose payable amount is above it waits for the headquarters' approval;
 * monthlyLimit — the store's orders of one calendar month (Asia/Shanghai, cancelled ones left out)
 * may not come to more than it.
 */
export interface StorePolicy {
  monthlyLimit: number | null;
  approvalOver: number | null;
}

/** A pending order nobody decides is cancelled this long after it was placed. */
export const APPROVAL_TIMEOUT_HOURS = 72;

export type StoreOrderDecision =
  { kind: 'ok'; needsApproval: boolean } | { kind: 'over_limit'; limit: number; left: number };

/**
 * What happens to a store's new order of `amount` fen when the store has already spent `spent` fen
 * this month: refused when it would pass the month's limit, otherwise placed — waiting for approval
 * when it is above the approval amount.
 */
export function decideStoreOrder(
  policy: StorePolicy | null,
  spent: number,
  amount: number,
): StoreOrderDecision {
  const limit = policy?.monthlyLimit ?? null;
  if (limit !== null && spent + amount > limit) {
    return { kind: 'over_limit', limit, left: Math.max(0, limit - spent) };
  }
  const over = policy?.approvalOver ?? null;
  return { kind: 'ok', needsApproval: over !== null && amount > over };
}

/** ¥50,000.00: yuan with thousands grouped, as a buyer reads large amounts. */
export function groupedYuan(fen: number): string {
  const [whole = '0', cents = '00'] = formatYuan(fen).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** The refusal of an order over the month's limit, naming the limit and what is left. */
export function monthlyLimitMessage(limit: number, left: number): string {
  return `超出门店本月采购额度：本月采购额度¥${groupedYuan(limit)}，剩余¥${groupedYuan(left)}，请减少采购数量或联系总部调整额度`;
}

const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The first moment of `now`'s calendar month in Asia/Shanghai (China has no daylight saving). */
export function shanghaiMonthStart(now: Date): Date {
  const local = new Date(now.getTime() + SHANGHAI_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - SHANGHAI_OFFSET_MS);
}

/** A pending order placed at `createdAt` is cancelled from this moment if nobody decided it. */
export function approvalDeadline(createdAt: Date, hours = APPROVAL_TIMEOUT_HOURS): Date {
  return new Date(createdAt.getTime() + hours * 3_600_000);
}
