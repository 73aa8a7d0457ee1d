import { MAX_QUANTITY } from './constants';

/** 中包装: goods that may not be split are bought in multiples of their middle pack. */

export type StepDirection = 'up' | 'down';

// Legacy data uses 0 or an empty value for "no middle pack"; that means steps of one.
function packSize(middlePack: number | null | undefined): number {
  return typeof middlePack === 'number' && Number.isSafeInteger(middlePack) && middlePack > 0
    ? middlePack
    : 1;
}

function largestAllowed(pack: number): number {
  return Math.floor(MAX_QUANTITY / pack) * pack;
}

export function isValidQuantity(
  q: number,
  middlePack: number | null | undefined,
  canSplit: boolean,
): boolean {
  if (!Number.isSafeInteger(q) || q < 1 || q > MAX_QUANTITY) return false;
  return canSplit || q % packSize(middlePack) === 0;
}

/** One step of the quantity stepper: to the next multiple of the pack in that direction, within limits. */
export function stepQuantity(
  q: number,
  middlePack: number | null | undefined,
  direction: StepDirection,
): number {
  const pack = packSize(middlePack);
  const max = Math.max(pack, largestAllowed(pack));
  const current = Number.isFinite(q) ? Math.floor(q) : 0;
  const stepped =
    direction === 'up' ? (Math.floor(current / pack) + 1) * pack : (Math.ceil(current / pack) - 1) * pack;
  return Math.min(max, Math.max(pack, stepped));
}

/** What a typed quantity becomes: rounded up to a multiple of the pack, at least one pack, at most the limit. */
export function normaliseQuantity(q: number, middlePack: number | null | undefined): number {
  const pack = packSize(middlePack);
  if (!Number.isFinite(q) || q < 1) return pack;
  const rounded = Math.ceil(Math.ceil(q) / pack) * pack;
  return Math.min(rounded, Math.max(pack, largestAllowed(pack)));
}
