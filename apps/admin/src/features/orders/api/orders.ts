import type { OperatorOrdersAnswer, OperatorOrdersQuery } from '@yaocai/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const ordersKey = ['operator', 'orders'] as const;

/** GET /api/operator/orders: every member's orders, by status, words, batch (GSP trace) and date. */
export const ordersQueryOptions = (query: OperatorOrdersQuery) =>
  queryOptions({
    queryKey: [...ordersKey, 'list', query],
    queryFn: ({ signal }) => http.get<OperatorOrdersAnswer>('/api/operator/orders', query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useOrders = (query: OperatorOrdersQuery) => useQuery(ordersQueryOptions(query));
