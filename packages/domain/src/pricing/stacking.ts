/**
 * The stacking policy of docs/promotions.md: which price effects a cart line of each type takes.
 * Unit-price effects (ladder, activity price, storewide rate, bundle price) never stack with each
 * other: exactly one decides the unit price. Order discounts then come off the line amounts in the
 * fixed order of DOMAIN.md (满减, coupon, red packet, cash voucher), each clamped to what is left.
 */
export interface LineStacking {
  /** The 全场折扣 rate may set the unit price (when the goods takes part and no ladder tier applies). */
  storewide: boolean;
  /** The line counts towards its goods' 满减 activity (when the goods is coupon-eligible). */
  fullReduction: boolean;
  /** A coupon may take a share of the line (when the goods is coupon-eligible). */
  coupon: boolean;
  /** Account red packets and cash vouchers reduce what is payable, every line included. */
  redPacket: boolean;
  cashVoucher: boolean;
}

/**
 * Cart line types of spec §3: 0 ordinary goods, 1 flash sale or daily special, 3 combination; and
 * 4 bought at an answered quote (询价, a negotiated price: nothing else on the unit price), 5 a line of
 * an order the account manager prepared (代客下单, priced as an ordinary line); 6 a 换购 line (ref = the
 * offered goods of a trade-up activity, at its special price: like an activity price, nothing else on the
 * unit price and no 满减 or coupon share).
 */
export const LINE_STACKING: Readonly<Record<0 | 1 | 3 | 4 | 5 | 6, LineStacking>> = {
  0: { storewide: true, fullReduction: true, coupon: true, redPacket: true, cashVoucher: true },
  1: { storewide: false, fullReduction: false, coupon: false, redPacket: true, cashVoucher: true },
  3: { storewide: false, fullReduction: false, coupon: false, redPacket: true, cashVoucher: true },
  4: { storewide: false, fullReduction: false, coupon: false, redPacket: true, cashVoucher: true },
  5: { storewide: true, fullReduction: true, coupon: true, redPacket: true, cashVoucher: true },
  6: { storewide: false, fullReduction: false, coupon: false, redPacket: true, cashVoucher: true },
};

/** Cart line type of a quote bought (ref = the quote) and of a prepared order's line (ref = the proposal). */
export const QUOTE_LINE_TYPE = 4;
export const PROPOSAL_LINE_TYPE = 5;
/** Cart line type of a 换购 (trade-up) goods; ref = the trade_up_goods row offering it. */
export const TRADE_UP_LINE_TYPE = 6;

/** An unknown line type takes only what reduces the payable as a whole. */
const UNKNOWN: LineStacking = LINE_STACKING[1];

export function lineStacking(lineType: number): LineStacking {
  return lineType in LINE_STACKING ? LINE_STACKING[lineType as keyof typeof LINE_STACKING] : UNKNOWN;
}
