import type { OperatorGoodsDetail } from '@yaocai/contract';

/** For tests: the fields of a goods that its form edits and posts back, without those it only shows. */
export function formFieldsOf(goods: OperatorGoodsDetail) {
  const { id, kind_name, category, stock, nearest_expiry, sales, image, batches, ...formFields } = goods;
  return formFields;
}
