import type { StoreListAnswer, StoreSummary } from '@yaocai/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubBrowser } from '../../../app/layouts/test-utils';
import { stubResizeObserver } from '../../cart/lib/test-fixtures';
import { fullAddress } from '../lib/store-address';
import { StoresPage } from './stores-page';

const store = (over: Partial<StoreSummary>): StoreSummary => ({
  id: 1,
  username: 'liansuo01-1',
  company: '益康连锁药房和平店',
  name: '和平店长',
  phone: '13522014407',
  region: '天津',
  city: '天津市',
  district: '和平区',
  address: '天津市和平区滨江道166号',
  is_passed: 1,
  review_status: 'approved',
  review_status_name: '已通过',
  review_note: '',
  order_count: 2,
  order_amount: '1280.50',
  last_order_at: '2026-11-20T02:00:00.000Z',
  cart: 3,
  created_at: '2026-01-01T00:00:00.000Z',
  policy: {
    monthly_limit: '50000.00',
    approval_over: '2000.00',
    month_spent: '1280.50',
    month_left: '48719.50',
  },
  ...over,
});

function answer(data: StoreListAnswer) {
  stubResizeObserver(vi.stubGlobal);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ code: 10000, msg: 'success', data }))),
  );
}

beforeEach(() => stubBrowser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('fullAddress', () => {
  it.each([
    [{ city: '天津市', district: '和平区', address: '天津市和平区滨江道166号' }, '天津市和平区滨江道166号'],
    [{ city: '天津市', district: '红桥区', address: '芥园道118号' }, '天津市红桥区芥园道118号'],
  ])('%j → %s', (s, expected) => expect(fullAddress(s)).toBe(expected));
});

describe('StoresPage', () => {
  it(
    'lists the stores with review status, recent orders and the 30-day total',
    { timeout: 20_000 },
    async () => {
      answer({
        is_chain: 1,
        scopes: ['化学药制剂'],
        list: [
          store({}),
          store({
            id: 2,
            username: 'yk-hongqiao',
            company: '益康连锁药房红桥店',
            address: '芥园道118号',
            district: '红桥区',
            is_passed: 0,
            review_status: 'pending',
            review_status_name: '审核中',
            order_count: 0,
            order_amount: '0.00',
            last_order_at: null,
            cart: 0,
          }),
        ],
      });
      renderWithProviders(<StoresPage />, { route: '/ddgl' });
      const table = await screen.findByTestId('store-table');
      const rows = within(table).getAllByRole('row');
      expect(rows[1]).toHaveTextContent('益康连锁药房和平店');
      expect(rows[1]).toHaveTextContent('¥1280.50');
      expect(rows[1]).toHaveTextContent('3 种');
      expect(rows[1]).toHaveTextContent('月额度 ¥50,000.00');
      expect(rows[1]).toHaveTextContent('超¥2,000.00需审批');
      expect(screen.getByTestId('store-policy-liansuo01-1')).toHaveTextContent('设置额度');
      expect(rows[2]).toHaveTextContent('审核中');
      expect(rows[2]).toHaveTextContent('天津市红桥区芥园道118号');
      expect(screen.getByTestId('store-count')).toHaveTextContent('2');
      expect(screen.getByText('1280.50')).toBeInTheDocument();
      expect(screen.getByTestId('store-add')).toBeInTheDocument();
    },
  );

  it('tells a member that is not a headquarters what the page is for', async () => {
    answer({ is_chain: 0, scopes: [], list: [] });
    renderWithProviders(<StoresPage />, { route: '/ddgl' });
    expect(await screen.findByTestId('stores-not-chain')).toHaveTextContent('多门店管理仅对连锁总部开放');
    expect(screen.queryByTestId('store-add')).toBeNull();
  });
});
