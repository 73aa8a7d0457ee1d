import { cartBatchDelete } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { cartQueryKey } from './cart-list';

/** POST api/cart/batch_delete {ids}: the member's own lines only. */
export const deleteCartLines = (ids: number[]) => call(cartBatchDelete, { ids });

/** Removes lines and refreshes every cart view (drawer, badges, cart page). */
export function useDeleteCartLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCartLines,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
