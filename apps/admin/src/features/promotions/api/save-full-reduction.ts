import { operatorFullReductionsCreate, operatorFullReductionsUpdate } from '@yaocai/contract';
import type { FullReductionInput } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { fullReductionsKey } from './full-reductions';

/**
 * POST /api/operator/full_reductions (new) or /api/operator/full_reductions/{id} (edit; the goods
 * sent replace the activity's goods).
 */
export function saveFullReduction(id: number | null, input: FullReductionInput): Promise<{ id: number }> {
  return id === null
    ? call(operatorFullReductionsCreate, input)
    : call(operatorFullReductionsUpdate, { id: id, ...input });
}

export function useSaveFullReduction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: FullReductionInput }) =>
      saveFullReduction(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fullReductionsKey }),
  });
}
