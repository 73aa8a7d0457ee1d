import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { GoodsSubscription } from '@yaocai/contract';
import { renderWithProviders, stubBrowser, testQueryClient } from '../../../app/layouts/test-utils';
import { EMPTY_PROFILE, profileQueryKey } from '../../account/api/profile';
import type { Profile } from '../../account/api/types';
import { GoodsAlertButtons } from './goods-alert-buttons';

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

const waiting: GoodsSubscription = {
  id: 5,
  type: 'arrival',
  type_name: '到货通知',
  status: 'active',
  status_name: '等待通知',
  target_price: null,
  base_price: null,
  goods: {
    id: 7,
    name: '阿莫西林胶囊',
    spec: '0.25g*24粒',
    manufacturer: '香港澳美制药厂',
    unit: '盒',
    image: '/img/goods/7.svg',
    price: '8.50',
    stock: 0,
    on_sale: 1,
  },
  created_at: '2026-11-20T02:00:00.000Z',
  notified_at: null,
};

let calls: { method: string; url: string; body: string }[] = [];
let subscriptions: GoodsSubscription[] = [];

beforeEach(() => {
  stubBrowser();
  calls = [];
  subscriptions = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url: String(url), body: String(init?.body ?? '') });
      if (method === 'POST') subscriptions = [waiting];
      const data =
        method === 'GET'
          ? { list: subscriptions, total: subscriptions.length, page: 1, page_size: 10, counts: {} }
          : waiting;
      return new Response(JSON.stringify({ code: 10000, msg: 'success', data }), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const member: Profile = { ...EMPTY_PROFILE, username: 'yaodian01', is_passed: 1 };
const goods: Parameters<typeof GoodsAlertButtons>[0]['goods'] = {
  id: 7,
  name: '阿莫西林胶囊',
  bzdw: '盒',
  number: 0,
  base_price: '8.50',
  discount_price: null,
};

function setup(profile: Profile, change: Partial<typeof goods> = {}) {
  renderWithProviders(
    <>
      <GoodsAlertButtons goods={{ ...goods, ...change }} />
      <Where />
    </>,
    { client: testQueryClient([[profileQueryKey, profile]]), route: '/list/info/7' },
  );
}

describe('GoodsAlertButtons', { timeout: 15_000 }, () => {
  it('subscribes 到货通知 on goods out of stock and then shows it as subscribed', async () => {
    setup(member);
    await waitFor(() => expect(calls.some((c) => c.url.includes('goods_id=7'))).toBe(true));
    fireEvent.click(screen.getByTestId('arrival-alert'));
    expect(await screen.findByText('已订阅到货通知，商品到货后将通过“我的消息”通知您')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toContain('/api/goods/7/subscribe');
    expect(post.body).toBe('type=arrival');
    await waitFor(() => expect(screen.getByTestId('arrival-alert')).toHaveTextContent('已订阅到货通知'));
  });

  it('offers only 降价通知 on goods in stock', () => {
    setup(member, { number: 30 });
    expect(screen.queryByTestId('arrival-alert')).toBeNull();
    expect(screen.getByTestId('price-alert')).toHaveTextContent('降价通知');
  });

  it('hides 降价通知 from a member who cannot see prices yet', () => {
    setup({ ...member, is_passed: 0 }, { base_price: null });
    expect(screen.queryByTestId('price-alert')).toBeNull();
    expect(screen.getByTestId('arrival-alert')).toBeInTheDocument();
  });

  it('sends a visitor to log in first', () => {
    setup(EMPTY_PROFILE, { base_price: null });
    fireEvent.click(screen.getByTestId('arrival-alert'));
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
    expect(calls).toEqual([]);
  });
});
