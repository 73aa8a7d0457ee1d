import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WelfareAnswer } from '@yaocai/contract';
import { http } from '../../../lib/http';
import type { ActivityGoods, Combination, ZonesPage } from './types';

/** GET /api/activity/welfare: the 全场折扣 running now, or null. */
export const welfareQueryOptions = () =>
  queryOptions({
    queryKey: ['activity', 'welfare'] as const,
    queryFn: () => http.get<WelfareAnswer>('/api/activity/welfare', undefined, { cancelDuplicate: false }),
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
      http.get<ZonesPage>(
        '/api/activity/zones',
        {
          ids: params.ids?.length ? params.ids.join(',') : undefined,
          page: params.page,
          page_size: params.page_size,
        },
        // Several zone sections of one page ask at once with different ids.
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
    queryFn: () =>
      http.get<ActivityGoods[]>('/api/activity/goods', { ids: ids.join(',') }, { cancelDuplicate: false }),
    enabled: ids.length > 0,
  });

/** GET /api/activity/combinations (/zhzq). */
export const useCombinations = () =>
  useQuery({
    queryKey: ['activity', 'combinations'] as const,
    queryFn: () => http.get<Combination[]>('/api/activity/combinations'),
  });
