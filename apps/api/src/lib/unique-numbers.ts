/**
 * Numbers people read and quote (orders, payments, after-sales), which must be unique, and telling a
 * unique-constraint violation apart.
 */
import { randomInt } from 'node:crypto';

const SHANGHAI_OFFSET_MS = 8 * 3600 * 1000;

/** e.g. YC20260521103015482913: prefix, Asia/Shanghai time to the second, six random digits. */
export function newNumber(prefix: string, now = new Date()): string {
  const stamp = new Date(now.getTime() + SHANGHAI_OFFSET_MS).toISOString().replace(/\D/g, '').slice(0, 14);
  return `${prefix}${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** A unique-constraint violation (23505) of the named constraint, through Drizzle's error wrapper. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const candidate = e as { code?: string; constraint?: string; message?: string; cause?: unknown };
    if (candidate.code === '23505') {
      return candidate.constraint === constraint || (candidate.message ?? '').includes(constraint);
    }
    e = candidate.cause;
  }
  return false;
}

/**
 * Inserts a row under a number from `draw`: `insert` returns nothing when the number was taken (its
 * insert says ON CONFLICT DO NOTHING on the number). Numbers are random within a second, so at
 * hundreds of orders or payments a second two can meet; the later one draws again instead of failing.
 */
export async function withFreshNumber<T>(
  draw: () => string,
  insert: (number: string) => Promise<T | undefined>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const row = await insert(draw());
    if (row !== undefined) return row;
    if (attempt === 5) throw new Error('no free number after 5 draws');
  }
}
