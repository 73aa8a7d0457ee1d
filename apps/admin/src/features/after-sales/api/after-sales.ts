import { operatorAfterSales } from '@yaocai/contract';
import type { OperatorAfterSalesQuery } from '@yaocai/contract';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { dashboardQueryKey } from '../../dashboard/api/dashboard';

export const afterSalesKey = ['operator', 'after-sales'] as const;

/** GET /api/operator/after_sales: every member's after-sales, by status and words. */
export const afterSalesQueryOptions = (query: OperatorAfterSalesQuery) =>
  queryOptions({
    queryKey: [...afterSalesKey, 'list', query],
    queryFn: ({ signal }) => call(operatorAfterSales, query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAfterSales = (query: OperatorAfterSalesQuery) => useQuery(afterSalesQueryOptions(query));

/** After any step: the lists, the dashboard's counts and the orders (a refund may close an order). */
export function afterStep(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: afterSalesKey }),
    queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['operator', 'orders'] }),
  ]);
}
