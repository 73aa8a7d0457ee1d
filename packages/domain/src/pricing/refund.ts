import { assertFen } from '../money';

function assertCount(n: number, what: string): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${what} must be a non-negative integer`);
  return n;
}

/**
 * The part of `total` (a line's paid amount or one of its shares) that belongs to units
 * `from` + 1 … `from` + `quantity` out of `outOf` units. Parts of successive refunds add up to
 * exactly `total` once every unit is back, and never to more.
 */
export function unitsPart(total: number, outOf: number, from: number, quantity: number): number {
  assertFen(total, 'total');
  if (total < 0) throw new RangeError('total must not be negative');
  assertCount(outOf, 'outOf');
  assertCount(from, 'from');
  assertCount(quantity, 'quantity');
  if (outOf === 0 || from + quantity > outOf) throw new RangeError('more units than the line holds');
  const upTo = (units: number) => Number((BigInt(total) * BigInt(units)) / BigInt(outOf));
  return upTo(from + quantity) - upTo(from);
}

export interface CreditRefundSplit {
  /** Reduces the credit used. */
  toCredit: number;
  /** Credit already repaid comes back as balance. */
  toBalance: number;
}

/** A refund of an order paid on credit first cancels what is still owed, the rest goes to the balance. */
export function creditRefundSplit(creditUsed: number, refund: number): CreditRefundSplit {
  assertFen(creditUsed, 'creditUsed');
  assertFen(refund, 'refund');
  if (refund < 0) throw new RangeError('refund must not be negative');
  const toCredit = Math.max(0, Math.min(creditUsed, refund));
  return { toCredit, toBalance: refund - toCredit };
}
