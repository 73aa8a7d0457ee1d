import type { MemberMessage, MessageListAnswer } from '@yaocai/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubBrowser, testQueryClient } from '../../../app/layouts/test-utils';
import { stubResizeObserver } from '../../cart/lib/test-fixtures';
import { EMPTY_PROFILE, profileQueryKey } from '../../account/api/profile';
import type { Profile } from '../../account/api/types';
import { inAppPath } from '../lib/message-format';
import { MessagesPage } from './messages-page';

const msg = (over: Partial<MemberMessage>): MemberMessage => ({
  id: 1,
  kind: 'order',
  kind_name: '订单消息',
  title: '订单已发货',
  content: '您的订单YC20260301001已发货，顺丰速运 运单号 SF1234567890，请注意查收。',
  link: '/order/info/7',
  is_read: 0,
  created_at: '2026-03-01T02:05:00.000Z',
  ...over,
});

interface Server {
  messages: MemberMessage[];
  pageSize: number;
  /** Request bodies of POST /api/message/read. */
  reads: string[];
  lists: URLSearchParams[];
}

/** A small /api/message backend over `messages` (newest first), enough for the page. */
function serve(messages: MemberMessage[], pageSize = 10): Server {
  const server: Server = { messages, pageSize, reads: [], lists: [] };
  const unread = () => server.messages.filter((m) => m.is_read === 0).length;
  stubResizeObserver(vi.stubGlobal);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      let data: unknown = null;
      if (url.pathname === '/api/message/list') {
        server.lists.push(url.searchParams);
        const page = Number(url.searchParams.get('page') ?? 1);
        const rows = server.messages.filter((m) => url.searchParams.get('unread') !== '1' || m.is_read === 0);
        data = {
          list: rows.slice((page - 1) * pageSize, page * pageSize),
          total: rows.length,
          unread: unread(),
          page,
          page_size: pageSize,
        } satisfies MessageListAnswer;
      } else if (url.pathname === '/api/message/read' && init?.method === 'POST') {
        const body = String(init.body ?? '');
        server.reads.push(body);
        const ids = new URLSearchParams(body).getAll('ids[]').map(Number);
        for (const m of server.messages) if (ids.length === 0 || ids.includes(m.id)) m.is_read = 1;
        data = { unread: unread() };
      }
      return new Response(JSON.stringify({ code: 10000, msg: 'success', data }));
    }),
  );
  return server;
}

function renderPage(route = '/wdxx', messageCount = 2) {
  const profile: Profile = { ...EMPTY_PROFILE, username: 'yaodian01', message_count: messageCount };
  const client = testQueryClient([[profileQueryKey, profile]]);
  const view = renderWithProviders(
    <Routes>
      <Route path="/wdxx" element={<MessagesPage />} />
      <Route path="/order/info/:id" element={<p>订单详情页</p>} />
    </Routes>,
    { route, client },
  );
  const badge = () => client.getQueryData<Profile>(profileQueryKey)?.message_count;
  return { ...view, badge };
}

beforeEach(() => stubBrowser());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('inAppPath', () => {
  it.each([
    ['/order/info/7', '/order/info/7'],
    ['  /zzzj ', '/zzzj'],
    ['https://shop.example/order/afterSalesInfo/3?x=1', '/order/afterSalesInfo/3?x=1'],
    ['https://evil.example/phish', null],
    ['//evil.example/phish', null],
    ['javascript:alert(1)', null],
    ['', null],
  ])('%j → %j', (link, path) => expect(inAppPath(link, 'https://shop.example')).toBe(path));
});

