import { activityCashback } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

/** GET /api/activity/cashback: the running 满额返现 rules and, for a member, its records. */
export const cashbackQueryOptions = () =>
  queryOptions({
    queryKey: ['cashback'] as const,
    queryFn: ({ signal }) => call(activityCashback, undefined, { signal }),
    staleTime: 0,
  });

export const useCashback = () => useQuery(cashbackQueryOptions());
