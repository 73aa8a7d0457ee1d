import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { OperatorAfterSale } from '@yaocai/contract';
import { ok, renderRoutes, sentCall, setUpComponentTests, staffMe, stubApi } from '../../../test-utils';
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
  lines: [
    {
      order_line_id: 11,
      goods_name: '感冒灵颗粒',
      spec: '10g*9袋',
      batch_no: 'B2401',
      quantity: 2,
      unit: '盒',
      trace_codes: [],
    },
  ],
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
    expect(await sentCall(calls)).toMatchObject({
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
    expect(await sentCall(calls)).toMatchObject({
      url: '/api/operator/after_sale/4/reship',
      body: { logistics_company: '顺丰速运', logistics_no: 'SF1234567' },
    });
  });
  it('receives a return by scanning its codes: a stranger code is flagged and blocks until removed', async () => {
    const named = { ...sale(5, 'return_refund', 'approved') };
    named.lines = [{ ...named.lines[0]!, trace_codes: [{ code: '81001010000000000001', received: 0 }] }];
    const checkOf = (codes: string[]) =>
      ok({
        codes: codes.map((code) =>
          code === '81001010000000000001'
            ? {
                code,
                status: 'matched',
                status_name: '已匹配',
                order_line_id: 11,
                goods_name: '感冒灵颗粒',
                msg: '',
              }
            : {
                code,
                status: 'not_on_after_sale',
                status_name: '不在本售后单',
                order_line_id: null,
                goods_name: '',
                msg: '不是本订单发出的追溯码',
              },
        ),
        lines: [
          {
            order_line_id: 11,
            goods_name: '感冒灵颗粒',
            spec: '10g*9袋',
            batch_no: 'B2401',
            unit: '盒',
            quantity: 1,
            named: 1,
            received: codes.includes('81001010000000000001') ? 1 : 0,
            missing: codes.includes('81001010000000000001') ? [] : ['81001010000000000001'],
          },
        ],
        matched: 0,
        flagged: 0,
      });
    const calls = stubApi([
      ['GET', '/api/operator/me', me(['after_sale.read', 'after_sale.receive'])],
      ['GET', '/api/operator/after_sales', ok({ list: [named], total: 1, page: 1, page_size: 20 })],
      [
        'POST',
        '/api/operator/after_sale/5/return-check',
        (init?: RequestInit) => checkOf((JSON.parse(String(init!.body)) as { codes: string[] }).codes),
      ],
      ['POST', '/api/operator/after_sale/5/received', ok({ id: 5, status: 'returned' })],
    ]);
    renderRoutes([{ path: '/after-sales', element: <AfterSalesPage /> }], '/after-sales');
    fireEvent.click(
      within(await screen.findByTestId('after-sale-row-AS005')).getByTestId('after-sale-received'),
    );
    await screen.findByTestId('return-scan');
    const scan = () => screen.getByTestId('return-scan');
    // As a scanner types: Enter down and up (the input takes one Enter per key press).
    const enter = () => {
      fireEvent.keyDown(scan(), { key: 'Enter', code: 'Enter', keyCode: 13 });
      fireEvent.keyUp(scan(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    };
    const confirm = () => screen.getByTestId('return-receive-confirm');
    fireEvent.change(scan(), { target: { value: '89999990000000000009' } });
    enter();
    const flagged = await screen.findByTestId('return-scan-not_on_after_sale');
    expect(flagged).toHaveTextContent('89999990000000000009 不在本售后单');
    expect(confirm()).toBeDisabled();
    fireEvent.change(scan(), { target: { value: '81001010000000000001' } });
    enter();
    await screen.findByTestId('return-scan-matched');
    expect(confirm()).toBeDisabled();
    fireEvent.click(flagged.querySelector('.ant-tag-close-icon')!);
    await vi.waitFor(() => expect(screen.queryByTestId('return-scan-not_on_after_sale')).toBeNull());
    expect(confirm()).toBeEnabled();
    fireEvent.click(confirm());
    await vi.waitFor(() => expect(calls.some((c) => c.url.endsWith('/received'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/received'))!.body).toEqual({
      codes: ['81001010000000000001'],
      allow_missing: 0,
    });
  });
});
