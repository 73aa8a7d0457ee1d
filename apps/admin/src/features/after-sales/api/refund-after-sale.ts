import { operatorAfterSaleRefund } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { afterStep } from './after-sales';

/** POST /api/operator/after_sale/{id}/refund: money goes back the way docs/refund-policy.md says. */
export function refundAfterSale(id: number): Promise<unknown> {
  return call(operatorAfterSaleRefund, { id });
}

export function useRefundAfterSale() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: refundAfterSale, onSuccess: () => afterStep(queryClient) });
}
