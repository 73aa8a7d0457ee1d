import { operatorAfterSaleRefuse } from '@yaocai/contract';
import type { AfterSaleRefuseInput } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { afterStep } from './after-sales';

/** POST /api/operator/after_sale/{id}/refuse: with the reason the buyer reads. */
export function refuseAfterSale(id: number, input: AfterSaleRefuseInput): Promise<unknown> {
  return call(operatorAfterSaleRefuse, { id, ...input });
}

export function useRefuseAfterSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: AfterSaleRefuseInput }) => refuseAfterSale(id, input),
    onSuccess: () => afterStep(queryClient),
  });
}
