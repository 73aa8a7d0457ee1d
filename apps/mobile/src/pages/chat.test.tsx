import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ChatMessage } from '@yaocai/contract';
import { renderPage, stubApi, stubImageDecoding } from '../test/render';
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

  it('sends a picked picture through the upload API as an image message shown as a thumbnail', async () => {
    stubImageDecoding();
    requests = stubApi({
      '/api/user/base': () => ({ username: 'zhensuo01', company: '康宁诊所' }),
      '/api/chat/conversation': () => ({ conversation: null, messages: [], has_more: false, unread: 0 }),
      '/api/upload': () => ({
        key: 'image/abc',
        url: '/api/upload/image/abc',
        content_type: 'image/jpeg',
        size: 9,
      }),
      '/api/chat/send': () =>
        message({ id: 20, sender: 'member', staff_name: '', kind: 'image', body: '/api/upload/image/abc' }),
    });
    renderPage(<ChatPage />, '/chat');
    await waitFor(() => expect(screen.getByTestId('m-chat-picture')).toBeEnabled());
    expect(screen.getByTestId('m-chat-camera')).toHaveAttribute('capture', 'environment');
    const photo = new File([new Uint8Array([255, 216, 255])], 'box.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('m-chat-picture'), { target: { files: [photo] } });
    await waitFor(() => expect(screen.getAllByTestId('m-chat-message')).toHaveLength(1));
    expect(screen.getByAltText('图片消息')).toHaveAttribute('src', '/api/upload/image/abc');
    const urls = requests.map((r) => r.url);
    expect(urls.findIndex((u) => u.startsWith('/api/upload'))).toBeLessThan(
      urls.findIndex((u) => u.startsWith('/api/chat/send')),
    );
  });

  it('loads the earlier page above the messages when scrolled to the top', async () => {
    requests = stubApi({
      '/api/user/base': () => ({ username: 'zhensuo01', company: '康宁诊所' }),
      '/api/chat/conversation': (_, url) =>
        url.includes('before=30')
          ? {
              conversation: null,
              messages: [message({ id: 29, body: '上周的回复' })],
              has_more: false,
              unread: 0,
            }
          : {
              conversation: { id: 3, status: 'open', staff_name: '小王' },
              messages: [message({ id: 30, body: '今天的回复' })],
              has_more: true,
              unread: 0,
            },
    });
    renderPage(<ChatPage />, '/chat');
    await waitFor(() => expect(screen.getByTestId('m-chat-older')).toBeInTheDocument());
    fireEvent.scroll(screen.getByTestId('m-chat-messages'), { target: { scrollTop: 0 } });
    await waitFor(() => expect(screen.getAllByTestId('m-chat-message')).toHaveLength(2));
    expect(screen.getAllByTestId('m-chat-message')[0]).toHaveTextContent('上周的回复');
    expect(screen.queryByTestId('m-chat-older')).not.toBeInTheDocument();
  });
});
