import { assertFen } from '../money';
import { allocateShares } from './full-reduction';

/** One priced line of an order before discounts; amounts in fen. */
export interface AllocationLine {
  amount: number;
  /** The 满减 activity whose reduction this line shares, or null. */
  fullReductionId: number | null;
  /** Whether the chosen coupon applies to this line (with_coupon, not a flash-sale line, in the coupon's goods). */
  couponEligible: boolean;
}

export interface AllocationInput {
  lines: readonly AllocationLine[];
  /** Reduction per 满减 activity id, as evaluateFullReduction gave it. */
  fullReductions: ReadonlyMap<number, number>;
  coupon: number;
  shipping: number;
  redPacket: number;
  cashVoucher: number;
}

export interface LineShares {
  fullReduction: number;
  coupon: number;
  redPacket: number;
  cashVoucher: number;
  /** What the buyer paid for the line: amount minus every share. */
  paid: number;
}

export interface AllocationResult {
  lines: LineShares[];
  shipping: { amount: number; redPacket: number; cashVoucher: number; paid: number };
  used: { fullReduction: number; coupon: number; redPacket: number; cashVoucher: number };
  goodsAmount: number;
  /** Sum of every line's paid plus the shipping paid. */
  payable: number;
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

/** Shares of `total` over the lines picked by `pick`, in proportion to `weights`; 0 elsewhere. */
function spread(total: number, weights: readonly number[], pick: (index: number) => boolean): number[] {
  const indexes = weights.map((_, i) => i).filter(pick);
  const shares = allocateShares(
    total,
    indexes.map((i) => weights[i] ?? 0),
  );
  const out = weights.map(() => 0);
  indexes.forEach((lineIndex, k) => (out[lineIndex] = shares[k] ?? 0));
  return out;
}

/**
 * DOMAIN.md pricing steps 3 to 6 over the lines of one order, keeping each discount's share per line
 * so a refund reverses exactly what that line got. Every discount is clamped to what is left, so no
 * line and no total goes below zero; shipping takes part only in red packets and cash vouchers.
 */
export function allocateOrderDiscounts(input: AllocationInput): AllocationResult {
  const amounts = input.lines.map((line) => assertFen(line.amount, 'line amount'));
  if (amounts.some((a) => a < 0)) throw new RangeError('line amounts must not be negative');
  for (const v of [input.coupon, input.shipping, input.redPacket, input.cashVoucher]) {
    if (assertFen(v) < 0) throw new RangeError('discounts and shipping must not be negative');
  }
  const remaining = [...amounts];
  const fullReduction = amounts.map(() => 0);
  for (const [activityId, reduction] of input.fullReductions) {
    const inGroup = (i: number) => input.lines[i]?.fullReductionId === activityId;
    const groupTotal = sum(remaining.filter((_, i) => inGroup(i)));
    const shares = spread(Math.min(Math.max(0, reduction), groupTotal), remaining, inGroup);
    shares.forEach((s, i) => {
      fullReduction[i] = (fullReduction[i] ?? 0) + s;
      remaining[i] = (remaining[i] ?? 0) - s;
    });
  }
  const couponPick = (i: number) => input.lines[i]?.couponEligible === true;
  const couponBase = sum(remaining.filter((_, i) => couponPick(i)));
  const coupon = spread(Math.min(input.coupon, couponBase), remaining, couponPick);
  coupon.forEach((s, i) => (remaining[i] = (remaining[i] ?? 0) - s));

  // Red packets and vouchers reduce what is payable, shipping included: shipping is the last weight.
  let shippingLeft = input.shipping;
  const takeFromDue = (offered: number) => {
    const weights = [...remaining, shippingLeft];
    const used = Math.min(offered, sum(weights));
    const shares = allocateShares(used, weights);
    const lineShares = shares.slice(0, remaining.length);
    lineShares.forEach((s, i) => (remaining[i] = (remaining[i] ?? 0) - s));
    const shippingShare = shares[remaining.length] ?? 0;
    shippingLeft -= shippingShare;
    return { used, lineShares, shippingShare };
  };
  const redPacket = takeFromDue(input.redPacket);
  const cashVoucher = takeFromDue(input.cashVoucher);

  const lines = amounts.map((_, i) => ({
    fullReduction: fullReduction[i] ?? 0,
    coupon: coupon[i] ?? 0,
    redPacket: redPacket.lineShares[i] ?? 0,
    cashVoucher: cashVoucher.lineShares[i] ?? 0,
    paid: remaining[i] ?? 0,
  }));
  return {
    lines,
    shipping: {
      amount: input.shipping,
      redPacket: redPacket.shippingShare,
      cashVoucher: cashVoucher.shippingShare,
      paid: shippingLeft,
    },
    used: {
      fullReduction: sum(fullReduction),
      coupon: sum(coupon),
      redPacket: redPacket.used,
      cashVoucher: cashVoucher.used,
    },
    goodsAmount: sum(amounts),
    payable: sum(remaining) + shippingLeft,
  };
}
