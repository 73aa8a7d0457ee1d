import { operatorGoodsCreate } from '@yaocai/contract';
import type { GoodsInput } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { goodsKey } from './goods';

/** POST /api/operator/goods: a new goods; answers its id. */
export function createGoods(input: GoodsInput): Promise<{ id: number }> {
  return call(operatorGoodsCreate, input);
}

export function useCreateGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGoods,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goodsKey }),
  });
}
