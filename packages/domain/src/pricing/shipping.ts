import { FREE_SHIPPING_THRESHOLD_FEN, SHIPPING_FEE_FEN } from '../constants';
import { assertFen, sumFen } from '../money';

export interface ShippingLine {
  isFreeShippingZone: boolean;
  quantity: number;
  freeShippingNumber: number;
  amount: number;
}

export interface ShippingInput {
  lines: readonly ShippingLine[];
  /** Defaults to the sum of the line amounts. */
  goodsTotal?: number;
  freeThreshold?: number;
  shippingFee?: number;
}

/** Field names as the cart store's `shipping_data` (spec §3). */
export interface ShippingResult {
  shipping_amount: number;
  no_trans_order_amount: number;
}

export function lineShipsFree(line: ShippingLine): boolean {
  return line.isFreeShippingZone && line.quantity >= line.freeShippingNumber;
}

/** DOMAIN.md pricing step 5. */
export function shippingFor({
  lines,
  goodsTotal = sumFen(lines.map((line) => line.amount)),
  freeThreshold = FREE_SHIPPING_THRESHOLD_FEN,
  shippingFee = SHIPPING_FEE_FEN,
}: ShippingInput): ShippingResult {
  assertFen(goodsTotal, 'goodsTotal');
  assertFen(freeThreshold, 'freeThreshold');
  assertFen(shippingFee, 'shippingFee');
  if (lines.length > 0 && lines.every(lineShipsFree)) {
    return { shipping_amount: 0, no_trans_order_amount: 0 };
  }
  const missing = Math.max(0, freeThreshold - goodsTotal);
  // Nothing selected means nothing ships, but the hint still says how far free shipping is.
  const fee = lines.length === 0 || missing === 0 ? 0 : shippingFee;
  return { shipping_amount: fee, no_trans_order_amount: missing };
}
