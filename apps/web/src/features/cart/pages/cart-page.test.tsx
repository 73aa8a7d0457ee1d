import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithProviders, stubBrowser, testQueryClient } from '../../../app/layouts/test-utils';
import { cartStoreQueryOptions } from '../api/cart-list';
import { cartGoods, cartLine, cartStore, stubResizeObserver } from '../lib/test-fixtures';
import { CartPage } from './cart-page';

beforeEach(() => {
  stubBrowser();
  stubResizeObserver(vi.stubGlobal);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCart() {
  const store = cartStore([
    cartLine(),
    cartLine({
      id: 17,
      goods_id: 1,
      is_buy: 0,
      is_selected: 1,
      buy_tip: '库存不足，当前库存0',
      price: '11.70',
      amount: '234.00',
      number: 20,
      goods: cartGoods({ id: 1, name: '感冒灵颗粒', number: 0, ladder_hint: null }),
    }),
  ]);
  const client = testQueryClient([[cartStoreQueryOptions().queryKey, store]]);
  renderWithProviders(<CartPage />, { route: '/cart', client });
}

describe('cart page', () => {
  it('shows the totals of the selected lines with 满减, shipping and the payable amount', () => {
    renderCart();
    expect(screen.getByTestId('cart-selected-count')).toHaveTextContent('1');
    expect(screen.getByTestId('cart-goods-amount')).toHaveTextContent('¥222.00');
    expect(screen.getByTestId('cart-manjian-amount')).toHaveTextContent('-¥0.00');
    expect(screen.getByTestId('cart-shipping-amount')).toHaveTextContent('¥15.00');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('¥237.00');
    expect(screen.getByTestId('cart-checkout')).toBeEnabled();
    expect(screen.getByTestId('cart-manjian')).toHaveTextContent('还差¥278.00可减¥30.00');
    expect(screen.getByTestId('cart-free-shipping')).toHaveTextContent('还差¥578.00免运费');
  });

  it('shows tier prices and hints, and keeps an unbuyable line unselected and disabled with its reason', () => {
    renderCart();
    const [ok, refused] = screen.getAllByTestId('cart-line');
    expect(within(ok!).getByTestId('cart-line-price')).toHaveTextContent('¥22.20');
    expect(within(ok!).getByTestId('cart-tier-hint')).toHaveTextContent('再买20盒可享¥21.50');
    const okBox = within(ok!).getByRole('checkbox');
    expect(okBox).toBeChecked();
    const refusedBox = within(refused!).getByRole('checkbox');
    expect(refusedBox).not.toBeChecked();
    expect(refusedBox).toBeDisabled();
    expect(within(refused!).getByTestId('cart-line-reason')).toHaveTextContent('库存不足，当前库存0');
    // Select all counts the selectable line only: it is fully selected.
    const all = screen.getByTestId('cart-select-all');
    expect(all.matches('input') ? all : within(all).getByRole('checkbox')).toBeChecked();
  });

  it('disables 去结算 with nothing selected', () => {
    const store = cartStore([cartLine({ is_selected: 0 })]);
    store.totals = {
      ...store.totals,
      selected_count: 0,
      selected_number: 0,
      goods_amount: '0.00',
      payable_amount: '0.00',
    };
    const client = testQueryClient([[cartStoreQueryOptions().queryKey, store]]);
    renderWithProviders(<CartPage />, { route: '/cart', client });
    expect(screen.getByTestId('cart-checkout')).toBeDisabled();
    expect(screen.queryByTestId('cart-free-shipping')).toBeNull();
  });
});
