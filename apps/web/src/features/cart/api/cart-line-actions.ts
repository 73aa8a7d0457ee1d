import { http } from '../../../lib/http';
import type { CartChange, CartCopyAnswer } from '@yaocai/contract';
import type { EditResult } from './types';

/** POST api/cart/{id}/edit {params:{number}}. */
export const editCartLine = (id: number, number: number) =>
  http.post<EditResult>(`/api/cart/${id}/edit`, { params: { number } }, { cancelDuplicate: false });

/** POST /api/cart/batch_select {ids, is_selected}. */
export const selectCartLines = (ids: number[], selected: boolean) =>
  http.post<CartChange>(
    '/api/cart/batch_select',
    { ids, is_selected: selected ? 1 : 0 },
    { cancelDuplicate: false },
  );

export type CopyResult = CartCopyAnswer;

/** POST /api/cart/copy {ids, other_user_ids}: a chain headquarters copies lines to its own stores. */
export const copyCartToStores = (ids: number[], storeIds: number[]) =>
  http.post<CopyResult>('/api/cart/copy', { ids, other_user_ids: storeIds });
