import { operatorGoodsCreate } from '@yaocai/contract';
import type { GoodsInput } from '@yaocai/contract';
import { call } from '../../../lib/http';
import { goodsKey } from './goods';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

/** POST /api/operator/goods: a new goods; answers its id. */
export function createGoods(input: GoodsInput): Promise<{ id: number }> {
  return call(operatorGoodsCreate, input);
}

export function useCreateGoods() {
  return useRefreshingMutation(createGoods, goodsKey);
}
