import type { OperatorPointsGoodsAnswer, PointsGoodsInput } from '@yaocai/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { promotionsKey } from './full-reductions';

export const pointsMallKey = [...promotionsKey, 'points'] as const;

export interface PointsGoodsFilter {
  page: number;
  keyword?: string;
  kind?: 'goods' | 'coupon';
}

/** GET /api/operator/points/goods: the mall's items, on sale or not. */
export const pointsGoodsQueryOptions = (q: PointsGoodsFilter) =>
  queryOptions({
    queryKey: [...pointsMallKey, 'goods', q],
    queryFn: ({ signal }) => http.get<OperatorPointsGoodsAnswer>('/api/operator/points/goods', q, { signal }),
    placeholderData: keepPreviousData,
  });

export const usePointsGoods = (q: PointsGoodsFilter) => useQuery(pointsGoodsQueryOptions(q));

/** POST /api/operator/points/goods (new) or /api/operator/points/goods/{id} (edit). */
export function useSavePointsGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: PointsGoodsInput }) =>
      http.post<{ id: number }>(
        id === null ? '/api/operator/points/goods' : `/api/operator/points/goods/${id}`,
        input,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pointsMallKey }),
  });
}
