import type { CashbackAnswer } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/activity/cashback: the running 满额返现 rules and, for a member, its records. */
export const cashbackQueryOptions = () =>
  queryOptions({
    queryKey: ['cashback'] as const,
    queryFn: ({ signal }) => http.get<CashbackAnswer>('/api/activity/cashback', undefined, { signal }),
    staleTime: 0,
  });

export const useCashback = () => useQuery(cashbackQueryOptions());
