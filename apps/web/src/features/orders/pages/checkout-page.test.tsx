import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders, stubBrowser } from '../../../app/layouts/test-utils';
import { cartLine, stubResizeObserver } from '../../cart/lib/test-fixtures';
import type { CheckoutPreview } from '../api/types';
import { newIdempotencyKey } from '../lib/idempotency';
import { CheckoutPage, parseIds } from './checkout-page';

const PREVIEW: CheckoutPreview = {
  lines: [
    {
      ...cartLine(),
      batches: [{ goods_id: 80, batch_no: 'F2504176', expires_on: '2028-04-24', number: 10 }],
      coupon_amount: '0.00',
      paid_amount: '222.00',
    },
  ],
  gifts: [],
  amounts: {
    goods_amount: '222.00',
    manjian_amount: '0.00',
    coupon_amount: '0.00',
    shipping_amount: '15.00',
    red_packet_amount: '0.00',
    cash_voucher_amount: '0.00',
    payable_amount: '237.00',
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
  invoice: {
    title: '仁和大药房',
    tax_number: '91110105MA04C7RX2K',
    types: [
      { id: 0, name: '不开发票' },
      { id: 1, name: '电子发票' },
    ],
  },
  coupons: [],
  red_packet: { balance: '200.00', used: '0.00' },
  cash_vouchers: [],
  payment_methods: [],
  price_changes: [],
  refusals: [],
  errors: [],
  has_special: 0,
  receipt_required: 0,
  can_submit: 1,
  notices: [],
};

let keys: string[] = [];
let createAnswers: Response[] = [];

beforeEach(() => {
  stubBrowser();
  stubResizeObserver(vi.stubGlobal);
  keys = [];
  createAnswers = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url.startsWith('/api/order/create')) {
        keys.push(new URLSearchParams(String(init.body)).get('idempotency_key') ?? '');
        return (
          createAnswers.shift() ??
          new Response(JSON.stringify({ code: 409, msg: '商品价格有变动，请确认后重新提交' }), {
            status: 409,
          })
        );
      }
      return new Response(JSON.stringify({ code: 10000, msg: 'success', data: PREVIEW }), { status: 200 });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderStep2() {
  return renderWithProviders(
    <Routes>
      <Route path="/cart/step2" element={<CheckoutPage />} />
      <Route path="/cart/step3/:id" element={<div data-testid="step3-here" />} />
    </Routes>,
    { route: '/cart/step2?ids=16' },
  );
}

async function submitOnce() {
  const button = await screen.findByTestId('submit-order');
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
}

describe('step 2: one idempotency key per visit', () => {
  it('sends the same key on every submit of a visit and a new one on the next visit', async () => {
    const first = renderStep2();
    expect(await screen.findByTestId('address-option')).toHaveAttribute('aria-checked', 'true');
    await submitOnce();
    await waitFor(() => expect(keys).toHaveLength(1));
    await submitOnce();
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    first.unmount();

    createAnswers.push(
      new Response(
        JSON.stringify({
          code: 10000,
          msg: 'success',
          data: {
            order_id: 9,
            order_no: 'YC1',
            status: 'unpaid',
            payable_amount: '237.00',
            has_special: 0,
            expires_at: '',
            pay: null,
          },
        }),
        { status: 200 },
      ),
    );
    renderStep2();
    await submitOnce();
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).not.toBe(keys[0]);
    expect(await screen.findByTestId('step3-here')).toBeInTheDocument();
  });

  it('makes keys the API accepts and reads the ids of the chosen lines', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^ck-[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(key);
    expect(parseIds('3,1,x,3,0,')).toEqual([3, 1]);
    expect(parseIds(null)).toEqual([]);
  });
});