describe('MessagesPage', () => {
  it('lists the messages newest first with kind, unread mark, Shanghai time and a detail link', async () => {
    serve([
      msg({ id: 3 }),
      msg({
        id: 2,
        kind: 'after_sale',
        kind_name: '售后消息',
        title: '退款已原路退回',
        content: '您的售后申请SH001已退款25.80元，已按原支付方式退回。',
        link: '/order/afterSalesInfo/4',
        created_at: '2026-02-27T16:10:00.000Z',
      }),
      msg({
        id: 1,
        kind: 'qualification',
        kind_name: '资质消息',
        title: '资质审核通过',
        link: '',
        is_read: 1,
      }),
    ]);
    renderPage();
    const items = await screen.findAllByTestId('message-item');
    expect(items.map((i) => within(i).getByTestId('message-title').textContent)).toEqual([
      '订单已发货',
      '退款已原路退回',
      '资质审核通过',
    ]);
    expect(items[0]).toHaveClass('is-unread');
    expect(items[0]).toHaveTextContent('订单消息');
    expect(items[0]).toHaveTextContent('2026-03-01 10:05');
    expect(items[0]).toHaveTextContent('运单号 SF1234567890');
    expect(within(items[0]).getByTestId('message-link')).toHaveAttribute('href', '/order/info/7');
    expect(items[1]).toHaveTextContent('2026-02-28 00:10');
    expect(items[2]).not.toHaveClass('is-unread');
    expect(within(items[2]).queryByTestId('message-read')).toBeNull();
    expect(within(items[2]).queryByTestId('message-link')).toBeNull();
    expect(screen.getByRole('tab', { name: '未读（2）' })).toBeInTheDocument();
    expect(screen.getByTestId('messages-unread')).toHaveTextContent('2');
    expect(screen.queryByRole('navigation', { name: /pagination/i })).toBeNull();
  });

  it('marks one message read and the badge follows the answer at once', async () => {
    const server = serve([msg({ id: 3 }), msg({ id: 2, title: '售后申请已通过' })]);
    const { badge } = renderPage();
    const [first] = await screen.findAllByTestId('message-item');
    fireEvent.click(within(first!).getByTestId('message-read'));
    await waitFor(() => expect(badge()).toBe(1));
    expect(server.reads).toEqual(['ids[]=3']);
    await waitFor(() => expect(screen.getAllByTestId('message-item')[0]).not.toHaveClass('is-unread'));
    expect(screen.getByTestId('messages-unread')).toHaveTextContent('1');
    expect(screen.getByRole('tab', { name: '未读（1）' })).toBeInTheDocument();
  });

  it('全部标为已读 reads everything, then is disabled', async () => {
    const server = serve([msg({ id: 3 }), msg({ id: 2 })]);
    const { badge } = renderPage();
    const button = await screen.findByTestId('messages-read-all');
    await waitFor(() => expect(screen.getAllByTestId('message-item')).toHaveLength(2));
    expect(button).toBeEnabled();
    fireEvent.click(button);
    await waitFor(() => expect(badge()).toBe(0));
    expect(server.reads).toEqual(['']);
    await waitFor(() => expect(screen.getByTestId('messages-read-all')).toBeDisabled());
    expect(await screen.findByText('全部消息已标为已读')).toBeInTheDocument();
    expect(screen.getAllByTestId('message-item').every((i) => !i.classList.contains('is-unread'))).toBe(true);
    expect(screen.getByRole('tab', { name: '未读' })).toBeInTheDocument();
  });

  it('查看详情 marks the message read and opens the page inside the app', async () => {
    const server = serve([msg({ id: 3 })]);
    const { badge } = renderPage('/wdxx', 1);
    fireEvent.click(await screen.findByTestId('message-link'));
    expect(await screen.findByText('订单详情页')).toBeInTheDocument();
    await waitFor(() => expect(badge()).toBe(0));
    expect(server.reads).toEqual(['ids[]=3']);
  });

  it('the 未读 tab asks for unread messages only and shows its own empty state', async () => {
    const server = serve([msg({ id: 3, is_read: 1 })]);
    renderPage('/wdxx?unread=1', 0);
    expect(await screen.findByText('暂无未读消息')).toBeInTheDocument();
    expect(server.lists.at(-1)?.get('unread')).toBe('1');
    expect(screen.getByTestId('messages-read-all')).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '查看全部消息' }));
    expect(await screen.findByTestId('message-item')).toBeInTheDocument();
    expect(server.lists.at(-1)?.get('unread')).toBeNull();
  });

  it('shows 暂无消息 when there is nothing at all', async () => {
    serve([]);
    renderPage('/wdxx', 0);
    expect(await screen.findByText('暂无消息')).toBeInTheDocument();
    expect(screen.getByTestId('messages-read-all')).toBeDisabled();
  });

  it('pages with the page size of the answer', async () => {
    const many = Array.from({ length: 7 }, (_, i) => msg({ id: 7 - i, title: `消息${7 - i}` }));
    const server = serve(many, 5);
    renderPage('/wdxx', 7);
    expect(await screen.findAllByTestId('message-item')).toHaveLength(5);
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(screen.getAllByTestId('message-item')).toHaveLength(2));
    expect(server.lists.at(-1)?.get('page')).toBe('2');
    expect(screen.getAllByTestId('message-title').map((t) => t.textContent)).toEqual(['消息2', '消息1']);
  });

  it('a page past the end of the list shows the last page', async () => {
    serve([msg({ id: 3 }), msg({ id: 2 })], 10);
    renderPage('/wdxx?page=4');
    expect(await screen.findAllByTestId('message-item')).toHaveLength(2);
  });
});
