import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { OperatorAfterSale } from '@yaocai/contract';
import { ok, renderRoutes, stubApi, setUpComponentTests, staffMe } from '../../../test-utils';
import { AfterSalesPage } from './after-sales-page';

const sale = (id: number, kind: string, status: string): OperatorAfterSale => ({
  id,
  after_sale_no: `AS00${id}`,
  order_id: 9,
  order_no: 'YC009',
  username: 'kangmin',
  company: '郑州康民大药房',
  kind,
  kind_name: kind === 'refund_only' ? '仅退款' : '退货退款',
  status,
  status_name: status,
  reason: '外包装破损',
  refuse_reason: '',
  photos: [],
  refund_amount: '0.00',
  estimated_refund: kind === 'exchange' ? '0.00' : '25.60',
  lines: [{ goods_name: '感冒灵颗粒', spec: '10g*9袋', batch_no: 'B2401', quantity: 2, unit: '盒' }],
  trace_codes: [],
  created_at: '2026-03-01T02:00:00.000Z',
  parcels: [],
  replacements: [],
});

const list = ok({
  list: [
    sale(1, 'return_refund', 'applied'),
    sale(2, 'return_refund', 'approved'),
    sale(3, 'refund_only', 'approved'),
  ],
  total: 3,
  page: 1,
  page_size: 20,
});

const me = (permissions: string[]) => staffMe(permissions, { username: 'kefu01', name: '陈客服' });

setUpComponentTests();

describe('AfterSalesPage', () => {
  it('offers each row the steps its state and the permissions allow, and refunds after confirming', async () => {
    const calls = stubApi([
      [
        'GET',
        '/api/operator/me',
        me(['after_sale.read', 'after_sale.approve', 'after_sale.receive', 'after_sale.refund']),
      ],
      ['GET', '/api/operator/after_sales', list],
      ['POST', '/api/operator/after_sale/3/refund', ok({ id: 3, status: 'refunded' })],
    ]);
    renderRoutes([{ path: '/after-sales', element: <AfterSalesPage /> }], '/after-sales');
    const applied = await screen.findByTestId('after-sale-row-AS001');
    expect(within(applied).getByTestId('after-sale-approve')).toBeInTheDocument();
    expect(within(applied).getByTestId('after-sale-refuse')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('after-sale-row-AS002')).getByTestId('after-sale-received'),
    ).toBeInTheDocument();
    const refundOnly = screen.getByTestId('after-sale-row-AS003');
    expect(within(refundOnly).queryByTestId('after-sale-received')).toBeNull();

    expect(within(refundOnly).getByTestId('after-sale-estimated-refund')).toHaveTextContent('¥25.60');
    fireEvent.click(within(refundOnly).getByTestId('after-sale-refund'));
    expect(await screen.findByTestId('after-sale-refund-amount')).toHaveTextContent('¥25.60');
    fireEvent.click(await screen.findByTestId('after-sale-refund-confirm'));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/operator/after_sale/3/refund',
      body: {},
    });
  });

  it('lets the warehouse only confirm returned goods', async () => {
    stubApi([
      ['GET', '/api/operator/me', me(['after_sale.read', 'after_sale.receive'])],
      ['GET', '/api/operator/after_sales', list],
    ]);
    renderRoutes([{ path: '/after-sales', element: <AfterSalesPage /> }], '/after-sales?status=approved');
    await screen.findByTestId('after-sale-row-AS001');
    expect(screen.queryByTestId('after-sale-approve')).toBeNull();
    expect(screen.queryByTestId('after-sale-refund')).toBeNull();
    expect(screen.getAllByTestId('after-sale-received')).toHaveLength(1);
  });

  it('ships a 换货 replacement with the carrier and number', async () => {
    const calls = stubApi([
      ['GET', '/api/operator/me', me(['after_sale.read', 'order.ship'])],
      [
        'GET',
        '/api/operator/after_sales',
        ok({ list: [sale(4, 'exchange', 'returned')], total: 1, page: 1, page_size: 20 }),
      ],
      ['POST', '/api/operator/after_sale/4/reship', ok({ id: 4, status: 'reshipped' })],
    ]);
    renderRoutes([{ path: '/after-sales', element: <AfterSalesPage /> }], '/after-sales');
    const row = await screen.findByTestId('after-sale-row-AS004');
    fireEvent.click(within(row).getByTestId('after-sale-reship'));
    fireEvent.change(await screen.findByTestId('reship-company'), { target: { value: '顺丰速运' } });
    fireEvent.change(screen.getByTestId('reship-no'), { target: { value: 'SF1234567' } });
    fireEvent.click(screen.getByTestId('reship-submit'));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/operator/after_sale/4/reship',
      body: { logistics_company: '顺丰速运', logistics_no: 'SF1234567' },
    });
  });
});
