import { assertFen } from './money';

/**
 * 积分 (points). Points are earned on the goods money a member actually paid for an order (each
 * line's paid amount: after 满减, coupon, red packet and cash voucher; shipping earns nothing), at
 * `rate` points per yuan, rounded down per line, once the order completes. A refund takes back, line
 * by line, what the refunded money had earned; a line never gives back more than it earned.
 */

/** Points per yuan paid when site_config has no valid `points_rate`. */
export const DEFAULT_POINTS_RATE = 1;
export const MAX_POINTS_RATE = 100;

/** The site_config value of `points_rate`: a whole number 0…100 (0 turns earning off); else the default. */
export function pointsRateOf(value: string | null | undefined): number {
  const text = (value ?? '').trim();
  if (!/^\d{1,3}$/.test(text)) return DEFAULT_POINTS_RATE;
  const rate = Number(text);
  return rate <= MAX_POINTS_RATE ? rate : DEFAULT_POINTS_RATE;
}

function assertRate(rate: number) {
  if (!Number.isInteger(rate) || rate < 0 || rate > MAX_POINTS_RATE)
    throw new RangeError(`points rate must be a whole number 0…${MAX_POINTS_RATE}, got ${String(rate)}`);
}

/** Whole points for `fen` paid at `rate` points per yuan (rounded down). */
export function pointsForFen(fen: number, rate: number): number {
  assertFen(fen, 'fen');
  assertRate(rate);
  if (fen <= 0) return 0;
  return Math.floor((fen * rate) / 100);
}

/** What a line of `paid` fen earns once `refunded` fen of it came back. */
export function linePoints(paid: number, refunded: number, rate: number): number {
  assertFen(refunded, 'refunded');
  const kept = Math.max(0, Math.min(refunded, paid));
  return pointsForFen(paid, rate) - pointsForFen(kept, rate);
}

export interface EarningLine {
  /** The line's paid amount (fen). */
  paid: number;
  /** Money already refunded on the line (fen). */
  refunded: number;
}

/** What a completed order earns: the sum of its lines' points, net of refunds made before completion. */
export function orderPoints(lines: readonly EarningLine[], rate: number): number {
  return lines.reduce((sum, l) => sum + linePoints(l.paid, l.refunded, rate), 0);
}

export interface RefundLine {
  paid: number;
  /** Money refunded on the line before this refund. */
  refundedBefore: number;
  /** Money this refund sends back for the line. */
  refunding: number;
}

/**
 * Points a refund takes back: per line, what the line earned before minus what it earns after; the
 * order never gives back more than it earned (`earned` − `reversed` so far, from the ledger).
 */
export function refundReversal(
  lines: readonly RefundLine[],
  rate: number,
  order: { earned: number; reversed: number },
): number {
  const due = lines.reduce(
    (sum, l) =>
      sum +
      linePoints(l.paid, l.refundedBefore, rate) -
      linePoints(l.paid, l.refundedBefore + l.refunding, rate),
    0,
  );
  return Math.max(0, Math.min(due, order.earned - order.reversed));
}

/**
 * What a reversal actually takes when the member already spent some points: only what is still held
 * (points never go below zero); the rest is written off and noted in the ledger entry.
 */
export function heldReversal(due: number, held: number): number {
  return Math.max(0, Math.min(due, held));
}

/**
 * Why an exchange of `number` items may not go ahead under the per-member limit (0 = no limit), or
 * null. Stock and points are checked by the database's conditional updates.
 */
export function exchangeLimitRefusal(limit: number, exchanged: number, number: number): string | null {
  if (limit <= 0) return null;
  const left = Math.max(0, limit - exchanged);
  if (left === 0) return `每人限兑${limit}件，您已兑换${exchanged}件`;
  if (number > left) return `每人限兑${limit}件，您还可兑换${left}件`;
  return null;
}
