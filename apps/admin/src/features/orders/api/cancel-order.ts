import type { OperatorCancelInput } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { dashboardQueryKey } from '../../dashboard/api/dashboard';
import { ordersKey } from './orders';

/** POST /api/operator/orders/{id}/cancel: an unpaid or unshipped order, with the reason the buyer reads. */
export function cancelOrder(id: number, input: OperatorCancelInput): Promise<unknown> {
  return http.post<unknown>(`/api/operator/orders/${id}/cancel`, input);
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: OperatorCancelInput }) => cancelOrder(id, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]),
  });
}
