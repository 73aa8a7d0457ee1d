import { isoOfDay, monthsBefore } from '../dates';
import type { Random } from '../random';
import { batchNumber } from './codes';
import type { Draft } from './types';

export interface BatchPlan {
  id: number;
  goodsId: number;
  batchNo: string;
  producedOn: string;
  expiresOn: string;
  stock: number;
  qualityReportUrl: string;
}

export type ExpiryProfile = 'normal' | 'near' | 'short';

/** Remaining shelf life, in days, of the first-expiring batch on sale. */
function firstRemainingDays(profile: ExpiryProfile, shelfDays: number, random: Random): number {
  if (profile === 'short') return random.int(10, 40);
  if (profile === 'near') return random.int(45, 175);
  return random.int(200, Math.max(210, shelfDays - 30));
}

function stockFor(draft: Draft, basePrice: number, random: Random): number {
  const ceiling = basePrice < 1_000 ? 5_000 : basePrice < 5_000 ? 2_000 : basePrice < 20_000 ? 600 : 120;
  const stock = random.int(Math.ceil(ceiling / 20), ceiling);
  return draft.type === 1 ? Math.ceil(stock / 4) : stock;
}

/**
 * 1 to 3 batches, later ones expiring later. Dates are calendar days relative to `today`; a batch is
 * produced its shelf life before it expires, which is always in the past.
 */
export function planBatches(input: {
  goodsId: number;
  firstId: number;
  draft: Draft;
  basePrice: number;
  /** Today as a day number (see dates.ts). */
  today: number;
  profile: ExpiryProfile;
  soldOut: boolean;
  random: Random;
}): BatchPlan[] {
  const { draft, random } = input;
  const count = random.weighted([
    [1, 45],
    [2, 40],
    [3, 15],
  ] as const);
  const shelfDays = draft.shelfMonths * 30;
  let remaining = firstRemainingDays(input.profile, shelfDays, random);
  const batches: BatchPlan[] = [];
  for (let i = 0; i < count; i++) {
    const expiresDay = input.today + remaining;
    const expiresOn = isoOfDay(expiresDay);
    const producedOn = isoOfDay(monthsBefore(expiresDay, draft.shelfMonths) + 1);
    const id = input.firstId + i;
    // A near-expiry batch is usually the only one left; otherwise an older batch may be sold out.
    const empty = input.soldOut || (i === 0 && count > 1 && random.chance(0.06));
    batches.push({
      id,
      goodsId: input.goodsId,
      batchNo: batchNumber(draft.maker.id, producedOn, i + 1),
      producedOn,
      expiresOn,
      stock: empty ? 0 : stockFor(draft, input.basePrice, random),
      qualityReportUrl: random.chance(0.88) ? `/img/report/${id}.svg` : '',
    });
    if (input.profile !== 'normal') break;
    remaining = Math.min(shelfDays - 5, remaining + random.int(30, 240));
  }
  return batches;
}
