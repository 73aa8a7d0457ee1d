import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders, stubBrowser } from '../../../app/layouts/test-utils';
import type { GoodsDetail } from '../api/types';
import { goodsFixture } from '../lib/goods-fixture';
import { GoodsBuyBox } from './goods-buy-box';

beforeEach(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const goods: GoodsDetail = {
  ...goodsFixture(),
  id: 1,
  name: '感冒灵颗粒',
  sccj: '华润三九医药股份有限公司',
  ypgg: '10g*9袋',
  bzdw: '盒',
  base_price: '11.70',
  price_tip: null,
  is_buy: 1,
  buy_tip: null,
  number: 2511,
  is_youx: 1,
  type: 0,
  ladder_price: [
    { number: 40, price: '11.50' },
    { number: 100, price: '11.10' },
  ],
  ladder_price_type: 1,
  is_free_shipping: 0,
  free_shipping_number: 0,
  tags: [],
  goods_image: [],
  middle_pack: 20,
  can_split: 0,
  retail_price: '16.60',
  batches: [],
  quality_inspection: { url: '', msg: '' },
  instructions: '',
  related: [],
  category_path: [],
  is_favorite: 0,
  brand: null,
  trace_required: 1,
  trace_prefix: '8100001',
  cold_chain: 0,
  cold_min: 2,
  cold_max: 8,
};

const plus = () => fireEvent.click(within(screen.getByTestId('quantity-stepper')).getByLabelText('增加'));

describe('GoodsBuyBox', { timeout: 15_000 }, () => {
  it('shows the ladder tiers and the quantity still needed, stepping by the middle pack', () => {
    renderWithProviders(<GoodsBuyBox goods={goods} />);
    const table = screen.getByTestId('ladder-table');
    expect(table).toHaveTextContent('≥40盒');
    expect(table).toHaveTextContent('¥11.10');
    expect(screen.getByLabelText('数量')).toHaveValue('20');
    expect(screen.getByTestId('ladder-hint')).toHaveTextContent('再买20盒可享¥11.50');
    plus();
    expect(screen.getByLabelText('数量')).toHaveValue('40');
    expect(screen.getByTestId('ladder-hint')).toHaveTextContent('再买60盒可享¥11.10');
    expect(screen.getByText('¥460.00')).toBeInTheDocument();
    plus();
    plus();
    plus();
    expect(screen.getByTestId('ladder-hint')).toHaveTextContent('已享阶梯价¥11.10');
    expect(screen.getByTestId('gross-margin')).toHaveTextContent('29.5%');
  });

  it('adds each tier as a discount when the goods reads its ladder that way', () => {
    renderWithProviders(<GoodsBuyBox goods={{ ...goods, ladder_price_type: 2 }} />);
    // 11.50 / 11.70 and 11.10 / 11.70, rounded down.
    expect(screen.getByTestId('ladder-discounts')).toHaveTextContent('折扣原价9.8折9.4折');
    cleanup();
    renderWithProviders(<GoodsBuyBox goods={goods} />);
    expect(screen.queryByTestId('ladder-discounts')).toBeNull();
  });

  it('rounds a typed quantity up to the middle pack', () => {
    renderWithProviders(<GoodsBuyBox goods={goods} />);
    const input = screen.getByLabelText('数量');
    fireEvent.change(input, { target: { value: '45' } });
    fireEvent.blur(input);
    expect(input).toHaveValue('60');
    expect(screen.getByTestId('ladder-hint')).toHaveTextContent('再买40盒可享¥11.10');
  });

  it.each([
    ['登录后可见', '立即登录'],
    ['资质审核通过后可见', '查看资质审核进度'],
  ] as const)('shows %s instead of prices, without ladder or hint', (tip, link) => {
    renderWithProviders(
      <GoodsBuyBox
        goods={{ ...goods, base_price: null, price_tip: tip, ladder_price: [], retail_price: null }}
      />,
    );
    expect(screen.getByTestId('price-tip')).toHaveTextContent(tip);
    expect(screen.getByText(link)).toBeInTheDocument();
    expect(screen.queryByTestId('ladder-table')).toBeNull();
    expect(screen.queryByTestId('ladder-hint')).toBeNull();
    expect(screen.queryByText(/¥/)).toBeNull();
  });

  it('leaves add-to-cart disabled until the cart feature wires it', () => {
    renderWithProviders(<GoodsBuyBox goods={goods} />);
    expect(screen.getByTestId('add-to-cart')).toBeDisabled();
  });

  it('calls the cart handler with the quantity when one is given', () => {
    const onAdd = vi.fn();
    renderWithProviders(<GoodsBuyBox goods={goods} onAdd={onAdd} />);
    plus();
    fireEvent.click(screen.getByTestId('add-to-cart'));
    expect(onAdd).toHaveBeenCalledWith(1, 40);
  });
});
