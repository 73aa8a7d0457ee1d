import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { AddResult, AfterSaleCreatedAnswer, OrderStepAnswer, ReceiptStepAnswer } from '@yaocai/contract';
import type {
  AfterSaleDetail,
  AfterSaleKind,
  AfterSalePage,
  OrderDetail,
  OrderPage,
  ReceiptPage,
} from './types';

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
      http.get<OrderPage>(
        '/api/order/list',
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
    queryFn: ({ signal }) => http.get<OrderDetail>(`/api/order/${id}`, undefined, { signal }),
    staleTime: 0,
    retry: false,
  });

export const useOrderDetail = (id: number) =>
  useQuery({ ...orderDetailQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });

export const cancelOrder = (id: number) => http.post<OrderStepAnswer>(`/api/order/${id}/cancel`, {});
export const confirmReceipt = (id: number) => http.post<OrderStepAnswer>(`/api/order/${id}/confirm`, {});
export const rebuyOrder = (id: number) => http.post<AddResult>(`/api/order/${id}/rebuy`, {});
export const uploadReceipt = (id: number, image: string) =>
  http.post<ReceiptStepAnswer>(`/api/order/${id}/receipt`, { image });

export const receiptsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'receipts', page] as const,
    queryFn: ({ signal }) => http.get<ReceiptPage>('/api/order/receipts', { page }, { signal }),
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

export const applyAfterSale = (input: ApplyAfterSaleInput) =>
  http.post<AfterSaleCreatedAnswer>('/api/after_sale', input);

export const afterSaleListQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'after-sales', page] as const,
    queryFn: ({ signal }) => http.get<AfterSalePage>('/api/after_sale/list', { page }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useAfterSaleList = (page: number, enabled = true) =>
  useQuery({ ...afterSaleListQueryOptions(page), enabled });

export const afterSaleDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'after-sale', id] as const,
    queryFn: ({ signal }) => http.get<AfterSaleDetail>(`/api/after_sale/${id}`, undefined, { signal }),
    retry: false,
  });

export const useAfterSaleDetail = (id: number) =>
  useQuery({ ...afterSaleDetailQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });
