import type * as repo from './goods-admin.repository';

/** 追溯码 column: 是/有码 → 1, 否/无码 → 0, blank → the kind's default. */
const REQUIRED_BY_LABEL = new Map<string, number>([
  ['是', 1],
  ['有码', 1],
  ['1', 1],
  ['否', 0],
  ['无码', 0],
  ['0', 0],
]);

/** The goods form's trace fields as a sheet row gives them. */
export function traceCells(cells: Record<string, string>) {
  const label = (cells['追溯码'] ?? '').trim();
  return {
    trace_required: label === '' ? null : (REQUIRED_BY_LABEL.get(label) ?? label),
    trace_prefix: cells['药品标识码'] ?? '',
  };
}

export const hasTraceColumns = (cells: Record<string, string>) =>
  cells['追溯码'] !== undefined || cells['药品标识码'] !== undefined;

/** What an import sets of a listed goods' trace settings: only when the sheet has the columns. */
export function traceColumns(values: repo.GoodsWrite, present: boolean) {
  return present ? { traceRequired: values.traceRequired, tracePrefix: values.tracePrefix } : {};
}
