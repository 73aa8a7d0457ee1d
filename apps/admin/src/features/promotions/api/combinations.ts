import {
  operatorCombinations,
  operatorCombinationsCreate,
  operatorCombinationsUpdate,
} from '@yaocai/contract';
import type { CombinationInput } from '@yaocai/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { promotionsKey } from './full-reductions';

export const combinationsKey = [...promotionsKey, 'combinations'] as const;

/** GET /api/operator/combinations: every 组合购 bundle with its goods, normal total and saving. */
export const combinationsQueryOptions = () =>
  queryOptions({
    queryKey: combinationsKey,
    queryFn: ({ signal }) => call(operatorCombinations, undefined, { signal }),
  });

export const useCombinations = () => useQuery(combinationsQueryOptions());

/** POST /api/operator/combinations (new) or /api/operator/combinations/{id} (edit). */
export function saveCombination(id: number | null, input: CombinationInput): Promise<{ id: number }> {
  return id === null
    ? call(operatorCombinationsCreate, input)
    : call(operatorCombinationsUpdate, { id: id, ...input });
}

export function useSaveCombination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CombinationInput }) => saveCombination(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: combinationsKey }),
  });
}
