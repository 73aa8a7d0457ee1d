import { operatorOrdersDetail } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { ordersKey } from './orders';

/** GET /api/operator/orders/{id}: lines with batch and expiry, amounts, events, receipt. */
export const orderDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...ordersKey, 'detail', id],
    queryFn: ({ signal }) => call(operatorOrdersDetail, { id }, { signal }),
    staleTime: 0,
  });

export const useOrderDetail = (id: number | null) =>
  useQuery({ ...orderDetailQueryOptions(id ?? 0), enabled: id !== null });
