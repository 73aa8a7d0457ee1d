import { userStores } from '@yaocai/contract';
import type { StoreSummary } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

/** A store as GET /api/user/stores answers it (the contract's type). */
export type ChainStore = StoreSummary;

/** The chain headquarters' own stores, for 复制到门店. */
export const storesQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'stores'] as const,
    queryFn: async () => (await call(userStores)).list,
    staleTime: 60_000,
  });

export const useChainStores = (enabled: boolean) => useQuery({ ...storesQueryOptions(), enabled });
