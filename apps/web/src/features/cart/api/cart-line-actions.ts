import { cartBatchSelect, cartCopy, cartEdit } from '@yaocai/contract';
import { call } from '../../../lib/http';
import type { CartCopyAnswer } from '@yaocai/contract';

/** POST api/cart/{id}/edit {params:{number}}. */
export const editCartLine = (id: number, number: number) =>
  call(cartEdit, { id, params: { number } }, { cancelDuplicate: false });

/** POST /api/cart/batch_select {ids, is_selected}. */
export const selectCartLines = (ids: number[], selected: boolean) =>
  call(cartBatchSelect, { ids, is_selected: selected ? 1 : 0 }, { cancelDuplicate: false });

export type CopyResult = CartCopyAnswer;

/** POST /api/cart/copy {ids, other_user_ids}: a chain headquarters copies lines to its own stores. */
export const copyCartToStores = (ids: number[], storeIds: number[]) =>
  call(cartCopy, { ids, other_user_ids: storeIds });
