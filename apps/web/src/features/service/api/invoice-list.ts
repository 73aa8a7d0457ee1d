import { invoiceList } from '@yaocai/contract';
import type { InvoiceListAnswer } from '@yaocai/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export const invoicesQueryKey = ['service', 'invoices'] as const;

export interface InvoiceListQuery {
  page: number;
  /** Any part of an order number; '' for every invoice. */
  orderNo: string;
}

/** GET /api/invoice/list?page=&order_no=: the member's e-invoices, newest first. */
export function fetchInvoiceList(q: InvoiceListQuery, signal?: AbortSignal): Promise<InvoiceListAnswer> {
  return call(invoiceList, { page: q.page, order_no: q.orderNo || undefined }, { signal });
}

export const invoiceListQueryOptions = (q: InvoiceListQuery) =>
  queryOptions({
    queryKey: [...invoicesQueryKey, 'list', q.orderNo, q.page] as const,
    queryFn: ({ signal }) => fetchInvoiceList(q, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useInvoiceList = (q: InvoiceListQuery, enabled = true) =>
  useQuery({ ...invoiceListQueryOptions(q), enabled });
