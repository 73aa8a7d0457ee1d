/** Money is integer fen (分) everywhere; yuan strings exist only at the edges. */

export function isFen(n: unknown): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n);
}

export function assertFen(n: number, what = 'amount'): number {
  if (!isFen(n)) throw new RangeError(`${what} must be a safe integer of fen, got ${String(n)}`);
  return n;
}

export function formatYuan(fen: number): string {
  assertFen(fen);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  const yuan = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}${yuan}.${cents}`;
}

export interface ParseYuanOptions {
  allowNegative?: boolean;
}

const YUAN_PATTERN = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;
const MAX_FEN = BigInt(Number.MAX_SAFE_INTEGER);

/** Exact parse of "12", "12.5", "12.50"; anything else (more decimals, spaces, exponents) is null. */
export function parseYuan(s: string, options: ParseYuanOptions = {}): number | null {
  if (typeof s !== 'string') return null;
  const match = YUAN_PATTERN.exec(s);
  if (!match) return null;
  const [, minus, whole = '', fraction = ''] = match;
  // BigInt keeps the arithmetic exact even for inputs beyond the safe range, which we then refuse.
  const fen = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  if (fen > MAX_FEN) return null;
  if (minus && !options.allowNegative) return null;
  // Number(-0n) is 0, so "-0.00" never yields negative zero.
  return Number(minus ? -fen : fen);
}

export function sumFen(amounts: readonly number[]): number {
  let total = 0;
  for (const amount of amounts) total += assertFen(amount);
  return assertFen(total, 'sum');
}
