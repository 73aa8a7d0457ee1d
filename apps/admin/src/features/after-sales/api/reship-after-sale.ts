import { operatorAfterSaleReship, type ShipInput } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { afterStep } from './after-sales';

/** POST /api/operator/after_sale/{id}/reship: the 换货 replacement leaves the warehouse. */
export function reshipAfterSale({ id, input }: { id: number; input: ShipInput }): Promise<unknown> {
  return call(operatorAfterSaleReship, { id, ...input });
}

export function useReshipAfterSale() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reshipAfterSale, onSuccess: () => afterStep(queryClient) });
}
