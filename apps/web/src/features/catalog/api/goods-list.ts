import { goodsList } from '@yaocai/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import type { GoodsListParams } from './types';

export const fetchGoodsList = (params: GoodsListParams, signal?: AbortSignal) =>
  call(goodsList, { ...params }, { signal });

export const goodsListQueryOptions = (params: GoodsListParams) =>
  queryOptions({
    queryKey: ['catalog', 'goods-list', params] as const,
    queryFn: ({ signal }) => fetchGoodsList(params, signal),
    // Filters, sorting and paging keep the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

/** 商品列表: filters, sort and paging of one query, with the total and the facets. */
export const useGoodsList = (params: GoodsListParams, enabled = true) =>
  useQuery({ ...goodsListQueryOptions(params), enabled });
