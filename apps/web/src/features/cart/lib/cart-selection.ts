/** Which cart lines may be selected (spec §4): is_buy 0 or no stock means forced unselected. */
import { effectiveSelected, isSelectable } from '@yaocai/domain';
import type { CartLine } from '../api/types';

/** Stock of a line: the goods' stock; a combination is limited by is_buy alone (the server checks parts). */
export function lineStock(line: Pick<CartLine, 'goods' | 'combination'>): number {
  if (line.goods) return Number(line.goods.number) || 0;
  return line.combination && line.combination.items.length > 0 ? 1 : 0;
}

export function isLineSelectable(line: CartLine): boolean {
  return isSelectable({ isBuy: line.is_buy, stock: lineStock(line) });
}

/** Whether the line counts as selected: never when it cannot be bought, whatever the stored flag. */
export function isLineSelected(line: CartLine): boolean {
  return effectiveSelected({ isBuy: line.is_buy, stock: lineStock(line), isSelected: line.is_selected });
}

/** Why a line's checkbox is disabled; null when it can be selected. */
export function unselectableReason(line: CartLine): string | null {
  if (isLineSelectable(line)) return null;
  if (line.buy_tip) return line.buy_tip;
  if (lineStock(line) <= 0) return '商品暂时缺货';
  return '该商品暂不可购买';
}

export interface SelectionState {
  selectableIds: number[];
  selectedIds: number[];
  allSelected: boolean;
  someSelected: boolean;
}

export function selectionState(lines: readonly CartLine[]): SelectionState {
  const selectableIds = lines.filter(isLineSelectable).map((l) => l.id);
  const selectedIds = lines.filter(isLineSelected).map((l) => l.id);
  return {
    selectableIds,
    selectedIds,
    allSelected: selectableIds.length > 0 && selectedIds.length === selectableIds.length,
    someSelected: selectedIds.length > 0 && selectedIds.length < selectableIds.length,
  };
}

/** The cart with some lines' flags changed, as shown before the server answers (optimistic update). */
export function withSelection<T extends { data: CartLine[] }>(
  store: T,
  ids: readonly number[],
  selected: boolean,
): T {
  const set = new Set(ids);
  return {
    ...store,
    data: store.data.map((l) =>
      set.has(l.id) && isLineSelectable(l) ? { ...l, is_selected: selected ? 1 : 0 } : l,
    ),
  };
}
