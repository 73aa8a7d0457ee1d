import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChatEvent, ChatMessage, StaffConversation } from '@yaocai/contract';
import { ok, renderRoutes, stubApi, stubBrowser } from '../../../test-utils';
import { ChatPage } from './chat-page';

class FakeSocket {
  static last: FakeSocket | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((frame: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  close() {}
  push(event: ChatEvent) {
    act(() => this.onmessage?.({ data: JSON.stringify(event) }));
  }
}

const conversation = (extra: Partial<StaffConversation> = {}): StaffConversation => ({
  id: 7,
  status: 'open',
  status_name: '进行中',
  member_id: 3,
  username: 'yaodian01',
  member_name: '赵建国',
  company: '仁和大药房',
  staff_id: null,
  staff_name: '',
  unread: 1,
  last_message: '需要50盒',
  last_message_at: '2026-03-01T02:00:00.000Z',
  ...extra,
});

const message = (id: number, body: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  conversation_id: 7,
  sender: 'member',
  staff_name: '',
  kind: 'text',
  body,
  context_url: '',
  goods: null,
  created_at: '2026-03-01T02:00:00.000Z',
  ...extra,
});

const detail = ok({
  conversation: conversation(),
  messages: [
    message(1, '这个品种有近效期的吗？', {
      context_url: '/list/info/12',
      goods: { id: 12, name: '感冒灵颗粒' },
    }),
  ],
  has_more: false,
  member: {
    id: 3,
    username: 'yaodian01',
    name: '赵建国',
    phone: '13801012345',
    company: '仁和大药房',
    company_type: '单体药店',
    region: '北京 北京市 朝阳区',
    headquarters: '',
    is_passed: 1,
    is_special: 1,
    disabled: 0,
    scopes: ['中成药'],
    credit_limit: '5000.00',
    account_manager_id: 2,
    account_manager: '王丽',
    order_count: 1,
    created_at: '2026-01-01T00:00:00.000Z',
  },
  recent_orders: [
    {
      id: 40,
      order_no: 'YC2026030100001',
      status: 'to_ship',
      status_name: '待发货',
      username: 'yaodian01',
      company: '仁和大药房',
      consignee: '赵建国',
      payable_amount: '268.00',
      goods_count: 2,
      has_special: 0,
      receipt_status: 'none',
      logistics_company: '',
      logistics_no: '',
      created_at: '2026-03-01T01:00:00.000Z',
      paid_at: null,
    },
  ],
});

const me = ok({
  id: 9,
  username: 'kefu01',
  name: '陈客服',
  roles: [],
  permissions: ['chat.reply', 'order.read'],
});

beforeEach(() => {
  stubBrowser();
  FakeSocket.last = null;
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Rendering the whole workbench in jsdom is slow on a busy machine.
describe('ChatPage', { timeout: 30_000 }, () => {
  it('says so when there is no conversation', async () => {
    stubApi([
      ['GET', '/api/operator/me', me],
      [
        'GET',
        '/api/operator/chat/conversations',
        ok({ list: [], total: 0, page: 1, page_size: 20, waiting: 0 }),
      ],
    ]);
    renderRoutes([{ path: '/chat', element: <ChatPage /> }], '/chat');
    expect(await screen.findByText('暂无会话')).toBeInTheDocument();
    expect(screen.getByText('请选择左侧会话')).toBeInTheDocument();
    expect(FakeSocket.last?.url).toMatch(/^ws:\/\/.+\/api\/operator\/chat\/ws$/);
  });

  it('opens a conversation, marks it read, replies with Enter and shows pushed messages', async () => {
    const calls = stubApi([
      ['GET', '/api/operator/me', me],
      [
        'GET',
        '/api/operator/chat/conversations',
        ok({ list: [conversation()], total: 1, page: 1, page_size: 20, waiting: 1 }),
      ],
      ['GET', '/api/operator/chat/conversations/7', detail],
      ['POST', '/api/operator/chat/conversations/7/read', ok({ unread: 0 })],
      [
        'POST',
        '/api/operator/chat/conversations/7/messages',
        ok(message(2, '有的，已为您备货', { sender: 'staff', staff_name: '陈客服' })),
      ],
    ]);
    renderRoutes([{ path: '/chat', element: <ChatPage /> }], '/chat');
    fireEvent.click(await screen.findByTestId('chat-row-7'));
    expect(await screen.findByText('这个品种有近效期的吗？')).toBeInTheDocument();
    // The goods by name, linking to its storefront page; no raw path.
    expect(screen.getByTestId('chat-context')).toHaveAttribute('href', '/list/info/12');
    expect(screen.getByTestId('chat-context')).toHaveTextContent('正在浏览商品：感冒灵颗粒');
    expect(screen.getByTestId('chat-context')).not.toHaveTextContent('/list/info');
    expect(within(screen.getByTestId('chat-member')).getByText('YC2026030100001')).toBeInTheDocument();
    expect(screen.getByTestId('chat-waiting')).toHaveTextContent('1 个会话待回复');
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ url: '/api/operator/chat/conversations/7/read', body: { last_id: 1 } }),
      ),
    );

    const input = screen.getByTestId('chat-input');
    fireEvent.change(input, { target: { value: '有的，已为您备货' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(calls.some((c) => c.url.endsWith('/messages'))).toBe(false);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('有的，已为您备货')).toBeInTheDocument();
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'POST', body: { kind: 'text', body: '有的，已为您备货' } }),
    );
    await waitFor(() => expect(input).toHaveValue(''));

    FakeSocket.last!.push({
      type: 'message',
      member_id: 3,
      message: message(5, '好的，谢谢', { created_at: '2026-03-01T02:01:00.000Z' }),
    });
    expect(await screen.findByText('好的，谢谢')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ url: '/api/operator/chat/conversations/7/read', body: { last_id: 5 } }),
      ),
    );
  });
});
