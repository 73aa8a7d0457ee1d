/** 买N赠M: how many gift units `bought` units earn. */
export function giftQuantity(bought: number, buyNumber: number, giftNumber: number): number {
  if (![bought, buyNumber, giftNumber].every((n) => Number.isSafeInteger(n) && n >= 0)) {
    throw new RangeError('gift quantities must be non-negative integers');
  }
  if (buyNumber === 0 || giftNumber === 0) return 0;
  return Math.floor(bought / buyNumber) * giftNumber;
}

/**
 * Units a member may still buy at a flash-sale price: `limit` per member (0 = no limit) minus what
 * earlier orders took. Null means unlimited.
 */
export function flashSaleRemaining(limit: number, alreadyBought: number): number | null {
  if (!Number.isSafeInteger(limit) || !Number.isSafeInteger(alreadyBought)) {
    throw new RangeError('flash-sale counts must be integers');
  }
  if (limit <= 0) return null;
  return Math.max(0, limit - Math.max(0, alreadyBought));
}

/** A coupon applies when the eligible goods total after 满减 reaches its threshold. */
export function couponApplies(threshold: number, eligibleAfterFullReduction: number): boolean {
  return eligibleAfterFullReduction > 0 && eligibleAfterFullReduction >= threshold;
}

/** "满500减50" or "无门槛减20", for coupon and voucher lists. */
export function discountLabel(thresholdYuan: string, amountYuan: string, thresholdFen: number): string {
  const trim = (s: string) => s.replace(/\.00$/, '');
  return thresholdFen > 0 ? `满${trim(thresholdYuan)}减${trim(amountYuan)}` : `无门槛减${trim(amountYuan)}`;
}
