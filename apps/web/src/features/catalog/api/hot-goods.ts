import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { Goods } from './types';

export const fetchHotGoods = () => http.get<Goods[]>('/api/goods/hot', undefined, { silent: true });

export const hotGoodsQueryOptions = () =>
  queryOptions({ queryKey: ['catalog', 'hot-goods'] as const, queryFn: fetchHotGoods });

export const useHotGoods = () => useQuery(hotGoodsQueryOptions());
