import { formatYuan, parseYuan } from '@yaocai/domain';

/** What a bundle saves against buying its goods separately, as yuan; null when unknown or nothing. */
export function bundleSaving(price: string | null, separate: string | null): string | null {
  const bundle = price === null ? null : parseYuan(price);
  const apart = separate === null ? null : parseYuan(separate);
  if (bundle === null || apart === null || apart <= bundle) return null;
  return formatYuan(apart - bundle);
}

/** Bundle price × sets, exact in fen. */
export function bundleTotal(price: string | null, sets: number): string | null {
  const fen = price === null ? null : parseYuan(price);
  return fen === null || !Number.isSafeInteger(sets) || sets < 1 ? null : formatYuan(fen * sets);
}
