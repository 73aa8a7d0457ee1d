import { operatorOrders } from '@yaocai/contract';
import type { OperatorOrdersQuery } from '@yaocai/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export const ordersKey = ['operator', 'orders'] as const;

/** GET /api/operator/orders: every member's orders, by status, words, batch (GSP trace) and date. */
export const ordersQueryOptions = (query: OperatorOrdersQuery) =>
  queryOptions({
    queryKey: [...ordersKey, 'list', query],
    queryFn: ({ signal }) => call(operatorOrders, query, { signal }),
    placeholderData: keepPreviousData,
  });

export const useOrders = (query: OperatorOrdersQuery) => useQuery(ordersQueryOptions(query));
