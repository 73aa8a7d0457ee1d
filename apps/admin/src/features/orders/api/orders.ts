import { operatorOrders } from '@yaocai/contract';
import type { OperatorOrdersQuery } from '@yaocai/contract';
import { useQuery } from '@tanstack/react-query';
import { pagedList } from '../../../lib/save-resource';

export const ordersKey = ['operator', 'orders'] as const;

/** GET /api/operator/orders: every member's orders, by status, words, batch (GSP trace) and date. */
export const ordersQueryOptions = pagedList([...ordersKey, 'list'], operatorOrders);

export const useOrders = (query: OperatorOrdersQuery) => useQuery(ordersQueryOptions(query));
