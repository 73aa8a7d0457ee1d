import { operatorGoodsBatches } from '@yaocai/contract';
import type { BatchInput } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { goodsKey } from './goods';

/** POST /api/operator/goods/{id}/batches: a batch received into stock, or corrected (same 批号). */
export function saveBatch(goodsId: number, input: BatchInput): Promise<{ id: number }> {
  return call(operatorGoodsBatches, { id: goodsId, ...input });
}

export function useSaveBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ goodsId, input }: { goodsId: number; input: BatchInput }) => saveBatch(goodsId, input),
    // The list's 库存 and 近效期 change with the batches.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goodsKey }),
  });
}
