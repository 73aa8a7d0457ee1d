import { userJyfw } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

/** GET /api/user/jyfw: approved business scopes and those awaiting review. */
export const jyfwQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'jyfw'] as const,
    queryFn: ({ signal }) => call(userJyfw, undefined, { signal }),
    staleTime: 0,
  });

export const useJyfw = () => useQuery(jyfwQueryOptions());
