import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { GoodsCard } from '../../../components/goods-card';
import { renderWithProviders, stubBrowser } from '../../../app/layouts/test-utils';
import type { Goods } from '../api/types';
import { GoodsGallery } from './goods-gallery';
import { ListFilters } from './list-filters';

beforeEach(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const goods = {
  id: 7,
  name: '感冒灵颗粒',
  sccj: '华润三九医药股份有限公司',
  ypgg: '10g*9袋',
  bzdw: '盒',
  base_price: '12.50',
  price_tip: null,
  number: 300,
  type: 0,
  ladder_price: [],
  is_free_shipping: 0,
  free_shipping_number: 0,
  tags: [],
  goods_image: ['/img/goods/7.svg'],
  expires_on: '2027-03-01',
} as unknown as Goods;

describe('what the first screen of the list and detail pages needs', () => {
  it('a card reserves its picture’s box; a first-row card loads it at once and first, the others lazily', () => {
    renderWithProviders(
      <>
        <GoodsCard goods={goods} eager />
        <GoodsCard goods={{ ...goods, id: 8, name: '布洛芬缓释胶囊' }} />
      </>,
    );
    const first = screen.getByAltText('感冒灵颗粒');
    expect([first.getAttribute('width'), first.getAttribute('height')]).toEqual(['180', '180']);
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    const other = screen.getByAltText('布洛芬缓释胶囊');
    expect(other.getAttribute('loading')).toBe('lazy');
    expect(other.getAttribute('fetchpriority')).toBeNull();
  });

  it('the detail page’s main picture is sized and fetched first', () => {
    render(<GoodsGallery images={['/img/goods/7.svg', '/img/goods/7.svg?v=2']} name="感冒灵颗粒" />);
    const main = screen.getByAltText('感冒灵颗粒');
    expect([main.getAttribute('width'), main.getAttribute('height')]).toEqual(['340', '340']);
    expect(main.getAttribute('fetchpriority')).toBe('high');
  });

  it('while the list loads, the filters keep their rows’ height instead of growing when the facets come', () => {
    const { container, rerender } = render(
      <ListFilters onCategory={() => {}} onManufacturer={() => {}} onSpec={() => {}} pending />,
    );
    expect(container.querySelectorAll('.list-filter--pending')).toHaveLength(3);
    expect(container.querySelectorAll('.list-filter__options--lines-2')).toHaveLength(2);
    rerender(
      <ListFilters
        tree={[]}
        onManufacturer={() => {}}
        onSpec={() => {}}
        facets={{ manufacturers: [{ id: 1, name: '华润三九', count: 3 }], specs: [] }}
      />,
    );
    expect(container.querySelectorAll('.list-filter--pending')).toHaveLength(0);
    expect(screen.getByTestId('filter-manufacturer')).toBeTruthy();
  });
});
