import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export interface ChainStore {
  id: number;
  username: string;
  name?: string;
  company?: string;
}

/** The chain headquarters' own stores, for 复制到门店. */
export const storesQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'stores'] as const,
    queryFn: async () => (await http.get<{ list: ChainStore[] }>('/api/user/stores')).list,
    staleTime: 60_000,
  });

export const useChainStores = (enabled: boolean) => useQuery({ ...storesQueryOptions(), enabled });
