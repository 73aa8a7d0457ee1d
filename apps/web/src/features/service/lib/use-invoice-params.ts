import { useSearchParams } from 'react-router';

export interface InvoiceParams {
  page: number;
  orderNo: string;
}

/** The query string of a search and page: '', '?order_no=YC2026', '?order_no=YC2026&page=2'. */
export function invoiceSearch({ page, orderNo }: InvoiceParams): string {
  const search = new URLSearchParams();
  if (orderNo) search.set('order_no', orderNo);
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The order number searched and the page of 电子发票, kept in the query string so the header's
 * 电子发票查询, a message's link (/dzfp?order_no=…) and Back all land on the same list.
 */
export function useInvoiceParams() {
  const [params, setParams] = useSearchParams();
  const rawPage = params.get('page');
  const page = rawPage && /^\d{1,5}$/.test(rawPage) && Number(rawPage) > 0 ? Number(rawPage) : 1;
  const orderNo = (params.get('order_no') ?? '').trim();
  /** A new search starts at its first page. */
  const go = (next: Partial<InvoiceParams>) => {
    const searched = next.orderNo !== undefined && next.orderNo !== orderNo;
    setParams(
      invoiceSearch({
        orderNo: next.orderNo ?? orderNo,
        page: next.page ?? (searched ? 1 : page),
      }),
    );
  };
  return { page, orderNo, go };
}
