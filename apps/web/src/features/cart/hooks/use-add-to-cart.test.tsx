import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { ADD_TO_CART_DELAY_MS } from '@yaocai/domain';
import { renderWithProviders, stubBrowser, testQueryClient } from '../../../app/layouts/test-utils';
import { AddToCartButton } from '../components/add-to-cart-button';

const ANSWER = {
  code: 10000,
  msg: 'success',
  data: {
    lines: [{ id: 1, goods_id: 765, type: 0, number: 10, price: '18.20', price_changed: null }],
    skipped: [],
    total: 1,
  },
};

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  stubBrowser();
  fetchMock = vi.fn(async () => new Response(JSON.stringify(ANSWER), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('add to cart (spec §7)', () => {
  it('waits 200 ms before posting, then says 已加入购物车 and refreshes the cart queries', async () => {
    const client = testQueryClient([[['cart', 'total'], 0]]);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    renderWithProviders(<AddToCartButton goodsId={765} number={10} price="18.80" />, { client });

    fireEvent.click(screen.getByTestId('add-to-cart'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ADD_TO_CART_DELAY_MS - 1);
    });
    expect(fetchMock).not.toHaveBeenCalled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/cart');
    expect(init.method).toBe('POST');
    expect(decodeURIComponent(String(init.body))).toBe(
      'params[0][goods_id]=765&params[0][price]=18.80&params[0][number]=10&params[0][ck_id]=0',
    );

    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(screen.getByTestId('add-to-cart-success')).toHaveTextContent('已加入购物车去结算');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['cart'] });
  });

  it('is disabled with the reason when the goods cannot be bought', () => {
    renderWithProviders(<AddToCartButton goodsId={1} number={1} disabledReason="资质审核通过后可下单" />);
    expect(screen.getByTestId('add-to-cart')).toBeDisabled();
  });
});
