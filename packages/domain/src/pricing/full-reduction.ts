import { assertFen, formatYuan } from '../money';

/** 满减 tier: when the eligible total reaches `amount`, `reduction` comes off. Both in fen. */
export interface FullReductionTier {
  amount: number;
  reduction: number;
}

export interface EvaluatedTier extends FullReductionTier {
  status: 0 | 1;
}

export interface FullReductionResult {
  /** Reached tiers first, then by amount. */
  tiers: EvaluatedTier[];
  /** The best reached reduction, never more than the eligible total. */
  reduction: number;
  best: EvaluatedTier | null;
  /** The cheapest unreached tier that would give more than `reduction`, for "再买 X 元减 Y". */
  next: { need: number; reduction: number } | null;
}

export function evaluateFullReduction(
  tiers: readonly FullReductionTier[],
  eligibleTotal: number,
): FullReductionResult {
  assertFen(eligibleTotal, 'eligibleTotal');
  const evaluated: EvaluatedTier[] = tiers.map((tier) => ({
    amount: assertFen(tier.amount, 'tier amount'),
    reduction: assertFen(tier.reduction, 'tier reduction'),
    status: eligibleTotal >= tier.amount ? 1 : 0,
  }));
  evaluated.sort((a, b) => b.status - a.status || a.amount - b.amount || a.reduction - b.reduction);

  let best: EvaluatedTier | null = null;
  for (const tier of evaluated) {
    if (tier.status === 1 && (best === null || tier.reduction > best.reduction)) best = tier;
  }
  const reduction = Math.max(0, Math.min(best?.reduction ?? 0, eligibleTotal));

  const upgrade = evaluated.find((tier) => tier.status === 0 && tier.reduction > reduction);
  const next = upgrade ? { need: upgrade.amount - eligibleTotal, reduction: upgrade.reduction } : null;

  return { tiers: evaluated, reduction, best, next };
}

/** "再买¥44.00可减¥30.00" for the next tier of an evaluation; '' when no tier gives more. */
export function fullReductionHint(next: FullReductionResult['next']): string {
  return next ? `再买¥${formatYuan(next.need)}可减¥${formatYuan(next.reduction)}` : '';
}

/**
 * Splits `total` over lines in proportion to their amounts so that the shares sum exactly to
 * `total` (largest remainder, ties to the lower index). Each line's share is stored so a refund
 * reverses exactly what that line got.
 */
export function allocateShares(total: number, lineAmounts: readonly number[]): number[] {
  assertFen(total, 'total');
  if (total < 0) throw new RangeError('total must not be negative');
  let sum = 0n;
  for (const amount of lineAmounts) {
    if (assertFen(amount, 'line amount') < 0) throw new RangeError('line amounts must not be negative');
    sum += BigInt(amount);
  }
  if (total === 0) return lineAmounts.map(() => 0);
  // More than the lines are worth cannot be allocated without a share exceeding its line.
  if (BigInt(total) > sum) throw new RangeError(`cannot allocate ${total} over lines worth ${sum}`);

  // BigInt because total × amount can exceed the safe integer range.
  const big = BigInt(total);
  const shares: number[] = [];
  const remainders: { index: number; remainder: bigint }[] = [];
  let allocated = 0;
  lineAmounts.forEach((amount, index) => {
    const product = big * BigInt(amount);
    const share = Number(product / sum);
    shares.push(share);
    allocated += share;
    remainders.push({ index, remainder: product % sum });
  });

  remainders.sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const { index } of remainders.slice(0, total - allocated)) shares[index] = (shares[index] ?? 0) + 1;
  return shares;
}
