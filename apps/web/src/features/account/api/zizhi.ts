import { userZizhi } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export const zizhiQueryKey = ['account', 'zizhi'] as const;

/** GET /api/user/zizhi: documents in force, their pending replacements and expiry warnings. */
export const zizhiQueryOptions = () =>
  queryOptions({
    queryKey: zizhiQueryKey,
    queryFn: ({ signal }) => call(userZizhi, undefined, { signal }),
    staleTime: 0,
  });

export const useZizhi = () => useQuery(zizhiQueryOptions());
