import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithProviders, stubBrowser } from '../../../app/layouts/test-utils';
import type { Goods, GoodsListData } from '../api/types';
import { goodsFixture } from '../lib/goods-fixture';
import { GoodsListPage } from './goods-list-page';

const goods = (id: number, name: string): Goods =>
  goodsFixture({
    id,
    name,
    sccj: '华润三九医药股份有限公司',
    ypgg: '10g*9袋',
    bzdw: '盒',
    base_price: null,
    price_tip: '登录后可见',
    is_buy: 0,
    buy_tip: '登录后可见',
    number: 100,
    is_youx: 0,
    type: 0,
    ladder_price: [],
    ladder_price_type: 1,
    is_free_shipping: 0,
    free_shipping_number: 0,
    tags: [],
    goods_image: [],
    expires_on: '2028-07-21',
  });

const ANSWER: GoodsListData = {
  list: [goods(1, '感冒灵颗粒'), goods(747, '复方感冒灵颗粒')],
  total: 45,
  page: 1,
  page_size: 20,
  facets: {
    manufacturers: [{ id: 1, name: '华润三九医药股份有限公司', count: 30 }],
    specs: [{ name: '10g*9袋', count: 12 }],
  },
};

let listCalls: URL[] = [];

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname + location.search}</div>;
}

function renderAt(route: string) {
  renderWithProviders(
    <>
      <Routes>
        <Route path="/list" element={<GoodsListPage />} />
        <Route path="/list/table" element={<GoodsListPage />} />
        <Route path="/list/no_image" element={<GoodsListPage />} />
        <Route path="/search" element={<GoodsListPage />} />
      </Routes>
      <Where />
    </>,
    { route },
  );
}

beforeEach(() => {
  stubBrowser();
  listCalls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(String(input), 'http://localhost');
      const data = url.pathname === '/api/goods/list' ? ANSWER : null;
      if (url.pathname === '/api/goods/list') listCalls.push(url);
      return new Response(JSON.stringify({ code: 10000, msg: 'success', data }), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const where = () => screen.getByTestId('where').textContent ?? '';

describe('GoodsListPage', { timeout: 15_000 }, () => {
  it('asks the API with the URL query and shows the total and the items', async () => {
    renderAt('/list?select=3&in_stock=1&page=2');
    expect(await screen.findAllByTestId('goods-list-item')).toHaveLength(2);
    expect(screen.getByTestId('list-total')).toHaveTextContent('45');
    const asked = listCalls[listCalls.length - 1].searchParams;
    expect(asked.get('select')).toBe('3');
    expect(asked.get('in_stock')).toBe('1');
    expect(asked.get('page')).toBe('2');
    expect(screen.getAllByText('登录后可见').length).toBeGreaterThan(0);
  });

  it('sorting, filters and in-stock change the URL and start again at page 1', async () => {
    renderAt('/list?page=2');
    await screen.findAllByTestId('goods-list-item');
    fireEvent.click(screen.getByTestId('sort-price'));
    expect(where()).toBe('/list?sort=price&order=asc');
    fireEvent.click(screen.getByTestId('sort-price'));
    expect(where()).toBe('/list?sort=price&order=desc');
    fireEvent.click(within(screen.getByTestId('filter-manufacturer')).getByText('华润三九医药股份有限公司'));
    expect(where()).toBe('/list?manufacturer=1&sort=price&order=desc');
    fireEvent.click(screen.getByTestId('filter-in-stock'));
    expect(where()).toBe('/list?manufacturer=1&in_stock=1&sort=price&order=desc');
    fireEvent.click(screen.getByTestId('sort-sales'));
    expect(where()).toBe('/list?manufacturer=1&in_stock=1&sort=sales');
  });

  it('the view switch keeps the query', async () => {
    renderAt('/list?manufacturer=1&sort=sales');
    await screen.findAllByTestId('goods-list-item');
    const views = screen.getByTestId('view-switch');
    expect(within(views).getByText('列表').closest('a')).toHaveAttribute(
      'href',
      '/list/table?manufacturer=1&sort=sales',
    );
    expect(within(views).getByText('无图').closest('a')).toHaveAttribute(
      'href',
      '/list/no_image?manufacturer=1&sort=sales',
    );
    fireEvent.click(within(views).getByText('列表'));
    expect(where()).toBe('/list/table?manufacturer=1&sort=sales');
    expect(await screen.findAllByTestId('goods-list-item')).toHaveLength(2);
  });

  it('a manufacturer search asks by manufacturer and hides the manufacturer filter', async () => {
    renderAt(`/search?keywords=trt&type=1`);
    await screen.findAllByTestId('goods-list-item');
    const asked = listCalls[listCalls.length - 1].searchParams;
    expect(asked.get('manufacturer')).toBe('trt');
    expect(asked.get('keywords')).toBeNull();
    expect(screen.queryByTestId('filter-manufacturer')).toBeNull();
    expect(screen.getByText('厂家“trt”的搜索结果')).toBeInTheDocument();
  });
});
