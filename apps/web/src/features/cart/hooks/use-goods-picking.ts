import { useState } from 'react';
import type { TableProps } from 'antd';
import { canBuyNow, packOf, type GoodsRow } from '../../catalog/components/goods-columns';

/**
 * The state of a table where the buyer picks goods to add to the cart: a quantity per goods (the
 * `usual` one, else one 中包装, until changed) and the selected rows (only goods buyable now).
 */
export function useGoodsPicking<T extends GoodsRow>(usual?: (row: T) => number) {
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [selected, setSelected] = useState<number[]>([]);
  const quantityOf = (row: T) => quantities[row.goods_id] ?? Math.max(packOf(row), usual?.(row) ?? 0);
  const setQuantity = (row: T, n: number) => setQuantities((q) => ({ ...q, [row.goods_id]: n }));
  const rowSelection: TableProps<T>['rowSelection'] = {
    selectedRowKeys: selected,
    onChange: (keys) => setSelected(keys.map(Number)),
    getCheckboxProps: (row) => ({ disabled: !canBuyNow(row) }),
  };
  const picked = (list: T[]) => list.filter((row) => selected.includes(row.goods_id));
  const lines = (rows: T[]) => rows.map((row) => ({ goods_id: row.goods_id, number: quantityOf(row) }));
  return {
    selected,
    clearSelection: () => setSelected([]),
    quantityOf,
    setQuantity,
    rowSelection,
    picked,
    lines,
  };
}
