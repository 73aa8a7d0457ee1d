import { pointsExchange, pointsGoods, pointsLog, pointsOrders } from '@yaocai/contract';
import type { PointsExchangeInput } from '@yaocai/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { profileQueryKey } from '../../account/api/profile';
import type { Profile } from '../../account/api/types';

/** Every points query; an exchange invalidates them all. */
export const pointsQueryKey = ['points'] as const;

/** GET /api/points/goods?page=: the mall's items (visitors too), with the viewer's points. */
export const pointsGoodsQueryOptions = (page: number, member: string) =>
  queryOptions({
    // Keyed by who is looking: exchanged_by_me and points differ per member.
    queryKey: [...pointsQueryKey, 'goods', member, page] as const,
    queryFn: ({ signal }) => call(pointsGoods, { page }, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const usePointsGoods = (page: number, member: string) =>
  useQuery(pointsGoodsQueryOptions(page, member));

export interface PointsLogQuery {
  page: number;
  type?: string;
  start_time?: string;
  end_time?: string;
}

/** GET /api/points/log: the member's ledger entries with totals over the filter. */
export const pointsLogQueryOptions = (q: PointsLogQuery) =>
  queryOptions({
    queryKey: [...pointsQueryKey, 'log', q] as const,
    queryFn: ({ signal }) => call(pointsLog, { ...q }, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const usePointsLog = (q: PointsLogQuery) => useQuery(pointsLogQueryOptions(q));

/** GET /api/points/orders?page=&status=: the member's points orders. */
export const pointsOrdersQueryOptions = (page: number, status?: string) =>
  queryOptions({
    queryKey: [...pointsQueryKey, 'orders', status ?? 'all', page] as const,
    queryFn: ({ signal }) => call(pointsOrders, { page, status }, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const usePointsOrders = (page: number, status?: string) =>
  useQuery(pointsOrdersQueryOptions(page, status));

/** POST /api/points/exchange; the profile's points take the answer's total at once. */
export function useExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PointsExchangeInput) => call(pointsExchange, input),
    onSuccess: ({ points }) => {
      queryClient.setQueryData<Profile>(profileQueryKey, (profile) =>
        profile ? { ...profile, points } : profile,
      );
      return queryClient.invalidateQueries({ queryKey: pointsQueryKey });
    },
  });
}
