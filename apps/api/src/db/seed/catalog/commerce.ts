import type { Random } from '../random';
import type { Draft } from './types';

// Commercial terms of one goods: price, packs, ladder, zones and promotion flags.

/** Prices end in whole 角 like a real price list; cheap goods keep their fen. */
const roundPrice = (fen: number) => (fen >= 1_000 ? Math.round(fen / 10) * 10 : Math.max(1, Math.round(fen)));

export function pricesFor(draft: Draft, random: Random) {
  const basePrice = roundPrice(draft.supplyPrice * random.float(0.97, 1.06));
  let retailPrice = roundPrice(basePrice * random.float(1.3, 1.8));
  if (retailPrice >= 2_000) retailPrice = Math.round(retailPrice / 50) * 50 - (random.chance(0.5) ? 20 : 0);
  return { basePrice, retailPrice: Math.max(retailPrice, basePrice + 1) };
}

export function packsFor(draft: Draft, random: Random) {
  if (draft.kind === 'herbal')
    return { middlePack: 1, piecePack: random.pick([10, 20, 30, 40]), canSplit: true };
  if (draft.kind === 'device') {
    if (draft.consumable) {
      const middlePack = random.pick([1, 5, 10, 10, 20, 50]);
      return {
        middlePack,
        piecePack: middlePack * random.pick([10, 20, 40]),
        canSplit: middlePack === 1 || random.chance(0.6),
      };
    }
    return { middlePack: 1, piecePack: random.pick([4, 6, 8, 10, 12]), canSplit: true };
  }
  const middlePack = random.weighted([
    [1, 45],
    [5, 8],
    [10, 27],
    [12, 5],
    [20, 10],
    [30, 5],
  ] as const);
  const piecePack = random.pick([100, 120, 200, 240, 300, 400, 480, 500, 600]);
  return {
    middlePack,
    piecePack: Math.max(piecePack, middlePack * 10),
    canSplit: middlePack === 1 || random.chance(0.65),
  };
}

/**
 * 2 or 3 tiers (e.g. 10 → -3%, 50 → -6%), quantities in whole middle packs, each tier strictly cheaper
 * than the one before and than the base price.
 */
export function ladderFor(basePrice: number, middlePack: number, random: Random) {
  const steps =
    middlePack === 1
      ? random.pick([
          [10, 50],
          [5, 20],
          [10, 30, 100],
          [20, 100],
        ])
      : random.pick([
          [2, 5],
          [3, 10],
          [2, 5, 10],
          [5, 20],
        ]);
  const discounts = random.pick([
    [0.03, 0.06, 0.09],
    [0.02, 0.05, 0.08],
    [0.04, 0.08, 0.12],
  ]);
  const tiers: { number: number; price: number }[] = [];
  let previous = basePrice;
  steps.forEach((step, i) => {
    const price = Math.min(previous - 1, roundPrice(basePrice * (1 - discounts[i])));
    if (price <= 0) return;
    tiers.push({ number: step * middlePack, price });
    previous = price;
  });
  return tiers;
}

const REGION_SETS = [['北京', '河北'], ['北京'], ['河北', '天津', '山东'], ['广东', '广西'], ['天津'], []];

/** 控销: visible only in the allowed regions and/or customer groups; never both lists empty. */
export function controlledLinesFor(random: Random) {
  const controlledRegions = random.pick(REGION_SETS);
  const controlledGroups = controlledRegions.length === 0 || random.chance(0.25) ? ['vip'] : [];
  return { controlledRegions, controlledGroups };
}

/** Skewed like real sales: a few best sellers, a long tail. */
export function salesFor(draft: Draft, random: Random): number {
  const base = Math.floor(Math.pow(random.next(), 3.2) * 24_000) + random.int(0, 60);
  return Math.min(60_000, draft.primary ? base * 2 + 500 : base);
}

/** Whether a goods is listed recently, which gives it the 新 tag (tags follow from facts, not the seed). */
export function isNewGoodsFor(random: Random): boolean {
  // These three draws once picked stored tags; they stay so that a seed number keeps its catalogue.
  random.chance(0.08);
  random.chance(0.03);
  random.chance(0.04);
  return random.chance(0.06);
}
