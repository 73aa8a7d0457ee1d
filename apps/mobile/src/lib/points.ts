import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pointsExchange, pointsGoods, type PointsExchangeInput } from '@yaocai/contract';
import { nextPage } from './paging';
import { call } from './http';

/** Every points query; an exchange reads them all again. */
export const pointsKey = ['points'] as const;

/** GET /api/points/goods?page=: the mall (visitors too) with the viewer's points, page after page. */
export const usePointsGoods = (member: string) =>
  useInfiniteQuery({
    queryKey: [...pointsKey, 'goods', member, 'list'],
    queryFn: ({ pageParam, signal }) => call(pointsGoods, { page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** One item of the mall (the API lists them by page: the pages are read until it is found). */
export const usePointsItem = (id: number, member: string) =>
  useQuery({
    queryKey: [...pointsKey, 'goods', member, 'item', id],
    queryFn: async ({ signal }) => {
      for (let page = 1; ; page += 1) {
        const data = await call(pointsGoods, { page }, { signal });
        const item = data.list.find((i) => i.id === id);
        if (item || page * data.page_size >= data.total) return { item: item ?? null, points: data.points };
      }
    },
    enabled: Number.isInteger(id) && id > 0,
  });

/** POST /api/points/exchange; a refusal (积分不足, 已兑完…) is shown by the error presenter. */
export function useExchange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PointsExchangeInput) => call(pointsExchange, input),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: pointsKey }),
        client.invalidateQueries({ queryKey: ['profile'] }),
      ]),
  });
}
