import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { CheckoutPreviewAnswer, DiscountOption } from '@yaocai/contract';
import { renderPage, stubApi } from '../test/render';
import { CheckoutPage } from './checkout';

const option = (
  o: Partial<DiscountOption> & Pick<DiscountOption, 'id' | 'name' | 'amount'>,
): DiscountOption => ({
  threshold: '0.00',
  valid_to: '2026-12-31',
  usable: 1,
  reason: null,
  selected: 0,
  ...o,
});

/** The server's preview: 237.00 less what each chosen discount takes off. */
function preview(body: URLSearchParams): CheckoutPreviewAnswer {
  const coupon = body.get('coupon_id') === '5' ? 20 : 0;
  const voucher = body.get('cash_voucher_id') === '8' ? 10 : 0;
  const red = Number(body.get('red_packet') ?? 0);
  const yuan = (n: number) => n.toFixed(2);
  return {
    lines: [],
    gifts: [],
    amounts: {
      goods_amount: '222.00',
      manjian_amount: '0.00',
      coupon_amount: yuan(coupon),
      shipping_amount: '15.00',
      red_packet_amount: yuan(red),
      cash_voucher_amount: yuan(voucher),
      payable_amount: yuan(237 - coupon - voucher - red),
      no_trans_order_amount: '578.00',
    },
    addresses: [
      {
        id: 1,
        consignee: '赵建国',
        phone: '13801012345',
        province: '北京市',
        city: '北京市',
        district: '朝阳区',
        detail: '朝阳北路101号',
        full_address: '北京市北京市朝阳区朝阳北路101号',
        is_default: 1,
      },
    ],
    invoice: { title: '仁和大药房', tax_number: '91110105MA04C7RX2K', types: [{ id: 0, name: '不开发票' }] },
    coupons: [
      option({ id: 5, name: '满200减20券', amount: '20.00', threshold: '200.00' }),
      option({
        id: 6,
        name: '满500减50券',
        amount: '50.00',
        threshold: '500.00',
        usable: 0,
        reason: '未满500元',
      }),
    ],
    red_packet: { balance: '30.00', used: yuan(red) },
    cash_vouchers: [option({ id: 8, name: '10元现金券', amount: '10.00' })],
    payment_methods: [{ method: 'balance', name: '余额支付', available: '900.00', usable: 1, reason: null }],
    price_changes: [],
    refusals: [],
    errors: [],
    notices: [],
    has_special: 0,
    receipt_required: 0,
    can_submit: 1,
  };
}

let requests: ReturnType<typeof stubApi>;
beforeEach(() => {
  requests = stubApi({
    '/api/cart/checkout': preview,
    '/api/order/create': () => ({
      order_id: 9,
      order_no: 'YC1',
      status: 'paid',
      payable_amount: '177.00',
      has_special: 0,
      expires_at: '',
      pay: null,
      notices: [],
    }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const payable = () => screen.getByTestId('m-checkout-payable');
const sent = (path: string) => requests.filter((r) => r.url.startsWith(path)).at(-1)!.body;

describe('mobile checkout discounts', () => {
  it('picks a coupon, a 现金券 and red packet money; the payable follows the preview and the order carries them', async () => {
    renderPage(
      <Routes>
        <Route path="/checkout" element={<CheckoutPage />} />
        <Route path="/pay/done" element={<div data-testid="done-here" />} />
      </Routes>,
      '/checkout?ids=16',
    );
    await waitFor(() => expect(payable()).toHaveTextContent('¥237.00'));
    expect(screen.getByTestId('m-checkout-coupon')).toHaveTextContent('1 张可用');

    fireEvent.click(screen.getByTestId('m-checkout-coupon'));
    const coupons = await screen.findByTestId('m-coupon-picker');
    expect(within(coupons).getByText('未满500元')).toBeInTheDocument();
    fireEvent.click(within(coupons).getByText('满200减20券'));
    await waitFor(() => expect(payable()).toHaveTextContent('¥217.00'));
    expect(sent('/api/cart/checkout').get('coupon_id')).toBe('5');
    expect(screen.getByTestId('m-checkout-coupon')).toHaveTextContent('-¥20.00');

    fireEvent.click(screen.getByTestId('m-checkout-voucher'));
    fireEvent.click(within(await screen.findByTestId('m-voucher-picker')).getByText('10元现金券'));
    await waitFor(() => expect(payable()).toHaveTextContent('¥207.00'));

    // More than the balance is cut to the balance.
    const red = screen.getByRole('textbox', { name: '红包使用金额' });
    fireEvent.change(red, { target: { value: '99' } });
    fireEvent.blur(red);
    await waitFor(() => expect(payable()).toHaveTextContent('¥177.00'));
    expect(red).toHaveValue('30.00');
    expect(sent('/api/cart/checkout').get('red_packet')).toBe('30.00');

    fireEvent.click(screen.getByTestId('m-submit-order'));
    await waitFor(() => expect(requests.some((r) => r.url.startsWith('/api/order/create'))).toBe(true));
    const order = sent('/api/order/create');
    expect([order.get('coupon_id'), order.get('cash_voucher_id'), order.get('red_packet')]).toEqual([
      '5',
      '8',
      '30.00',
    ]);
    expect(await screen.findByTestId('done-here')).toBeInTheDocument();
  });
});
