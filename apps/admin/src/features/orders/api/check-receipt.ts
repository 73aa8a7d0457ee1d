import { operatorReceiptCheck } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { dashboardQueryKey } from '../../dashboard/api/dashboard';
import { ordersKey } from './orders';

/**
 * The body of POST /api/operator/receipt/{id}/check. The contract package has no type for it yet
 * (the route declares it itself): pass 1, or pass 0 with the note the buyer reads.
 */
export type ReceiptCheckInput = { pass: 1 } | { pass: 0; note: string };

/** POST /api/operator/receipt/{order id}/check: the 含特殊药品 order's signed receipt passes or goes back. */
export function checkReceipt(orderId: number, input: ReceiptCheckInput): Promise<unknown> {
  return call(operatorReceiptCheck, { id: orderId, ...input });
}

export function useCheckReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, input }: { orderId: number; input: ReceiptCheckInput }) =>
      checkReceipt(orderId, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]),
  });
}
