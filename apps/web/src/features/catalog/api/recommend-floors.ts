import { useInfiniteQuery } from '@tanstack/react-query';
import { HOME_FLOORS_PER_PAGE } from '@yaocai/domain';
import { http } from '../../../lib/http';
import type { RecommendFloor } from './types';

export const fetchRecommendFloors = (page = 1) =>
  http.get<RecommendFloor[]>(`/api/index_wntj/${page}`, undefined, { silent: true });

/** Home goods floors by zone (中西成药, 中药饮片, 医疗器械, 近效期, 品牌专区…), a page at a time. */
export const useRecommendFloors = () =>
  useInfiniteQuery({
    queryKey: ['catalog', 'recommend-floors'] as const,
    queryFn: ({ pageParam }) => fetchRecommendFloors(pageParam),
    initialPageParam: 1,
    // A short page is the last one.
    getNextPageParam: (last, all) => (last.length < HOME_FLOORS_PER_PAGE ? undefined : all.length + 1),
  });
