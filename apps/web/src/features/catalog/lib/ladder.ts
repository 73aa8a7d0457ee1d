/** What the detail page says about ladder prices (DOMAIN.md pricing step 1), from yuan strings. */
import { formatYuan, ladderTierFor, nextTierHint, parseYuan, type LadderTier } from '@yaocai/domain';
import type { LadderPrice } from '../api/types';

/** Ladder tiers in fen, lowest quantity first; tiers with an unreadable price are left out. */
export function ladderInFen(ladder: readonly LadderPrice[] | null | undefined): LadderTier[] {
  const tiers: LadderTier[] = [];
  for (const tier of ladder ?? []) {
    const price = parseYuan(tier.price);
    if (price !== null && Number.isSafeInteger(tier.number) && tier.number > 0) {
      tiers.push({ number: tier.number, price });
    }
  }
  return tiers.sort((a, b) => a.number - b.number || a.price - b.price);
}

const safeQuantity = (quantity: number) => (Number.isSafeInteger(quantity) && quantity > 0 ? quantity : 0);

/** "再买N件可享¥x" for the quantity entered; at the top tier, that its price applies; null without a ladder. */
export function ladderHintText(
  ladder: readonly LadderPrice[] | null | undefined,
  quantity: number,
  unit = '件',
): string | null {
  const tiers = ladderInFen(ladder);
  if (tiers.length === 0) return null;
  const q = safeQuantity(quantity);
  const next = nextTierHint(tiers, q);
  if (next) return `再买${next.need}${unit}可享¥${formatYuan(next.price)}`;
  const top = ladderTierFor(tiers, q);
  return top ? `已享阶梯价¥${formatYuan(top.price)}` : null;
}

/** The tier the quantity falls in (its `number`), to mark its row; null below the first tier. */
export function activeTierNumber(
  ladder: readonly LadderPrice[] | null | undefined,
  quantity: number,
): number | null {
  return ladderTierFor(ladderInFen(ladder), safeQuantity(quantity))?.number ?? null;
}

/** The unit price for the quantity: its tier's, else the base price (yuan strings); null when hidden. */
export function unitPriceText(
  basePrice: string | null,
  ladder: readonly LadderPrice[] | null | undefined,
  quantity: number,
): string | null {
  if (basePrice === null) return null;
  const tier = ladderTierFor(ladderInFen(ladder), safeQuantity(quantity));
  return tier ? formatYuan(tier.price) : basePrice;
}

/** 毛利率 = (建议零售价 − 供货价) / 建议零售价, as "30.1%"; null when either is missing or retail is 0. */
export function grossMarginText(
  price: string | null | undefined,
  retail: string | null | undefined,
): string | null {
  if (!price || !retail) return null;
  const cost = parseYuan(price);
  const sale = parseYuan(retail);
  if (cost === null || sale === null || sale <= 0) return null;
  // Integer fen: per-mille, rounded half up, then one decimal.
  const permille = Math.round(((sale - cost) * 1000) / sale);
  return `${(permille / 10).toFixed(1)}%`;
}

/** Unit price × quantity in exact fen, as yuan; null when the price is hidden or unreadable. */
export function lineTotalText(unitPrice: string | null, quantity: number): string | null {
  const fen = unitPrice === null ? null : parseYuan(unitPrice);
  if (fen === null || !Number.isSafeInteger(quantity) || quantity < 0) return null;
  return formatYuan(fen * quantity);
}
