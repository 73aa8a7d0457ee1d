import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { OperatorOrderSummary } from '@yaocai/contract';
import { ok, renderRoutes, stubApi, setUpComponentTests } from '../../../test-utils';
import { OrdersPage } from './orders-page';

const order = (id: number, status: string, status_name: string): OperatorOrderSummary => ({
  id,
  order_no: `YC2026030100${id}`,
  status,
  status_name,
  username: 'kangmin',
  company: '郑州康民大药房',
  consignee: '王敏',
  payable_amount: '1280.50',
  goods_count: 3,
  has_special: 0,
  receipt_status: 'none',
  logistics_company: '',
  logistics_no: '',
  created_at: '2026-03-01T02:00:00.000Z',
  paid_at: '2026-03-01T02:05:00.000Z',
});

const list = ok({
  list: [order(1, 'to_ship', '待发货'), order(2, 'shipped', '已发货'), order(3, 'unpaid', '待支付')],
  total: 3,
  page: 1,
  page_size: 20,
});

const me = (permissions: string[]) =>
  ok({
    id: 1,
    username: 'cangku01',
    name: '马仓管',
    roles: [{ code: 'warehouse', name: '仓库' }],
    permissions,
  });

setUpComponentTests();

describe('OrdersPage', () => {
  it('ships a to_ship order with carrier and waybill', async () => {
    const calls = stubApi([
      ['GET', '/api/operator/me', me(['order.read', 'order.ship'])],
      ['GET', '/api/operator/orders', list],
      ['POST', '/api/operator/order/1/ship', ok({ id: 1, status: 'shipped' })],
    ]);
    renderRoutes([{ path: '/orders', element: <OrdersPage /> }], '/orders?status=to_ship');
    const row = await screen.findByTestId('order-row-YC20260301001');
    expect(screen.getAllByTestId('order-ship')).toHaveLength(1);
    // The warehouse may not cancel.
    expect(screen.queryByTestId('order-cancel')).toBeNull();
    expect(calls.find((c) => c.url.startsWith('/api/operator/orders'))?.url).toContain('status=to_ship');

    fireEvent.click(within(row).getByTestId('order-ship'));
    fireEvent.change(await screen.findByTestId('ship-company'), { target: { value: '顺丰速运' } });
    fireEvent.change(screen.getByTestId('ship-no'), { target: { value: 'SF1234567890' } });
    fireEvent.click(screen.getByTestId('ship-submit'));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      logistics_company: '顺丰速运',
      logistics_no: 'SF1234567890',
    });
  });

  it('offers 取消 on unpaid orders only, to a role with order.cancel', async () => {
    stubApi([
      ['GET', '/api/operator/me', me(['order.read', 'order.cancel'])],
      ['GET', '/api/operator/orders', list],
    ]);
    renderRoutes([{ path: '/orders', element: <OrdersPage /> }], '/orders');
    await screen.findByTestId('order-row-YC20260301001');
    expect(screen.getAllByTestId('order-cancel')).toHaveLength(1);
    expect(
      within(screen.getByTestId('order-row-YC20260301003')).getByTestId('order-cancel'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('order-ship')).toBeNull();
  });

  it('filters by receipt and checks a pending receipt in the drawer', async () => {
    const pending = { ...order(4, 'shipped', '已发货'), has_special: 1, receipt_status: 'pending' };
    const calls = stubApi([
      ['GET', '/api/operator/me', me(['order.read', 'receipt.check'])],
      ['GET', '/api/operator/orders', ok({ list: [pending], total: 1, page: 1, page_size: 20 })],
      [
        'GET',
        '/api/operator/orders/4',
        ok({
          ...pending,
          phone: '13800000000',
          address: '河南省郑州市',
          remark: '',
          pay_method: 'balance',
          goods_amount: '1280.50',
          discount_amount: '0.00',
          shipping_amount: '0.00',
          cancel_reason: '',
          receipt_note: '',
          lines: [],
          events: [],
          parcels: [],
          invoices: [],
        }),
      ],
      ['POST', '/api/operator/receipt/4/check', ok({ id: 4, receipt_status: 'rejected' })],
    ]);
    renderRoutes([{ path: '/orders', element: <OrdersPage /> }], '/orders?receipt_status=pending');
    const row = await screen.findByTestId('order-row-YC20260301004');
    expect(calls.find((c) => c.url.startsWith('/api/operator/orders'))?.url).toContain(
      'receipt_status=pending',
    );

    fireEvent.click(within(row).getByTestId('order-open'));
    expect(await screen.findByTestId('receipt-pass')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('receipt-reject'));
    fireEvent.change(await screen.findByTestId('receipt-reject-reason'), { target: { value: '回执未盖章' } });
    fireEvent.click(screen.getByTestId('receipt-reject-submit'));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/operator/receipt/4/check',
      body: { pass: 0, note: '回执未盖章' },
    });
  });

  it('offers the receipt check only to a role with receipt.check', async () => {
    const pending = { ...order(4, 'shipped', '已发货'), has_special: 1, receipt_status: 'pending' };
    stubApi([
      ['GET', '/api/operator/me', me(['order.read'])],
      ['GET', '/api/operator/orders', ok({ list: [pending], total: 1, page: 1, page_size: 20 })],
      [
        'GET',
        '/api/operator/orders/4',
        ok({
          ...pending,
          phone: '',
          address: '',
          remark: '',
          pay_method: null,
          goods_amount: '0.00',
          discount_amount: '0.00',
          shipping_amount: '0.00',
          cancel_reason: '',
          receipt_note: '',
          lines: [],
          events: [],
          parcels: [],
          invoices: [],
        }),
      ],
    ]);
    renderRoutes([{ path: '/orders', element: <OrdersPage /> }], '/orders');
    fireEvent.click(within(await screen.findByTestId('order-row-YC20260301004')).getByTestId('order-open'));
    expect(await screen.findByText('订单信息')).toBeInTheDocument();
    expect(screen.queryByTestId('receipt-pass')).toBeNull();
  });
});
