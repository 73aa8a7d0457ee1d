import { operatorGoodsUpdate } from '@yaocai/contract';
import type { GoodsInput } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { goodsKey } from './goods';

/** POST /api/operator/goods/{id}: the whole form (prices and 上架 included). */
export function updateGoods(id: number, input: GoodsInput): Promise<{ id: number }> {
  return call(operatorGoodsUpdate, { id, ...input });
}

export function useUpdateGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: GoodsInput }) => updateGoods(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goodsKey }),
  });
}
