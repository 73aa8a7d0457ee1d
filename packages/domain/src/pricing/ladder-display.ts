/**
 * How the storefront shows a goods' ladder (spec §3 `ladder_price_type`, "1 or other"): 1 the price of
 * a unit at each tier (满10盒 ¥11.00), 2 the tier as a discount off the supply price (满10盒 9.2折).
 * The price charged is the same either way; it is how the wholesaler wants the offer read.
 */
export const LADDER_DISPLAY = { UNIT_PRICE: 1, DISCOUNT: 2 } as const;
export type LadderDisplay = (typeof LADDER_DISPLAY)[keyof typeof LADDER_DISPLAY];

export const LADDER_DISPLAY_LABELS: Record<LadderDisplay, string> = {
  [LADDER_DISPLAY.UNIT_PRICE]: '显示阶梯单价',
  [LADDER_DISPLAY.DISCOUNT]: '显示折扣',
};

export function isLadderDisplay(value: number): value is LadderDisplay {
  return value === LADDER_DISPLAY.UNIT_PRICE || value === LADDER_DISPLAY.DISCOUNT;
}

/**
 * A tier price as 折 of the supply price, rounded down to one decimal so it never promises more than the
 * tier gives, without a trailing .0 (920 of 1000 fen → 9.2折, 900 → 9折); null when it is no discount.
 */
export function discountText(priceFen: number, baseFen: number): string | null {
  if (!(baseFen > 0) || !(priceFen > 0) || priceFen >= baseFen) return null;
  const tenths = Math.floor((priceFen * 100) / baseFen);
  const text = tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);
  return `${text}折`;
}
