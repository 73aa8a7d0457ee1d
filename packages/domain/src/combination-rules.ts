import type { PromotionRefusal } from './promotion-rules';

/** 组合购: a set of goods sold together at one bundle price. Money in fen. */

export const COMBINATION_MIN_GOODS = 2;
export const COMBINATION_MAX_GOODS = 10;
export const COMBINATION_MAX_NUMBER = 9999;

export interface CombinationLine {
  goodsId: number;
  number: number;
  /** The goods' normal price per unit. */
  basePrice: number;
}

/** What the lines cost bought separately at their normal prices. */
export const normalTotal = (lines: readonly CombinationLine[]) =>
  lines.reduce((sum, l) => sum + l.basePrice * l.number, 0);

/** 2–10 distinct goods, each at least one unit, and a bundle price above 0 and below their normal total. */
export function combinationRefusal(lines: readonly CombinationLine[], bundlePrice: number): PromotionRefusal {
  if (lines.length < COMBINATION_MIN_GOODS)
    return { field: 'items', message: `组合购至少需要${COMBINATION_MIN_GOODS}种商品` };
  if (lines.length > COMBINATION_MAX_GOODS)
    return { field: 'items', message: `组合购最多${COMBINATION_MAX_GOODS}种商品` };
  if (new Set(lines.map((l) => l.goodsId)).size !== lines.length)
    return { field: 'items', message: '组合内商品不能重复，请合并数量' };
  if (lines.some((l) => !Number.isInteger(l.number) || l.number < 1))
    return { field: 'items', message: '每种商品的数量至少为1' };
  if (lines.some((l) => l.number > COMBINATION_MAX_NUMBER))
    return { field: 'items', message: `每种商品的数量不能超过${COMBINATION_MAX_NUMBER}` };
  if (bundlePrice <= 0) return { field: 'price', message: '组合价必须大于0' };
  if (bundlePrice >= normalTotal(lines)) return { field: 'price', message: '组合价必须低于商品原价合计' };
  if (splitBundlePrice(lines, bundlePrice) === null)
    return { field: 'price', message: '组合价无法按各商品数量精确分摊到分，请微调组合价' };
  return null;
}

/**
 * Unit prices (in line order) whose sum of price × number is exactly `bundlePrice`, each near its
 * share of the normal total and at least 1 fen; null when no such split exists. The cart and orders
 * price a bundle line by line from these, so the split must add up to the fen.
 */
export function splitBundlePrice(lines: readonly CombinationLine[], bundlePrice: number): number[] | null {
  const total = normalTotal(lines);
  if (lines.length === 0 || total <= 0 || bundlePrice <= 0) return null;
  const base = lines.map((l) => Math.max(1, Math.floor((l.basePrice * bundlePrice) / total)));
  const numbers = lines.map((l) => l.number);
  // Take back whole units from the dearest lines until the rest can be topped up exactly.
  const order = lines.map((_, i) => i).sort((a, b) => base[b]! - base[a]!);
  for (let back = 0; back <= 3; back++) {
    for (const i of back === 0 ? [-1] : order) {
      const prices = [...base];
      if (i >= 0) {
        if (prices[i]! - back < 1) continue;
        prices[i] = prices[i]! - back;
      }
      const rest = bundlePrice - prices.reduce((s, p, k) => s + p * numbers[k]!, 0);
      if (rest < 0) continue;
      const topUp = makeChange(rest, numbers);
      if (topUp) return prices.map((p, k) => p + topUp[k]!);
    }
  }
  return null;
}

/** Counts k per coin with Σ k·coin = amount (unbounded, largest coins first), or null. */
function makeChange(amount: number, coins: readonly number[]): number[] | null {
  if (amount > 1_000_000) return null;
  const byValue = coins.map((_, i) => i).sort((a, b) => coins[b]! - coins[a]!);
  const from = new Array<number>(amount + 1).fill(-1);
  from[0] = -2;
  for (let a = 1; a <= amount; a++)
    for (const c of byValue)
      if (coins[c]! <= a && from[a - coins[c]!] !== -1) {
        from[a] = c;
        break;
      }
  if (from[amount] === -1) return null;
  const counts = coins.map(() => 0);
  for (let a = amount; a > 0; a -= coins[from[a]!]!) counts[from[a]!]!++;
  return counts;
}
