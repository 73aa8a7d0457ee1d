import type { GoodsCategories } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { goodsKey } from './goods';

/** GET /api/operator/goods/categories: the leaf categories a goods may be filed under. */
export const goodsCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: [...goodsKey, 'categories'],
    queryFn: ({ signal }) =>
      http.get<GoodsCategories>('/api/operator/goods/categories', undefined, { signal }),
    staleTime: 30 * 60_000,
  });

export const useGoodsCategories = () => useQuery(goodsCategoriesQueryOptions());
