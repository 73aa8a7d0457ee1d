import type { GoodsInput } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { goodsKey } from './goods';

/** POST /api/operator/goods: a new goods; answers its id. */
export function createGoods(input: GoodsInput): Promise<{ id: number }> {
  return http.post<{ id: number }>('/api/operator/goods', input);
}

export function useCreateGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGoods,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goodsKey }),
  });
}
