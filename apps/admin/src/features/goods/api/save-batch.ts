import { operatorGoodsBatches } from '@yaocai/contract';
import type { BatchInput } from '@yaocai/contract';
import { call } from '../../../lib/http';
import { goodsKey } from './goods';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

/** POST /api/operator/goods/{id}/batches: a batch received into stock, or corrected (same 批号). */
export function saveBatch(goodsId: number, input: BatchInput): Promise<{ id: number }> {
  return call(operatorGoodsBatches, { id: goodsId, ...input });
}

export function useSaveBatch() {
  // The list's 库存 and 近效期 change with the batches.
  return useRefreshingMutation(
    ({ goodsId, input }: { goodsId: number; input: BatchInput }) => saveBatch(goodsId, input),
    goodsKey,
  );
}
