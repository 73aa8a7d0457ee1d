import { operatorGoodsCategories } from '@yaocai/contract';
import { useQuery } from '@tanstack/react-query';
import { readOptions } from '../../../lib/read-options';
import { goodsKey } from './goods';

/** GET /api/operator/goods/categories: the leaf categories a goods may be filed under. */
export const goodsCategoriesQueryOptions = () =>
  readOptions([...goodsKey, 'categories'], operatorGoodsCategories, 30 * 60_000);

export const useGoodsCategories = () => useQuery(goodsCategoriesQueryOptions());
