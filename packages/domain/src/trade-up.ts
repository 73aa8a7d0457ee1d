import { formatYuan } from './money';

/**
 * 换购 (trade-up purchase): an activity where an order that reaches an amount (of all goods, or of
 * the activity's trigger goods) may add one chosen goods at a special price, a limited quantity per
 * order. The trade-up line itself never counts towards the amount that unlocks it. A trade-up line
 * whose condition is not (or no longer) met is refused, with the reason in Chinese.
 */
export interface TradeUpOffer {
  /** Fen the qualifying goods must reach; 0 = buying any trigger goods is enough. */
  threshold: number;
  /** Goods whose amounts count; empty = every goods of the order. */
  triggerGoodsIds: readonly number[];
  goodsId: number;
  goodsName: string;
  /** The special price of one unit, fen. */
  price: number;
  limitPerOrder: number;
}

export interface TradeUpLine {
  goodsId: number;
  /** Fen the line costs (after ladder and activity prices). */
  amount: number;
  /** The line is a trade-up line (bought at the special price). */
  tradeUp: boolean;
}

/** How much of the order counts towards the offer, and what is still missing (fen). */
export function tradeUpProgress(offer: TradeUpOffer, lines: readonly TradeUpLine[]) {
  const triggers = new Set(offer.triggerGoodsIds);
  const counted = lines.filter((l) => !l.tradeUp && (triggers.size === 0 || triggers.has(l.goodsId)));
  const spent = counted.reduce((sum, l) => sum + l.amount, 0);
  const reached = counted.length > 0 && spent >= offer.threshold;
  return { spent, reached, missing: reached ? 0 : Math.max(0, offer.threshold - spent) };
}

/** The cart's line about the offer: 「已满X元，可换购」 or how much is still missing. */
export function tradeUpHint(offer: TradeUpOffer, lines: readonly TradeUpLine[]): string {
  const { reached, missing } = tradeUpProgress(offer, lines);
  const scope = offer.triggerGoodsIds.length > 0 ? '指定商品' : '';
  if (reached)
    return offer.threshold > 0
      ? `${scope}已满${formatYuan(offer.threshold)}元，可换购${offer.goodsName}（每单限${offer.limitPerOrder}件）`
      : `已购指定商品，可换购${offer.goodsName}（每单限${offer.limitPerOrder}件）`;
  return `${scope}再买${formatYuan(missing)}元，可${formatYuan(offer.price)}元换购${offer.goodsName}`;
}

/**
 * Whether `quantity` units of the offer's goods may be bought at its special price with these lines:
 * null when they may, else the refusal the buyer reads.
 */
export function tradeUpRefusal(
  offer: TradeUpOffer,
  lines: readonly TradeUpLine[],
  quantity: number,
): string | null {
  if (!Number.isInteger(quantity) || quantity <= 0) return '换购数量不正确';
  if (quantity > offer.limitPerOrder) return `${offer.goodsName}每单限换购${offer.limitPerOrder}件`;
  const { reached, missing } = tradeUpProgress(offer, lines);
  if (!reached)
    return offer.threshold > 0
      ? `未满${formatYuan(offer.threshold)}元（还差${formatYuan(missing)}元），不能换购${offer.goodsName}`
      : `未购买指定商品，不能换购${offer.goodsName}`;
  return null;
}

/**
 * The cart's banner of an activity over all its goods: 「已满X元，可换购」 once the counted amount
 * reaches the threshold, else 「还差Y元，满X元可换购」.
 */
export function tradeUpActivityHint(threshold: number, spent: number): string {
  const amount = formatYuan(threshold);
  return spent >= threshold
    ? `已满${amount}元，可换购`
    : `还差${formatYuan(threshold - spent)}元，满${amount}元可换购`;
}
