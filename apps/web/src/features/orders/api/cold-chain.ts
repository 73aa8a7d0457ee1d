import { orderColdChain, orderColdChainDecision } from '@yaocai/contract';
import type { ColdChainDecisionInput } from '@yaocai/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';

const key = (orderId: number) => ['orders', 'cold-chain', orderId] as const;

/** GET /api/order/{id}/cold-chain */
export const useColdChain = (orderId: number) =>
  useQuery({
    queryKey: key(orderId),
    queryFn: ({ signal }) => call(orderColdChain, { id: orderId }, { signal }),
  });

/** POST /api/order/{id}/cold-chain/decision */
export function useColdChainDecision(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ColdChainDecisionInput) => call(orderColdChainDecision, { id: orderId, ...input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}
