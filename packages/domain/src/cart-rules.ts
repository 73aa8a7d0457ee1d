/** Spec §4: a cart item that cannot be bought (is_buy 0 or no stock) is never selected. */
export function isSelectable({ isBuy, stock }: { isBuy: boolean | number; stock: number }): boolean {
  return Boolean(isBuy) && stock > 0;
}

export function effectiveSelected(item: {
  isBuy: boolean | number;
  stock: number;
  isSelected: boolean | number;
}): boolean {
  return isSelectable(item) && Boolean(item.isSelected);
}
