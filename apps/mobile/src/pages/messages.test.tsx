import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { MemberMessage } from '@yaocai/contract';
import { renderPage, stubApi } from '../test/render';
import { MessagesPage, messageTarget } from './messages';

let inbox: MemberMessage[];
let requests: ReturnType<typeof stubApi>;

beforeEach(() => {
  inbox = [
    {
      id: 2,
      kind: 'order',
      kind_name: '订单',
      title: '您的订单已发货',
      content: '订单 YC20261128001 已由顺丰速运发出，运单号 SF1234567890。',
      link: '/order/info/12',
      is_read: 0,
      created_at: '2026-11-28 08:00:00',
    },
    {
      id: 1,
      kind: 'coupon',
      kind_name: '优惠券',
      title: '满200减20券已到账',
      content: '您领取的优惠券已放入账户。',
      link: '',
      is_read: 1,
      created_at: '2026-11-27 10:00:00',
    },
  ];
  requests = stubApi({
    '/api/message/list': () => ({
      list: inbox,
      total: inbox.length,
      unread: inbox.filter((m) => m.is_read === 0).length,
      page: 1,
      page_size: 20,
    }),
    '/api/message/read': (body) => {
      const ids = body.getAll('ids[]').map(Number);
      inbox = inbox.map((m) => (ids.length === 0 || ids.includes(m.id) ? { ...m, is_read: 1 } : m));
      return { unread: inbox.filter((m) => m.is_read === 0).length };
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('mobile 我的消息', () => {
  it('marks the unread, reads one in a sheet and marks it read, and opens its order', async () => {
    renderPage(
      <Routes>
        <Route path="/messages" element={<MessagesPage />} />
        <Route path="/orders/:id" element={<div data-testid="order-here" />} />
      </Routes>,
      '/messages',
    );
    const rows = await screen.findAllByTestId('m-message');
    expect(rows.map((r) => r.getAttribute('data-read'))).toEqual(['0', '1']);
    expect(within(rows[0]!).getByText('（未读）')).toBeInTheDocument();
    expect(screen.getByText('未读(1)')).toBeInTheDocument();

    fireEvent.click(within(rows[0]!).getByText('您的订单已发货'));
    const reader = await screen.findByTestId('m-message-reader');
    expect(reader).toHaveTextContent('运单号 SF1234567890');
    await waitFor(() =>
      expect(screen.getAllByTestId('m-message').map((r) => r.getAttribute('data-read'))).toEqual(['1', '1']),
    );
    const read = requests.find((r) => r.url.startsWith('/api/message/read'))!;
    expect(read.body.getAll('ids[]')).toEqual(['2']);
    expect(screen.getByText('未读')).toBeInTheDocument();

    fireEvent.click(within(reader).getByText('查看详情'));
    expect(await screen.findByTestId('order-here')).toBeInTheDocument();
  });

  it('sends order links to the mobile order, other site paths to the PC site, and nothing else anywhere', () => {
    expect(messageTarget('/order/info/12')).toEqual({ mobile: '/orders/12' });
    expect(messageTarget('/pzqg/info?id=3')).toEqual({ desktop: '/pzqg/info?id=3' });
    expect(messageTarget('https://evil.example/x')).toBeNull();
    expect(messageTarget('//evil.example')).toBeNull();
    expect(messageTarget('')).toBeNull();
  });
});
