import { goodsHot } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export const fetchHotGoods = () => call(goodsHot, undefined, { silent: true });

export const hotGoodsQueryOptions = () =>
  queryOptions({ queryKey: ['catalog', 'hot-goods'] as const, queryFn: fetchHotGoods });

export const useHotGoods = () => useQuery(hotGoodsQueryOptions());
