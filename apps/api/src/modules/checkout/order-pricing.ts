import { allocateOrderDiscounts, couponApplies, type AllocationResult } from '@yaocai/domain';
import type { PricedCart, PricedLine } from '../cart/index';
import type { CashVoucher, Coupon } from '../wallet/index';

export interface OrderChoice {
  couponId?: number;
  /** Fen of account red packet the buyer wants to use. */
  redPacket?: number;
  cashVoucherId?: number;
}

export interface DiscountOffers {
  coupons: Coupon[];
  cashVouchers: CashVoucher[];
  redPacketBalance: number;
}

export interface CouponOption {
  coupon: Coupon;
  usable: boolean;
  reason: string | null;
}

export interface OrderPricing {
  allocation: AllocationResult;
  coupon: Coupon | null;
  cashVoucher: CashVoucher | null;
  coupons: CouponOption[];
  cashVouchers: { voucher: CashVoucher; usable: boolean; reason: string | null }[];
  /** Refusals of the buyer's choices, by field. */
  errors: { field: string; message: string }[];
  /** Chosen discounts left unused because they would take nothing off, by field. */
  notices: { field: string; message: string }[];
}

export const NOT_APPLIED = {
  coupon_id: '本单没有可由优惠券抵扣的金额，本单未使用该优惠券',
  cash_voucher_id: '应付金额已为0，本单未使用该现金券',
} as const;

/** What the buyer chose but the order did not use (it stays theirs for another order). */
export function discountNotices(
  choice: OrderChoice,
  used: { couponId: number | null; cashVoucherId: number | null },
) {
  const notices: OrderPricing['notices'] = [];
  if (choice.couponId && used.couponId !== choice.couponId)
    notices.push({ field: 'coupon_id', message: NOT_APPLIED.coupon_id });
  if (choice.cashVoucherId && used.cashVoucherId !== choice.cashVoucherId)
    notices.push({ field: 'cash_voucher_id', message: NOT_APPLIED.cash_voucher_id });
  return notices;
}

/** DOMAIN.md step 4: coupons never apply to flash-sale lines; a 品种券 only to its goods. */
function couponCovers(coupon: Coupon, p: PricedLine): boolean {
  if (!p.withCoupon || p.line.goodsId === null) return false;
  return coupon.type !== 2 || coupon.goodsIds.includes(p.line.goodsId);
}

function couponOption(coupon: Coupon, cart: PricedCart): CouponOption {
  const eligible = cart.lines
    .filter((p) => couponCovers(coupon, p))
    .reduce((sum, p) => sum + p.amount - p.manjianShare, 0);
  if (couponApplies(coupon.threshold, eligible)) return { coupon, usable: true, reason: null };
  return { coupon, usable: false, reason: eligible > 0 ? '未达到使用门槛' : '订单中没有适用商品' };
}

/** Steps 3 to 6 over the lines of an order (all of them selected), with the buyer's discount choices. */
export function priceOrder(cart: PricedCart, offers: DiscountOffers, choice: OrderChoice): OrderPricing {
  const errors: OrderPricing['errors'] = [];
  const coupons = offers.coupons.map((c) => couponOption(c, cart));
  let coupon: Coupon | null = null;
  if (choice.couponId) {
    const option = coupons.find((o) => o.coupon.id === choice.couponId);
    if (!option) errors.push({ field: 'coupon_id', message: '优惠券不存在或已失效' });
    else if (!option.usable) errors.push({ field: 'coupon_id', message: `该优惠券不可用：${option.reason}` });
    else coupon = option.coupon;
  }
  const redPacket = choice.redPacket ?? 0;
  if (redPacket > offers.redPacketBalance) errors.push({ field: 'red_packet', message: '账户红包余额不足' });

  const goodsAfter = cart.goodsAmount - cart.manjianAmount - (coupon?.amount ?? 0);
  const cashVouchers = offers.cashVouchers.map((voucher) =>
    voucher.threshold > 0 && goodsAfter < voucher.threshold
      ? { voucher, usable: false, reason: '未达到使用门槛' }
      : { voucher, usable: true, reason: null },
  );
  let cashVoucher: CashVoucher | null = null;
  if (choice.cashVoucherId) {
    const option = cashVouchers.find((o) => o.voucher.id === choice.cashVoucherId);
    if (!option) errors.push({ field: 'cash_voucher_id', message: '现金券不存在或已失效' });
    else if (!option.usable)
      errors.push({ field: 'cash_voucher_id', message: `该现金券不可用：${option.reason}` });
    else cashVoucher = option.voucher;
  }

  const fullReductions = new Map(cart.activities.map((a) => [a.activity.id, a.result.reduction]));
  const allocation = allocateOrderDiscounts({
    lines: cart.lines.map((p) => ({
      amount: p.amount,
      fullReductionId: p.withCoupon ? (p.fullReduction?.id ?? null) : null,
      couponEligible: coupon !== null && couponCovers(coupon, p),
    })),
    fullReductions,
    coupon: coupon?.amount ?? 0,
    shipping: cart.shipping.shipping_amount,
    redPacket: errors.some((e) => e.field === 'red_packet') ? 0 : redPacket,
    cashVoucher: cashVoucher?.amount ?? 0,
  });
  // A coupon or voucher is spent only when it takes something off (red packets may already cover all).
  if (allocation.used.coupon === 0) coupon = null;
  if (allocation.used.cashVoucher === 0) cashVoucher = null;
  const notices =
    errors.length > 0
      ? []
      : discountNotices(choice, { couponId: coupon?.id ?? null, cashVoucherId: cashVoucher?.id ?? null });
  return { allocation, coupon, cashVoucher, coupons, cashVouchers, errors, notices };
}
