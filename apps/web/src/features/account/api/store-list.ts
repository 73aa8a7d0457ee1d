import { userStores } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

/** Prefix of every store query (the cart's 复制到门店 list lives under it too). */
export const storesQueryKey = ['account', 'stores'] as const;

/** GET /api/user/stores: the headquarters' stores with review status, recent orders and cart size. */
export const storeListQueryOptions = () =>
  queryOptions({
    queryKey: [...storesQueryKey, 'list'] as const,
    queryFn: ({ signal }) => call(userStores, undefined, { signal }),
    staleTime: 0,
  });

export const useStoreList = () => useQuery(storeListQueryOptions());
