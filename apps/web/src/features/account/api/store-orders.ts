import { userStoresOrders } from '@yaocai/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { storesQueryKey } from './store-list';

/** GET /api/user/stores/{id}/orders?page= */
export const storeOrdersQueryOptions = (storeId: number, page: number) =>
  queryOptions({
    queryKey: [...storesQueryKey, 'orders', storeId, page] as const,
    queryFn: ({ signal }) => call(userStoresOrders, { id: storeId, page }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useStoreOrders = (storeId: number | null, page: number) =>
  useQuery({ ...storeOrdersQueryOptions(storeId ?? 0, page), enabled: storeId !== null });
