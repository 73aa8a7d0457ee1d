import type { JyfwAnswer } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/user/jyfw: approved business scopes and those awaiting review. */
export const jyfwQueryOptions = () =>
  queryOptions({
    queryKey: ['account', 'jyfw'] as const,
    queryFn: ({ signal }) => http.get<JyfwAnswer>('/api/user/jyfw', undefined, { signal }),
    staleTime: 0,
  });

export const useJyfw = () => useQuery(jyfwQueryOptions());
