import { operatorAfterSaleApprove } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { afterStep } from './after-sales';

/** POST /api/operator/after_sale/{id}/approve */
export function approveAfterSale(id: number): Promise<unknown> {
  return call(operatorAfterSaleApprove, { id });
}

export function useApproveAfterSale() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveAfterSale, onSuccess: () => afterStep(queryClient) });
}
