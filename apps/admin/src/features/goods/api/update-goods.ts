import { operatorGoodsUpdate } from '@yaocai/contract';
import type { GoodsInput } from '@yaocai/contract';
import { call } from '../../../lib/http';
import { goodsKey } from './goods';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

/** POST /api/operator/goods/{id}: the whole form (prices and 上架 included). */
export function updateGoods(id: number, input: GoodsInput): Promise<{ id: number }> {
  return call(operatorGoodsUpdate, { id, ...input });
}

export function useUpdateGoods() {
  return useRefreshingMutation(
    ({ id, input }: { id: number; input: GoodsInput }) => updateGoods(id, input),
    goodsKey,
  );
}
