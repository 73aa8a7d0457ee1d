import { assertFen } from '../money';
import { storewidePrice } from './storewide';

/** A ladder tier: from `number` units on, each unit costs `price` fen. */
export interface LadderTier {
  number: number;
  price: number;
}

export interface UnitPriceInput {
  basePrice: number;
  ladder?: readonly LadderTier[] | null;
  activityPrice?: number | null;
  /** The ‰ rate of the 全场折扣 the goods takes part in (storewideRuleFor), when the line may take it. */
  storewideRate?: number | null;
  quantity: number;
}

function assertQuantity(quantity: number): number {
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(`quantity must be a non-negative integer, got ${String(quantity)}`);
  }
  return quantity;
}

// Equal `number`s are bad data; the cheaper one wins so the result never depends on list order.
function better(a: LadderTier, b: LadderTier, preferHigher: boolean): boolean {
  if (a.number !== b.number) return preferHigher ? a.number > b.number : a.number < b.number;
  return a.price < b.price;
}

/** The tier with the highest `number` ≤ quantity. */
export function ladderTierFor(
  ladder: readonly LadderTier[] | null | undefined,
  quantity: number,
): LadderTier | null {
  assertQuantity(quantity);
  let found: LadderTier | null = null;
  for (const tier of ladder ?? []) {
    if (tier.number <= quantity && (found === null || better(tier, found, true))) found = tier;
  }
  return found;
}

/**
 * DOMAIN.md pricing step 1: ladder tier, else activity price, else the base price at the storewide
 * rate (全场94折), else base price. None of them is applied on top of another (docs/promotions.md).
 */
export function unitPrice({
  basePrice,
  ladder,
  activityPrice,
  storewideRate,
  quantity,
}: UnitPriceInput): number {
  assertFen(basePrice, 'basePrice');
  const tier = ladderTierFor(ladder, quantity);
  if (tier) return assertFen(tier.price, 'ladder price');
  if (activityPrice !== null && activityPrice !== undefined) return assertFen(activityPrice, 'activityPrice');
  if (storewideRate !== null && storewideRate !== undefined) return storewidePrice(basePrice, storewideRate);
  return basePrice;
}

export interface NextTierHint {
  need: number;
  price: number;
}

/** The quantity still needed to reach the next tier above `quantity`, and that tier's price. */
export function nextTierHint(
  ladder: readonly LadderTier[] | null | undefined,
  quantity: number,
): NextTierHint | null {
  assertQuantity(quantity);
  let next: LadderTier | null = null;
  for (const tier of ladder ?? []) {
    if (tier.number > quantity && (next === null || better(tier, next, false))) next = tier;
  }
  return next && { need: next.number - quantity, price: assertFen(next.price, 'ladder price') };
}

/** DOMAIN.md pricing step 2. */
export function lineAmount(unitPriceFen: number, quantity: number): number {
  assertFen(unitPriceFen, 'unitPrice');
  assertQuantity(quantity);
  return assertFen(unitPriceFen * quantity, 'line amount');
}
