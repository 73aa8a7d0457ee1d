/**
 * 满额返现: an order whose goods paid amount reaches a rule's threshold gets the rule's amount back
 * when it completes; refunds that bring it below take the cashback back. Money in fen.
 *
 * The goods paid amount is what the goods cost after 满减 and the coupon, before red packets and cash
 * vouchers (those are means of payment, not price), without shipping and without gifts.
 */
import { unitsPart } from './pricing/refund';
import type { PromotionRefusal } from './promotion-rules';

export const CASHBACK_DESTINATIONS = { balance: '账户余额', red_packet: '账户红包' } as const;
export type CashbackDestination = keyof typeof CASHBACK_DESTINATIONS;

export function isCashbackDestination(value: unknown): value is CashbackDestination {
  return typeof value === 'string' && Object.hasOwn(CASHBACK_DESTINATIONS, value);
}

export interface CashbackTier {
  threshold: number;
  amount: number;
}

export function cashbackRuleRefusal(rule: CashbackTier & { destination: string }): PromotionRefusal {
  if (!Number.isInteger(rule.threshold) || rule.threshold <= 0)
    return { field: 'threshold', message: '返现门槛必须大于0' };
  if (!Number.isInteger(rule.amount) || rule.amount <= 0)
    return { field: 'amount', message: '返现金额必须大于0' };
  if (rule.amount >= rule.threshold) return { field: 'amount', message: '返现金额必须小于返现门槛' };
  if (!isCashbackDestination(rule.destination))
    return { field: 'destination', message: '返现方式只能是账户余额或账户红包' };
  return null;
}

export interface CashbackLine {
  amount: number;
  manjianShare: number;
  couponShare: number;
  quantity: number;
  isGift: boolean;
  /** Units of the line refunded so far. */
  refundedUnits: number;
}

/**
 * The order's goods paid amount still kept: each line's amount after its 满减 and coupon shares, less
 * the part of it its refunded units carried (the same unit shares refunds use).
 */
export function cashbackBase(lines: readonly CashbackLine[]): number {
  let base = 0;
  for (const line of lines) {
    if (line.isGift) continue;
    const paid = Math.max(0, line.amount - line.manjianShare - line.couponShare);
    const refunded = Math.min(line.refundedUnits, line.quantity);
    base += paid - (refunded > 0 ? unitsPart(paid, line.quantity, 0, refunded) : 0);
  }
  return base;
}

/** The rule that applies: the largest amount among the rules whose threshold the base reaches. */
export function bestCashbackRule<T extends CashbackTier>(rules: readonly T[], base: number): T | null {
  let best: T | null = null;
  for (const rule of rules) {
    if (base < rule.threshold) continue;
    if (!best || rule.amount > best.amount) best = rule;
  }
  return best;
}

/**
 * What a refund takes back of a cashback: the order keeps what the best rule its remaining base still
 * reaches would give (never more than it was given), so whatever is above that comes back. `taken` is
 * what earlier refunds already took.
 */
export function cashbackToTakeBack(
  rules: readonly CashbackTier[],
  base: number,
  grant: { amount: number; taken: number },
): number {
  const kept = Math.min(grant.amount, bestCashbackRule(rules, base)?.amount ?? 0);
  return Math.max(0, grant.amount - grant.taken - kept);
}
