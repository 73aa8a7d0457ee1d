import { operatorGoods } from '@yaocai/contract';
import type { OperatorGoodsQuery } from '@yaocai/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export const goodsKey = ['operator', 'goods'] as const;

/** GET /api/operator/goods: the catalogue by words (名称, 批准文号, 厂家, 编号), kind and 上架. */
export const goodsQueryOptions = (query: OperatorGoodsQuery) =>
  queryOptions({
    queryKey: [...goodsKey, 'list', query],
    queryFn: ({ signal }) => call(operatorGoods, query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useGoods = (query: OperatorGoodsQuery) => useQuery(goodsQueryOptions(query));
