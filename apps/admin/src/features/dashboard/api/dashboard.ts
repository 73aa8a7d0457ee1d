import { operatorDashboard } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export const dashboardQueryKey = ['operator', 'dashboard'] as const;

/** GET /api/operator/dashboard: today's and this month's paid orders, 30 days of sales, what waits. */
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardQueryKey,
    queryFn: ({ signal }) => call(operatorDashboard, undefined, { signal }),
    staleTime: 0,
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
