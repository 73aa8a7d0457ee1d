import { indexWntj } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export const fetchRecommendFloors = (page = 1) => call(indexWntj, { page }, { silent: true });

export const recommendFloorsQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: ['catalog', 'recommend-floors', page] as const,
    queryFn: () => fetchRecommendFloors(page),
  });

/** Home goods floors by zone (中西成药, 中药饮片, 医疗器械, 近效期, 品牌专区…). */
export const useRecommendFloors = (page = 1) => useQuery(recommendFloorsQueryOptions(page));
