import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderPage, stubApi } from '../test/render';
import { CartPage } from './cart';

describe('购物车 of a member under review', () => {
  it('shows 资质审核通过后可见 in place of prices and no checkout', async () => {
    stubApi({
      '/api/user/base': () => ({ username: 'daishen01', is_passed: 0 }),
      '/api/cart/list': () => ({
        data: [
          {
            id: 3,
            type: 0,
            goods_id: 101,
            number: 2,
            price: '12.50',
            amount: '25.00',
            is_selected: 1,
            goods: {
              id: 101,
              name: '阿莫西林胶囊',
              ypgg: '0.25g*24粒',
              sccj: '华北制药',
              bzdw: '盒',
              base_price: null,
              goods_image: [],
              can_split: 1,
              middle_pack: 1,
              ladder_hint: null,
            },
            combination: null,
            buy_tip: '资质审核通过后可下单',
          },
        ],
        shipping_data: { shipping_amount: '0.00', no_trans_order_amount: '0.00', free_threshold: '800.00' },
        activity_data: { manjians: [], activities: [] },
        totals: {
          goods_amount: '25.00',
          payable_amount: '25.00',
          manjian_amount: '0.00',
          shipping_amount: '0.00',
        },
        refusal: '资质审核通过后可下单',
      }),
    });
    renderPage(<CartPage />, '/cart');
    expect(await screen.findByTestId('m-cart-review')).toHaveTextContent('资质审核通过后可见');
    expect(await screen.findByTestId('m-cart-line')).toHaveTextContent('资质审核通过后可见');
    expect(screen.queryByText('¥12.50')).toBeNull();
    expect(screen.queryByTestId('m-cart-checkout')).toBeNull();
  });
});
