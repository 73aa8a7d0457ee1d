import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { OperatorOrderSummary } from '@yaocai/contract';
import { ok, renderRoutes, stubApi, stubBrowser } from '../../../test-utils';
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

beforeEach(() => stubBrowser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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
});
