import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { Goods } from '../features/catalog/api/types';
import { goodsFixture } from '../features/catalog/lib/goods-fixture';
import { renderWithProviders, stubBrowser } from '../app/layouts/test-utils';
import { countdownPhase, splitDuration } from './countdown';
import { GoodsCard, ladderHint } from './goods-card';

beforeEach(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const goods: Goods = goodsFixture({
  id: 42,
  name: '感冒灵颗粒',
  sccj: '华润三九医药股份有限公司',
  ypgg: '10g*9袋',
  bzdw: '盒',
  base_price: '12.50',
  price_tip: null,
  is_buy: 1,
  buy_tip: null,
  number: 300,
  is_youx: 0,
  type: 0,
  ladder_price: [
    { number: 50, price: '11.80' },
    { number: 10, price: '12.20' },
  ],
  ladder_price_type: 1,
  is_free_shipping: 0,
  free_shipping_number: 0,
  tags: [{ name: '满减' }],
  goods_image: ['/img/goods/42.png'],
  expires_on: '2027-03-01',
});

describe('GoodsCard', () => {
  it('shows the red price, ladder hint, tags and links to the detail page', () => {
    renderWithProviders(<GoodsCard goods={goods} />);
    expect(screen.getByTestId('goods-card')).toHaveTextContent('¥12.50');
    expect(screen.getByText('满10件 ¥12.20')).toBeInTheDocument();
    expect(screen.getByText('满减')).toBeInTheDocument();
    expect(screen.getByText('效期 2027-03-01')).toBeInTheDocument();
    expect(screen.getByText('感冒灵颗粒').closest('a')).toHaveAttribute('href', '/list/info/42');
  });

  it('shows the price tip instead of a price, and no ladder, when the price is hidden', () => {
    const hidden = { ...goods, base_price: null, price_tip: '资质审核通过后可见' as const };
    renderWithProviders(<GoodsCard goods={hidden} price="9.90" />);
    expect(screen.getByText('资质审核通过后可见')).toBeInTheDocument();
    expect(screen.queryByText(/¥/)).toBeNull();
    expect(ladderHint(hidden)).toBeNull();
  });

  it('reads the lowest tier as a discount off the supply price when the goods says so', () => {
    expect(ladderHint({ ...goods, ladder_price_type: 2 })).toBe('满10件 9.7折');
    expect(ladderHint({ ...goods, ladder_price_type: 1 })).toBe('满10件 ¥12.20');
  });

  it('strikes through the base price under an activity price', () => {
    renderWithProviders(<GoodsCard goods={goods} price="9.90" />);
    expect(screen.getByTestId('goods-card')).toHaveTextContent('¥9.90');
    expect(screen.getByText('¥12.50').tagName).toBe('DEL');
  });
});

describe('countdown helpers', () => {
  it('splits seconds into days, hours, minutes and seconds', () => {
    expect(splitDuration(90_061)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(splitDuration(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('knows whether a sale is pending, running or over', () => {
    expect(countdownPhase(100, 200, 300)).toBe('pending');
    expect(countdownPhase(250, 200, 300)).toBe('running');
    expect(countdownPhase(300, 200, 300)).toBe('ended');
  });
});
