import type * as repo from './goods-admin.repository';

/** 冷链 column: 是/冷链 → 1, 否/常温 → 0, blank → 0. */
const COLD_BY_LABEL = new Map<string, number>([
  ['是', 1],
  ['冷链', 1],
  ['1', 1],
  ['否', 0],
  ['常温', 0],
  ['0', 0],
  ['', 0],
]);

/**
 * The goods form's 冷链 fields as a sheet row gives them (°C; a blank bound is the default 2–8 °C), or the
 * row's mistake.
 */
export function coldCells(
  cells: Record<string, string>,
): { fields: { cold_chain: number; cold_min: string; cold_max: string } } | { error: string } {
  const flag = COLD_BY_LABEL.get((cells['冷链'] ?? '').trim());
  if (flag === undefined) return { error: '冷链应填写“是”或“否”' };
  return {
    fields: {
      cold_chain: flag,
      cold_min: (cells['最低温度℃'] ?? '').trim(),
      cold_max: (cells['最高温度℃'] ?? '').trim(),
    },
  };
}

export const hasColdColumns = (cells: Record<string, string>) => cells['冷链'] !== undefined;

/** What an import sets of a listed goods' 冷链 settings: only when the sheet has the 冷链 column. */
export function coldColumns(values: repo.GoodsWrite, present: boolean) {
  return present ? { coldChain: values.coldChain, coldMin: values.coldMin, coldMax: values.coldMax } : {};
}
