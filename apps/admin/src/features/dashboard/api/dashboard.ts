import { operatorDashboard } from '@yaocai/contract';
import { useQuery } from '@tanstack/react-query';
import { readOptions } from '../../../lib/read-options';

export const dashboardQueryKey = ['operator', 'dashboard'] as const;

/** GET /api/operator/dashboard: today's and this month's paid orders, 30 days of sales, what waits. */
export const dashboardQueryOptions = () => readOptions(dashboardQueryKey, operatorDashboard);

export const useDashboard = () => useQuery(dashboardQueryOptions());
