import { assertFen } from '../money';
import type { PromotionWindow } from '../promo-tags';
import type { PromotionRefusal } from '../promotion-rules';

/**
 * 全场折扣 (/welfare 全场94折): a rate in ‰ on the base price of every goods that takes part
 * (docs/promotions.md). `excludedCategoryIds` holds the excluded categories with all their
 * descendants, so a goods is tested by its own (leaf) category alone.
 */
export interface StorewideRule {
  id: number;
  name: string;
  ratePermille: number;
  excludedGoodsIds: readonly number[];
  excludedCategoryIds: readonly number[];
  startsAt: Date;
  endsAt: Date;
}

export interface StorewideGoods {
  id: number;
  categoryId: number;
  /** Goods with ladder tiers keep their ladder and never take the storewide rate. */
  hasLadder: boolean;
  /** A 秒杀 or 每日特价 price of the goods runs now: 特价商品不参与. */
  onActivity?: boolean;
}

export const MIN_STOREWIDE_RATE = 1;
export const MAX_STOREWIDE_RATE = 999;

export function isStorewideRate(rate: number): boolean {
  return Number.isInteger(rate) && rate >= MIN_STOREWIDE_RATE && rate <= MAX_STOREWIDE_RATE;
}

export function storewideRunning(rule: Pick<StorewideRule, 'startsAt' | 'endsAt'>, now: Date): boolean {
  return rule.startsAt <= now && now < rule.endsAt;
}

/**
 * The storewide discount a goods takes at `now`, or null: a running rule that excludes neither the
 * goods nor its category, for a goods without ladder tiers and without a running activity price.
 * When several run, the lowest rate wins (then the lowest id), so the answer never depends on the
 * order of `rules`.
 */
export function storewideRuleFor(
  rules: readonly StorewideRule[] | null | undefined,
  goods: StorewideGoods,
  now: Date,
): StorewideRule | null {
  if (goods.hasLadder || goods.onActivity) return null;
  let best: StorewideRule | null = null;
  for (const rule of rules ?? []) {
    if (!storewideRunning(rule, now) || !isStorewideRate(rule.ratePermille)) continue;
    if (rule.excludedGoodsIds.includes(goods.id)) continue;
    if (rule.excludedCategoryIds.includes(goods.categoryId)) continue;
    if (
      best === null ||
      rule.ratePermille < best.ratePermille ||
      (rule.ratePermille === best.ratePermille && rule.id < best.id)
    )
      best = rule;
  }
  return best;
}

/** Whether a 秒杀 or 每日特价 of the goods runs at `now` (from the windows its goods view reads). */
export function activityPriceRunning(
  windows: readonly PromotionWindow[] | null | undefined,
  now: Date,
): boolean {
  return (windows ?? []).some(
    (w) => (w.kind === 'spike' || w.kind === 'daily') && w.startsAt <= now && now < w.endsAt,
  );
}

/** Base price × rate, rounded half up to the fen; a goods that costs something never becomes free. */
export function storewidePrice(basePrice: number, ratePermille: number): number {
  assertFen(basePrice, 'basePrice');
  if (!isStorewideRate(ratePermille)) throw new RangeError(`rate must be 1‰ to 999‰, got ${ratePermille}`);
  if (basePrice <= 0) return basePrice;
  return Math.max(1, Math.round((basePrice * ratePermille) / 1000));
}

/** "94折" for 940‰, "9折" for 900‰, "95.5折" for 955‰ (the way Chinese shops write a discount). */
export function storewideLabel(ratePermille: number): string {
  if (!isStorewideRate(ratePermille)) throw new RangeError(`rate must be 1‰ to 999‰, got ${ratePermille}`);
  const tenths = ratePermille % 100 === 0 ? ratePermille / 100 : ratePermille / 10;
  return `${String(tenths)}折`;
}

/** What a storewide discount set up by staff must satisfy (the window is checked by windowRefusal). */
export function storewideRefusal(input: { ratePermille: number; name: string }): PromotionRefusal {
  if (!input.name.trim()) return { field: 'name', message: '请填写活动名称' };
  if (!isStorewideRate(input.ratePermille))
    return { field: 'rate_permille', message: '折扣须在0.1折到9.99折之间' };
  return null;
}
