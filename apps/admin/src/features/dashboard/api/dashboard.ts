import type { DashboardAnswer } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const dashboardQueryKey = ['operator', 'dashboard'] as const;

/** GET /api/operator/dashboard: today's and this month's paid orders, 30 days of sales, what waits. */
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: dashboardQueryKey,
    queryFn: ({ signal }) => http.get<DashboardAnswer>('/api/operator/dashboard', undefined, { signal }),
    staleTime: 0,
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
