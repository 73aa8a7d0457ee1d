import { operatorVarietyRequestsGoods } from '@yaocai/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

/** GET /api/operator/variety-requests/goods?keyword=: goods on sale to link to a listed request. */
export const varietyGoodsQueryOptions = (keyword: string) =>
  queryOptions({
    queryKey: ['operator', 'variety-goods', keyword],
    queryFn: ({ signal }) => call(operatorVarietyRequestsGoods, { keyword }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useVarietyGoods = (keyword: string, enabled: boolean) =>
  useQuery({ ...varietyGoodsQueryOptions(keyword), enabled });
