import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const deleteCartLines = (ids: number[]) => http.post<unknown>('/api/cart/batch_delete', { ids });

/** Removes lines and refreshes every cart view (drawer, badges, cart page). */
export function useDeleteCartLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCartLines,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['cart'] }),
  });
}
