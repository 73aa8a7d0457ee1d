import {
  afterSaleCreate,
  afterSaleDetail,
  afterSaleList,
  orderCancel,
  orderConfirm,
  orderDetail,
  orderList,
  orderReceipt,
  orderReceipts,
} from '@yaocai/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import type { AfterSaleKind } from './types';

export const ordersQueryKey = ['orders'] as const;

export interface OrderListQuery {
  /** all, unpaid, to_ship, shipped, completed, cancelled. */
  status?: string;
  keyword?: string;
  page: number;
}

export const orderListQueryOptions = (q: OrderListQuery) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'list', q.status ?? 'all', q.keyword ?? '', q.page] as const,
    queryFn: ({ signal }) =>
      call(
        orderList,
        {
          status: q.status && q.status !== 'all' ? q.status : undefined,
          keyword: q.keyword || undefined,
          page: q.page,
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const useOrderList = (q: OrderListQuery) => useQuery(orderListQueryOptions(q));

export const orderDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'detail', id] as const,
    queryFn: ({ signal }) => call(orderDetail, { id }, { signal }),
    staleTime: 0,
    retry: false,
  });

export const useOrderDetail = (id: number) =>
  useQuery({ ...orderDetailQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });

export const cancelOrder = (id: number) => call(orderCancel, { id });
export const confirmReceipt = (id: number) => call(orderConfirm, { id });
export const uploadReceipt = (id: number, image: string) => call(orderReceipt, { id, image });

export const receiptsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'receipts', page] as const,
    queryFn: ({ signal }) => call(orderReceipts, { page }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useReceipts = (page: number) => useQuery(receiptsQueryOptions(page));

export interface ApplyAfterSaleInput {
  order_id: number;
  kind: AfterSaleKind;
  reason: string;
  lines: { order_line_id: number; quantity: number }[];
  photos: string[];
}

export const applyAfterSale = (input: ApplyAfterSaleInput) => call(afterSaleCreate, input);

export const afterSaleListQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'after-sales', page] as const,
    queryFn: ({ signal }) => call(afterSaleList, { page }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAfterSaleList = (page: number, enabled = true) =>
  useQuery({ ...afterSaleListQueryOptions(page), enabled });

export const afterSaleDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'after-sale', id] as const,
    queryFn: ({ signal }) => call(afterSaleDetail, { id }, { signal }),
    retry: false,
  });

export const useAfterSaleDetail = (id: number) =>
  useQuery({ ...afterSaleDetailQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });
