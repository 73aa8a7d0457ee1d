import { orderReceiptCheck, orderReceiptConfirm, orderTrace } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { ordersQueryKey } from './orders';

/** GET /api/order/{id}/trace: the codes per line and the 验收记录. */
export const orderTraceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'trace', id],
    queryFn: ({ signal }) => call(orderTrace, { id }, { signal }),
  });

export const useOrderTrace = (id: number, enabled: boolean) =>
  useQuery({ ...orderTraceQueryOptions(id), enabled });

/** The downloads are plain links (the API answers a file). */
export const traceCodesUrl = (id: number, format: 'csv' | 'xlsx') =>
  `/api/order/${id}/trace-codes?format=${format}`;
export const receiptsExportUrl = (id: number) => `/api/order/${id}/receipts/export?format=xlsx`;

/** 扫码验收: check the codes scanned so far (nothing recorded), then confirm them. */
export const checkReceiving = (id: number, codes: string[]) => call(orderReceiptCheck, { id, codes });
export const confirmReceiving = (id: number, codes: string[], note: string) =>
  call(orderReceiptConfirm, { id, codes, note });
