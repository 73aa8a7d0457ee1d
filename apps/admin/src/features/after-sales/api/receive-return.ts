import { operatorAfterSaleReceived, operatorAfterSaleReturnCheck } from '@yaocai/contract';
import type { ReturnReceiveInput } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { afterStep } from './after-sales';

/** POST /api/operator/after_sale/{id}/received: the returned goods arrived, with the codes scanned off them. */
export function receiveReturn(input: ReturnReceiveInput & { id: number }): Promise<unknown> {
  return call(operatorAfterSaleReceived, input);
}

export function useReceiveReturn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: receiveReturn, onSuccess: () => afterStep(queryClient) });
}

/** POST /api/operator/after_sale/{id}/return-check: the scanned codes against those named (nothing recorded). */
export const checkReturnCodes = (id: number, codes: string[]) =>
  call(operatorAfterSaleReturnCheck, { id, codes });
