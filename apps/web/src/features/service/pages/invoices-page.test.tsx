import type { InvoiceListAnswer, MemberInvoice } from '@yaocai/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubBrowser, testQueryClient } from '../../../app/layouts/test-utils';
import { stubResizeObserver } from '../../cart/lib/test-fixtures';
import { invoiceSearch } from '../lib/use-invoice-params';
import { InvoicesPage } from './invoices-page';

const invoice = (over: Partial<MemberInvoice>): MemberInvoice => ({
  id: 1,
  invoice_no: '20260301000000000001',
  kind: 'blue',
  kind_name: '蓝字',
  order_id: 7,
  order_no: 'YC20260301100000123456',
  amount: '136.60',
  tax_amount: '15.72',
  status: 'issued',
  status_name: '已开具',
  issued_at: '2026-03-01T02:05:00.000Z',
  original_no: '',
  pdf_url: '/api/invoice/1/pdf',
  title: '仁和大药房',
  tax_number: '91110105MA04C7RX2K',
  ...over,
});

/** A small /api/invoice/list over `invoices`; records each query string. */
function serve(invoices: MemberInvoice[]) {
  const queries: URLSearchParams[] = [];
  stubResizeObserver(vi.stubGlobal);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(String(input), 'http://localhost');
      queries.push(url.searchParams);
      const no = url.searchParams.get('order_no') ?? '';
      const rows = invoices.filter((i) => i.order_no.includes(no));
      const data = { list: rows, total: rows.length, page: 1, page_size: 10 } satisfies InvoiceListAnswer;
      return new Response(JSON.stringify({ code: 10000, msg: 'success', data }));
    }),
  );
  return queries;
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderPage(route = '/dzfp') {
  return renderWithProviders(
    <Routes>
      <Route
        path="/dzfp"
        element={
          <>
            <InvoicesPage />
            <Where />
          </>
        }
      />
    </Routes>,
    { route, client: testQueryClient([]) },
  );
}

beforeEach(() => stubBrowser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('invoiceSearch', () => {
  it.each([
    [{ page: 1, orderNo: '' }, ''],
    [{ page: 2, orderNo: '' }, '?page=2'],
    [{ page: 1, orderNo: 'YC2026' }, '?order_no=YC2026'],
    [{ page: 3, orderNo: 'YC2026' }, '?order_no=YC2026&page=3'],
  ])('%j → %s', (params, search) => expect(invoiceSearch(params)).toBe(search));
});

describe('InvoicesPage', () => {
  it('lists blue and red invoices with their order, amounts, status and PDF links', async () => {
    serve([
      invoice({
        id: 2,
        invoice_no: '20260305000000000009',
        kind: 'red',
        kind_name: '红字',
        amount: '-20.00',
        tax_amount: '-2.30',
        original_no: '20260301000000000001',
        pdf_url: '/api/invoice/2/pdf',
      }),
      invoice({ status: 'partly_reversed', status_name: '部分冲红' }),
    ]);
    renderPage();
    const rows = await screen.findAllByTestId('invoice-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('红字');
    expect(rows[0]).toHaveTextContent('冲红原发票 20260301000000000001');
    expect(rows[0]).toHaveTextContent('-¥20.00');
    expect(rows[1]).toHaveTextContent('部分冲红');
    expect(rows[1]).toHaveTextContent('¥136.60');
    expect(rows[1]).toHaveTextContent('仁和大药房');
    const view = within(rows[1]!).getByTestId('invoice-view');
    expect(view).toHaveAttribute('href', '/api/invoice/1/pdf');
    expect(view).toHaveAttribute('target', '_blank');
    expect(within(rows[1]!).getByTestId('invoice-download')).toHaveAttribute(
      'href',
      '/api/invoice/1/pdf?download=1',
    );
    expect(within(rows[1]!).getByRole('link', { name: 'YC20260301100000123456' })).toHaveAttribute(
      'href',
      '/order/info/7',
    );
  });

  it('searches by order number through the query string and says when nothing matches', async () => {
    const queries = serve([invoice({})]);
    renderPage('/dzfp?order_no=YC2026');
    expect(await screen.findAllByTestId('invoice-row')).toHaveLength(1);
    expect(queries.at(-1)?.get('order_no')).toBe('YC2026');
    const box = within(screen.getByTestId('invoice-search')).getByRole('searchbox');
    expect(box).toHaveValue('YC2026');

    fireEvent.change(box, { target: { value: 'NOSUCH' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dzfp?order_no=NOSUCH'));
    expect(await screen.findByText('没有找到订单号含“NOSUCH”的发票')).toBeInTheDocument();

    // The box is keyed on the searched number, so take the new one.
    const again = within(screen.getByTestId('invoice-search')).getByRole('searchbox');
    expect(again).toHaveValue('NOSUCH');
    fireEvent.change(again, { target: { value: "YC'--" } });
    expect(screen.getByText('订单号只能包含字母和数字')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/dzfp?order_no=NOSUCH');
  });
});
