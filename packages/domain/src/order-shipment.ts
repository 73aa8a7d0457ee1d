/** What a paid order still has to ship once refunds are counted (DOMAIN.md after-sales before shipping). */
export interface ShipmentLine {
  quantity: number;
  /** Gifts ship with the goods they came with, so they never keep an order open on their own. */
  isGift: boolean;
  /** Units refunded. */
  refunded: number;
  /** Units in refund requests that were not rejected (applied, approved or refunded). */
  requested: number;
}

function bought(lines: readonly ShipmentLine[]) {
  return lines.filter((l) => !l.isGift);
}

/** Every bought unit is refunded: the order is closed and nothing ships. */
export function isFullyRefunded(lines: readonly Pick<ShipmentLine, 'quantity' | 'isGift' | 'refunded'>[]) {
  const own = lines.filter((l) => !l.isGift);
  return own.length > 0 && own.every((l) => l.refunded >= l.quantity);
}

/** Bought units nobody asked to have refunded. */
export function unitsToShip(lines: readonly ShipmentLine[]): number {
  return bought(lines).reduce(
    (sum, l) => sum + Math.max(0, l.quantity - Math.max(l.requested, l.refunded)),
    0,
  );
}

export type ShipRefusal = 'refunded' | 'refunding';

export const SHIP_REFUSAL_MESSAGES: Record<ShipRefusal, string> = {
  refunded: '订单商品已全部退款，无需发货',
  refunding: '订单商品均已申请退款，请先处理售后申请',
};

/** Why an unshipped order may not ship now, or null when something remains to ship. */
export function shipRefusal(lines: readonly ShipmentLine[]): ShipRefusal | null {
  if (isFullyRefunded(lines)) return 'refunded';
  return unitsToShip(lines) === 0 ? 'refunding' : null;
}
