import type { StoreOrdersAnswer } from '@yaocai/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { storesQueryKey } from './store-list';

/** GET /api/user/stores/{id}/orders?page= */
export const storeOrdersQueryOptions = (storeId: number, page: number) =>
  queryOptions({
    queryKey: [...storesQueryKey, 'orders', storeId, page] as const,
    queryFn: ({ signal }) =>
      http.get<StoreOrdersAnswer>(`/api/user/stores/${storeId}/orders`, { page }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useStoreOrders = (storeId: number | null, page: number) =>
  useQuery({ ...storeOrdersQueryOptions(storeId ?? 0, page), enabled: storeId !== null });
