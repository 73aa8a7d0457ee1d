import { operatorOrdersCancel } from '@yaocai/contract';
import type { OperatorCancelInput } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { dashboardQueryKey } from '../../dashboard/api/dashboard';
import { ordersKey } from './orders';

/** POST /api/operator/orders/{id}/cancel: an unpaid or unshipped order, with the reason the buyer reads. */
export function cancelOrder(id: number, input: OperatorCancelInput): Promise<unknown> {
  return call(operatorOrdersCancel, { id, ...input });
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
