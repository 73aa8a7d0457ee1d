import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export interface ChainStore {
  id: number;
  username: string;
  name?: string;
  company?: string;
}

/**
 * The chain headquarters' own stores, for 复制到门店. The API has no store list yet (multi-store
 * management, /ddgl, comes with the account pages); until it does, this answers an empty list.
 */
export const storesQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'stores'] as const,
    queryFn: async () => {
      try {
        const data = await http.get<ChainStore[] | { list: ChainStore[] }>('/api/user/stores', undefined, {
          silent: true,
        });
        return Array.isArray(data) ? data : (data?.list ?? []);
      } catch {
        return [];
      }
    },
    staleTime: 60_000,
  });

export const useChainStores = (enabled: boolean) => useQuery({ ...storesQueryOptions(), enabled });
