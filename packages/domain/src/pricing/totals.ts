import { assertFen } from '../money';

export interface PayableInput {
  goodsTotal: number;
  fullReduction?: number;
  coupon?: number;
  redPacket?: number;
  cashVoucher?: number;
  shipping?: number;
}

export interface DiscountsUsed {
  fullReduction: number;
  coupon: number;
  redPacket: number;
  cashVoucher: number;
}

export interface PayableResult {
  /** What the buyer pays (balance, credit or online); never negative. */
  payable: number;
  /** Goods after 满减 and coupon. */
  goodsAfterDiscounts: number;
  shipping: number;
  /** How much of each discount was actually consumed, after clamping. */
  used: DiscountsUsed;
  discountTotal: number;
}

function nonNegativeFen(value: number, what: string): number {
  if (assertFen(value, what) < 0) throw new RangeError(`${what} must not be negative`);
  return value;
}

/**
 * 满减 and coupons discount goods only; red packets and cash vouchers then reduce what is payable,
 * shipping included (DOMAIN.md steps 3, 4 and 6). Each discount is clamped to what is left, so the
 * unused part of a red packet or voucher can be returned to the buyer.
 */
export function payable({
  goodsTotal,
  fullReduction = 0,
  coupon = 0,
  redPacket = 0,
  cashVoucher = 0,
  shipping = 0,
}: PayableInput): PayableResult {
  let goods = nonNegativeFen(goodsTotal, 'goodsTotal');
  const take = (offered: number, from: number) => Math.min(offered, from);

  const usedFullReduction = take(nonNegativeFen(fullReduction, 'fullReduction'), goods);
  goods -= usedFullReduction;
  const usedCoupon = take(nonNegativeFen(coupon, 'coupon'), goods);
  goods -= usedCoupon;

  let due = goods + nonNegativeFen(shipping, 'shipping');
  const usedRedPacket = take(nonNegativeFen(redPacket, 'redPacket'), due);
  due -= usedRedPacket;
  const usedCashVoucher = take(nonNegativeFen(cashVoucher, 'cashVoucher'), due);
  due -= usedCashVoucher;

  return {
    payable: assertFen(due, 'payable'),
    goodsAfterDiscounts: goods,
    shipping,
    used: {
      fullReduction: usedFullReduction,
      coupon: usedCoupon,
      redPacket: usedRedPacket,
      cashVoucher: usedCashVoucher,
    },
    discountTotal: usedFullReduction + usedCoupon + usedRedPacket + usedCashVoucher,
  };
}
