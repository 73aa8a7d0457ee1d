import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ChatMessage } from '@yaocai/contract';
import { renderPage, stubApi } from '../test/render';
import { ChatPage } from './chat';

const message = (o: Partial<ChatMessage> & Pick<ChatMessage, 'id' | 'body'>): ChatMessage => ({
  conversation_id: 3,
  sender: 'staff',
  staff_name: '小王',
  kind: 'text',
  context_url: '',
  goods: null,
  created_at: '2026-11-28 09:00:00',
  ...o,
});

let requests: ReturnType<typeof stubApi>;
class FakeSocket {
  close() {}
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
  Element.prototype.scrollIntoView = vi.fn();
  requests = stubApi({
    '/api/user/base': () => ({ username: 'zhensuo01', company: '康宁诊所' }),
    '/api/chat/conversation': () => ({
      conversation: { id: 3, status: 'open', staff_name: '小王' },
      messages: [
        message({ id: 10, sender: 'member', staff_name: '', body: '阿莫西林还有货吗？' }),
        message({ id: 11, body: '有的，今天下单明天发货。' }),
      ],
      has_more: false,
      unread: 1,
    }),
    '/api/chat/send': (body) =>
      message({
        id: 12,
        sender: 'member',
        staff_name: '',
        body: body.get('body')!,
        created_at: '2026-11-28 09:05:00',
      }),
    '/api/chat/read': () => ({ unread: 0 }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('在线客服 on the phone', () => {
  it('shows the conversation oldest first, marks the reply read and puts a sent message at the bottom', async () => {
    renderPage(<ChatPage />, '/chat');
    await waitFor(() => expect(screen.getAllByTestId('m-chat-message')).toHaveLength(2));
    expect(screen.getByTestId('m-chat-status')).toHaveTextContent('客服 小王 为您服务');
    await waitFor(() => expect(requests.some((r) => r.url.startsWith('/api/chat/read'))).toBe(true));

    fireEvent.change(screen.getByRole('textbox', { name: '消息内容' }), { target: { value: '好的，谢谢' } });
    fireEvent.click(screen.getByTestId('m-chat-send'));
    await waitFor(() => expect(screen.getAllByTestId('m-chat-message')).toHaveLength(3));
    const all = screen.getAllByTestId('m-chat-message');
    expect(all[2]).toHaveTextContent('好的，谢谢');
    expect(all[0]).toHaveTextContent('阿莫西林还有货吗？');
    expect(screen.getByRole('textbox', { name: '消息内容' })).toHaveValue('');
    expect(Object.fromEntries(requests.find((r) => r.url.startsWith('/api/chat/send'))!.body)).toMatchObject({
      kind: 'text',
      body: '好的，谢谢',
    });
  });
});
