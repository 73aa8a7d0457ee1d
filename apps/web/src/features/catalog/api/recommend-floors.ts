import { useInfiniteQuery } from '@tanstack/react-query';
import { indexWntj } from '@yaocai/contract';
import { HOME_FLOORS_PER_PAGE } from '@yaocai/domain';
import { call } from '../../../lib/http';

export const fetchRecommendFloors = (page = 1) => call(indexWntj, { page }, { silent: true });

/** Home goods floors by zone (中西成药, 中药饮片, 医疗器械, 近效期, 品牌专区…), a page at a time. */
export const useRecommendFloors = () =>
  useInfiniteQuery({
    queryKey: ['catalog', 'recommend-floors'] as const,
    queryFn: ({ pageParam }) => fetchRecommendFloors(pageParam),
    initialPageParam: 1,
    // A short page is the last one.
    getNextPageParam: (last, all) => (last.length < HOME_FLOORS_PER_PAGE ? undefined : all.length + 1),
  });
