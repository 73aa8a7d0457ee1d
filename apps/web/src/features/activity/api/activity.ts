import { activityCombinations, activityGoods, activityWelfare, activityZones } from '@yaocai/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

/** GET /api/activity/welfare: the 全场折扣 running now, or null. */
export const welfareQueryOptions = () =>
  queryOptions({
    queryKey: ['activity', 'welfare'] as const,
    queryFn: () => call(activityWelfare, undefined, { cancelDuplicate: false }),
  });
export const useWelfare = () => useQuery(welfareQueryOptions());

export interface ZonesParams {
  /** Zone keys (spike, daily, welfare, zh, mj{id} or a 满减 id); none: every running activity. */
  ids?: readonly string[];
  page?: number;
  page_size?: number;
}

/** GET /api/activity/zones */
export const zonesQueryOptions = (params: ZonesParams) =>
  queryOptions({
    queryKey: [
      'activity',
      'zones',
      params.ids?.join(',') ?? '',
      params.page ?? 1,
      params.page_size ?? 10,
    ] as const,
    queryFn: ({ signal }) =>
      call(
        activityZones,
        {
          ids: params.ids?.length ? params.ids.join(',') : undefined,
          page: params.page,
          page_size: params.page_size,
        },
        { signal, cancelDuplicate: false },
      ),
    placeholderData: keepPreviousData,
  });
export const useActivityZones = (params: ZonesParams, enabled = true) =>
  useQuery({ ...zonesQueryOptions(params), enabled });

/** GET /api/activity/goods?ids= (the /zqmb template). */
export const useActivityGoods = (ids: readonly number[]) =>
  useQuery({
    queryKey: ['activity', 'goods', ids.join(',')] as const,
    queryFn: () => call(activityGoods, { ids: ids.join(',') }, { cancelDuplicate: false }),
    enabled: ids.length > 0,
  });

/** GET /api/activity/combinations (/zhzq). */
export const useCombinations = () =>
  useQuery({
    queryKey: ['activity', 'combinations'] as const,
    queryFn: () => call(activityCombinations),
  });
