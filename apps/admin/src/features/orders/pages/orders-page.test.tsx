import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { OperatorOrderSummary } from '@yaocai/contract';
import { ok, renderRoutes, sentBody, sentCall, setUpComponentTests, stubApi } from '../../../test-utils';
import { OrdersPage } from './orders-page';
import { ShipPackPage } from './ship-pack-page';

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
  it('发货 opens 扫码发货: a scanned code fills its line, a wrong one is refused, then it ships', async () => {
    const traceLine = (id: number, coded: boolean) => ({
      order_line_id: id,
      goods_id: id,
      goods_name: coded ? '阿莫西林胶囊' : '医用外科口罩',
      spec: coded ? '0.25g*24粒' : '10只/袋',
      batch_no: 'A2601087',
      expires_on: '2028-01-07',
      unit: '盒',
      to_ship: coded ? 2 : 5,
      trace_required: coded ? 1 : 0,
      trace_prefix: coded ? '8100001' : '',
      trace_pack_prefix: '',
      trace_pack_ratio: 0,
      trace_own_codes: 0,
      codes: [],
    });
    const calls = stubApi([
      ['GET', '/api/operator/me', me(['order.read', 'order.ship'])],
      ['GET', '/api/operator/orders', list],
      [
        'GET',
        '/api/operator/orders/1',
        ok({
          ...order(1, 'to_ship', '待发货'),
          phone: '13800000000',
          address: '河南省郑州市',
          trace_lines: [traceLine(11, true), traceLine(12, false)],
        }),
      ],
      ['POST', '/api/operator/order/1/ship', ok({ id: 1, status: 'shipped' })],
    ]);
    renderRoutes(
      [
        { path: '/orders', element: <OrdersPage /> },
        { path: '/orders/:id/ship', element: <ShipPackPage /> },
      ],
      '/orders?status=to_ship',
    );
    const row = await screen.findByTestId('order-row-YC20260301001');
    expect(screen.getAllByTestId('order-ship')).toHaveLength(1);
    // The warehouse may not cancel.
    expect(screen.queryByTestId('order-cancel')).toBeNull();
    expect(calls.find((c) => c.url.startsWith('/api/operator/orders'))?.url).toContain('status=to_ship');

    fireEvent.click(within(row).getByTestId('order-ship'));
    await screen.findByText('阿莫西林胶囊');
    const scanned = (code: string) => {
      const scan = screen.getByTestId('pack-scan');
      fireEvent.change(scan, { target: { value: code } });
      fireEvent.keyDown(scan, { key: 'Enter', code: 'Enter', keyCode: 13 });
      fireEvent.keyUp(scan, { key: 'Enter', code: 'Enter', keyCode: 13 });
    };
    scanned('89999990000000000001');
    expect(await screen.findByTestId('pack-refusal')).toHaveTextContent('不是该商品的药品标识码 8100001');
    expect(screen.getByTestId('ship-submit')).toBeDisabled();
    scanned('81000010000000000001');
    scanned('81000010000000000002');
    expect(screen.queryByTestId('pack-refusal')).toBeNull();
    expect(screen.getByTestId('pack-count')).toHaveTextContent('2 / 2 盒');
    fireEvent.change(screen.getByTestId('ship-company'), { target: { value: '顺丰速运' } });
    fireEvent.change(screen.getByTestId('ship-no'), { target: { value: 'SF1234567890' } });
    fireEvent.click(screen.getByTestId('ship-submit'));
    expect(await sentBody(calls)).toEqual({
      logistics_company: '顺丰速运',
      logistics_no: 'SF1234567890',
      trace_codes: [{ order_line_id: 11, codes: ['81000010000000000001', '81000010000000000002'] }],
    });
    // Two pages rendered and three scans: slow on a busy machine.
  }, 60_000);

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
    expect(await sentCall(calls)).toMatchObject({
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
