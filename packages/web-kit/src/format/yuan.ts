/** Money the API sends as yuan strings ("12.50") shown as ¥12.50. */
export function formatYuan(amount: string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '—';
  return amount.startsWith('-') ? `-¥${amount.slice(1)}` : `¥${amount}`;
}

/** "12.50" → 12.5 for a chart axis only; sums and comparisons stay with the server. */
export function yuanToNumber(amount: string): number {
  const value = Number(amount);
  return Number.isFinite(value) ? value : 0;
}
