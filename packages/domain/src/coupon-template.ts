/**
 * 领券中心 coupon templates: what staff may set up, whether a member may claim one now, and the
 * validity of the coupon a claim gives. Money in fen; times as Dates.
 */
import { windowRefusal, type PromotionRefusal } from './promotion-rules';

export const MAX_COUPON_TOTAL = 1_000_000;
export const MAX_COUPON_LIMIT_PER_MEMBER = 100;
export const MAX_COUPON_VALID_DAYS = 365;

const DAY_MS = 24 * 3600 * 1000;

/** Fixed: valid between two moments; days: valid for `validDays` days from the claim. */
export type CouponValidity =
  { kind: 'fixed'; validFrom: Date; validTo: Date } | { kind: 'days'; validDays: number };

export interface CouponTemplateRule {
  amount: number;
  threshold: number;
  total: number;
  limitPerMember: number;
  claimStartsAt: Date;
  claimEndsAt: Date;
  validity: CouponValidity;
}

/** A coupon's amount must stay below its threshold when it has one (满100减100 would make goods free). */
export function couponAmountRefusal(amount: number, threshold: number): PromotionRefusal {
  if (!Number.isInteger(amount) || amount <= 0) return { field: 'amount', message: '优惠券面额必须大于0' };
  if (!Number.isInteger(threshold) || threshold < 0)
    return { field: 'threshold', message: '使用门槛不能小于0' };
  if (threshold > 0 && amount >= threshold) return { field: 'amount', message: '优惠券面额必须小于使用门槛' };
  return null;
}

export function couponTemplateRefusal(t: CouponTemplateRule, claimed = 0): PromotionRefusal {
  const amount = couponAmountRefusal(t.amount, t.threshold);
  if (amount) return amount;
  if (!Number.isInteger(t.total) || t.total < 1 || t.total > MAX_COUPON_TOTAL)
    return { field: 'total', message: `发放总量须在1到${MAX_COUPON_TOTAL}张之间` };
  if (t.total < claimed) return { field: 'total', message: `发放总量不能少于已领取的${claimed}张` };
  if (
    !Number.isInteger(t.limitPerMember) ||
    t.limitPerMember < 1 ||
    t.limitPerMember > MAX_COUPON_LIMIT_PER_MEMBER
  )
    return { field: 'limit_per_member', message: `每人限领须在1到${MAX_COUPON_LIMIT_PER_MEMBER}张之间` };
  const claimWindow = windowRefusal(t.claimStartsAt, t.claimEndsAt);
  if (claimWindow) return { field: 'claim_ends_at', message: claimWindow.message.replace('活动', '领取') };
  if (t.validity.kind === 'days') {
    const days = t.validity.validDays;
    if (!Number.isInteger(days) || days < 1 || days > MAX_COUPON_VALID_DAYS)
      return { field: 'valid_days', message: `领取后有效天数须在1到${MAX_COUPON_VALID_DAYS}天之间` };
    return null;
  }
  const { validFrom, validTo } = t.validity;
  if (validTo.getTime() <= validFrom.getTime())
    return { field: 'valid_to', message: '使用结束时间必须晚于开始时间' };
  // A coupon claimed on the last day must still be usable.
  if (validTo.getTime() < t.claimEndsAt.getTime())
    return { field: 'valid_to', message: '使用结束时间不能早于领取结束时间' };
  return null;
}

/** The dates of the coupon a claim at `claimedAt` gives. */
export function claimedCouponValidity(
  validity: CouponValidity,
  claimedAt: Date,
): { validFrom: Date; validTo: Date } {
  if (validity.kind === 'fixed') return { validFrom: validity.validFrom, validTo: validity.validTo };
  return { validFrom: claimedAt, validTo: new Date(claimedAt.getTime() + validity.validDays * DAY_MS) };
}

export interface ClaimState {
  isOn: boolean;
  claimStartsAt: Date;
  claimEndsAt: Date;
  total: number;
  claimed: number;
  limitPerMember: number;
  validity: CouponValidity;
}

export type ClaimRefusal = 'off' | 'not_started' | 'ended' | 'sold_out' | 'limit' | null;

export const CLAIM_REFUSAL_MESSAGES: Record<Exclude<ClaimRefusal, null>, string> = {
  off: '该优惠券已下架',
  not_started: '该优惠券尚未开始领取',
  ended: '该优惠券领取已结束',
  sold_out: '优惠券已领完',
  limit: '已达领取上限',
};

/**
 * Why a member who already holds `claimedByMember` of these coupons may not claim one at `now`, or
 * null. A fixed validity that has ended closes the claim as well: nobody is given a dead coupon.
 */
export function claimRefusal(t: ClaimState, claimedByMember: number, now: Date): ClaimRefusal {
  if (!t.isOn) return 'off';
  if (now.getTime() < t.claimStartsAt.getTime()) return 'not_started';
  if (now.getTime() >= t.claimEndsAt.getTime()) return 'ended';
  if (t.validity.kind === 'fixed' && now.getTime() >= t.validity.validTo.getTime()) return 'ended';
  if (t.claimed >= t.total) return 'sold_out';
  if (claimedByMember >= t.limitPerMember) return 'limit';
  return null;
}

/** How much of the total is claimed, as a whole percentage for the progress bar (never 100 until it is all gone). */
export function claimedPercent(claimed: number, total: number): number {
  if (total <= 0 || claimed >= total) return 100;
  return Math.min(99, Math.floor((claimed * 100) / total));
}
