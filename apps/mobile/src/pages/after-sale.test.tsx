import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderPage, stubApi } from '../test/render';
import { AfterSalePage } from './after-sale';
import { AfterSalesPage } from './after-sales';

const sale = (over: Record<string, unknown> = {}) => ({
  id: 7,
  after_sale_no: 'AS2026112800007',
  order_id: 41,
  order_no: 'YC202611280041',
  kind: 'return_refund',
  kind_name: '退货退款',
  status: 'approved',
  status_name: '已同意',
  reason: '商品破损/包装破损：外盒压扁',
  refund_amount: '0.00',
  estimated_refund: '25.00',
  created_at: '2026-11-28T02:30:00.000Z',
  lines: [
    {
      id: 1,
      order_line_id: 1,
      goods_id: 101,
      goods_name: '阿莫西林胶囊',
      spec: '0.25g*24粒',
      manufacturer: '华北制药',
      unit: '盒',
      batch_no: 'B20261',
      expires_on: '2027-08-31',
      price: '12.50',
      quantity: 2,
      refund_amount: '0.00',
    },
  ],
  photos: ['data:image/jpeg;base64,/9j/2Q=='],
  refuse_reason: '',
  updated_at: '2026-11-28T03:00:00.000Z',
  next_statuses: [],
  refunds: [],
  parcels: [],
  replacements: [],
  can_enter_return_parcel: true,
  ...over,
});

describe('售后 on a phone', () => {
  it('shows the state, the photos, and takes the return parcel’s carrier and number', async () => {
    const requests = stubApi({
      '/api/after_sale/7/return_parcel': () => ({ id: 7, parcel_id: 3 }),
      '/api/after_sale/7': () => sale(),
    });
    renderPage(
      <Routes>
        <Route path="/after-sales/:id" element={<AfterSalePage />} />
      </Routes>,
      '/after-sales/7',
    );
    expect(await screen.findByTestId('m-as-status')).toHaveTextContent('退货退款 · 已同意');
    expect(screen.getByText('¥25.00')).toBeInTheDocument();
    expect(screen.getByAltText('凭证照片1')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('m-return-parcel-submit'));
    await screen.findByText('请选择物流公司');
    fireEvent.click(screen.getByText('顺丰速运'));
    fireEvent.change(screen.getByTestId('m-return-parcel-number').querySelector('input')!, {
      target: { value: 'SF1234567890' },
    });
    fireEvent.click(screen.getByTestId('m-return-parcel-submit'));
    await waitFor(() => expect(requests.some((r) => r.url === '/api/after_sale/7/return_parcel')).toBe(true));
    const sent = requests.find((r) => r.url === '/api/after_sale/7/return_parcel')!.body;
    expect(sent.get('carrier')).toBe('顺丰速运');
    expect(sent.get('number')).toBe('SF1234567890');
  });

  it('a refused request says why and asks for no parcel', async () => {
    stubApi({
      '/api/after_sale/7': () =>
        sale({
          status: 'rejected',
          status_name: '已拒绝',
          refuse_reason: '已超过售后期',
          can_enter_return_parcel: false,
        }),
    });
    renderPage(
      <Routes>
        <Route path="/after-sales/:id" element={<AfterSalePage />} />
      </Routes>,
      '/after-sales/7',
    );
    expect(await screen.findByText('申请被拒绝：已超过售后期')).toBeInTheDocument();
    expect(screen.queryByTestId('m-return-parcel')).toBeNull();
  });

  it('lists the member’s requests with kind and state', async () => {
    stubApi({
      '/api/after_sale/list': () => ({
        list: [
          sale(),
          sale({ id: 8, kind: 'exchange', kind_name: '换货', status: 'applied', status_name: '申请中' }),
        ],
        total: 2,
        page: 1,
        page_size: 10,
      }),
    });
    renderPage(<AfterSalesPage />, '/after-sales');
    const cards = await screen.findAllByTestId('m-as-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('退货退款 · 已同意');
    expect(cards[0]).toHaveTextContent('预计退款 ¥25.00');
    expect(cards[1]).toHaveTextContent('换货 · 申请中');
    expect(cards[1]).toHaveTextContent('换货不退款');
  });
});
