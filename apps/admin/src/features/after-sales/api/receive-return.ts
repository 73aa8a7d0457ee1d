import { operatorAfterSaleReceived } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { afterStep } from './after-sales';

/** POST /api/operator/after_sale/{id}/received: the returned goods arrived at the warehouse. */
export function receiveReturn(id: number): Promise<unknown> {
  return call(operatorAfterSaleReceived, { id });
}

export function useReceiveReturn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: receiveReturn, onSuccess: () => afterStep(queryClient) });
}
