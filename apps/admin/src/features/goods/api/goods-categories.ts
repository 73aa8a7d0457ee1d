import { operatorGoodsCategories } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { goodsKey } from './goods';

/** GET /api/operator/goods/categories: the leaf categories a goods may be filed under. */
export const goodsCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: [...goodsKey, 'categories'],
    queryFn: ({ signal }) => call(operatorGoodsCategories, undefined, { signal }),
    staleTime: 30 * 60_000,
  });

export const useGoodsCategories = () => useQuery(goodsCategoriesQueryOptions());
