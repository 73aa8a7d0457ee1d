import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DotLoading, Image, ImageViewer, NavBar, TextArea } from 'antd-mobile';
import {
  CHAT_TEXT_MAX,
  chatConversation,
  chatRead,
  chatSend,
  type ChatEvent,
  type ChatSendInput,
  type MemberChatAnswer,
} from '@yaocai/contract';
import { useChatSocket, withChatMessages } from '@yaocai/web-kit/chat';
import { formatShanghai } from '@yaocai/web-kit/format';
import { ChatPictureButtons } from '../components/chat-picture';
import { call } from '../lib/http';
import { m } from '../lib/mobile-paths';
import { uploadPhoto } from '../lib/upload';
import { isMember, useProfile } from '../lib/queries';
import { useVisualViewport } from '../lib/use-visual-viewport';
import '../styles/chat.css';

const chatKey = ['chat'] as const;
/** Replies are pushed over the socket; should it be dropped (a proxy), the conversation is read again this often. */
const POLL_MS = 15_000;

function statusLine(chat: MemberChatAnswer | undefined) {
  const c = chat?.conversation;
  if (!c) return '您好，请问有什么可以帮您？';
  if (c.status === 'closed') return '本次会话已结束，发送消息将开始新的咨询';
  return c.staff_name ? `客服 ${c.staff_name} 为您服务` : '正在为您接入客服，请稍候…';
}

/**
 * 在线客服: the same conversation as the PC side bar's chat (pushed over the WebSocket, polled as a
 * fallback), newest at the bottom; the input bar stays above the on-screen keyboard. Pictures (album or
 * camera) go up through the upload API and show as thumbnails that open full size; scrolling to the top
 * loads the earlier page of the conversation.
 */
export function ChatPage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const profile = useProfile();
  const member = isMember(profile.data);
  const chat = useQuery({
    queryKey: chatKey,
    queryFn: ({ signal }) => call(chatConversation, {}, { signal }),
    enabled: member,
    refetchInterval: POLL_MS,
  });
  const onEvent = (event: ChatEvent) => {
    if (event.type === 'message')
      client.setQueryData<MemberChatAnswer>(chatKey, (c) => (c ? withChatMessages(c, [event.message]) : c));
    else void client.invalidateQueries({ queryKey: chatKey });
  };
  useChatSocket('/api/chat/ws', member, onEvent);

  const send = useMutation({
    mutationFn: ({ kind, body }: Pick<ChatSendInput, 'kind' | 'body'>) =>
      call(
        chatSend,
        {
          kind,
          body,
          context_url: (params.get('from') ?? '').slice(0, 300),
          goods_id: params.get('goods') ?? undefined,
        },
        { cancelDuplicate: false },
      ),
    onSuccess: (message) =>
      client.setQueryData<MemberChatAnswer>(chatKey, (c) => (c ? withChatMessages(c, [message]) : c)),
  });
  const read = useMutation({
    mutationFn: (lastId: number) => call(chatRead, { last_id: lastId }, { silent: true }),
  });

  const [text, setText] = useState('');
  const bottom = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const older = useMutation({
    mutationFn: (before: number) => call(chatConversation, { before }, { cancelDuplicate: false }),
    onSuccess: (page) => {
      const box = list.current;
      const fromBottom = box ? box.scrollHeight - box.scrollTop : 0;
      client.setQueryData<MemberChatAnswer>(chatKey, (c) =>
        c ? { ...withChatMessages(c, page.messages), has_more: page.has_more } : c,
      );
      // Keep the message the reader was looking at in place once the earlier ones are above it.
      requestAnimationFrame(() => {
        if (box) box.scrollTop = box.scrollHeight - fromBottom;
      });
    },
  });
  const loadOlder = () => {
    const first = chat.data?.messages[0];
    if (first && chat.data?.has_more && !older.isPending) older.mutate(first.id);
  };
  const messages = chat.data?.messages ?? [];
  const lastId = messages.at(-1)?.id;
  const unread = chat.data?.unread ?? 0;
  const viewport = useVisualViewport();

  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [lastId, viewport?.height]);
  useEffect(() => {
    if (lastId && unread > 0) read.mutate(lastId);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per newest message
  }, [lastId, unread]);

  const submit = async () => {
    const body = text.trim();
    if (!body || send.isPending) return;
    await send.mutateAsync({ kind: 'text', body });
    setText('');
  };
  const sendPicture = async (dataUrl: string) => {
    const uploaded = await uploadPhoto(dataUrl, 'image', 'chat.jpg');
    await send.mutateAsync({ kind: 'image', body: uploaded.url });
  };

  return (
    <div
      className="chat-screen"
      data-testid="m-chat"
      style={viewport ? { top: viewport.top, height: viewport.height } : undefined}
    >
      <div className="nav">
        <NavBar onBack={() => (window.history.length > 1 ? navigate(-1) : navigate(m.me))}>在线客服</NavBar>
      </div>
      <div className="chat-status" data-testid="m-chat-status">
        {statusLine(chat.data)}
      </div>
      <div
        className="chat-list"
        data-testid="m-chat-messages"
        ref={list}
        onScroll={(e) => {
          if (e.currentTarget.scrollTop < 24) loadOlder();
        }}
      >
        {chat.data?.has_more ? (
          <button type="button" className="chat-older" onClick={loadOlder} data-testid="m-chat-older">
            {older.isPending ? '加载中…' : '查看更早消息'}
          </button>
        ) : null}
        {!member && profile.isSuccess ? (
          <div className="chat-welcome">
            <p>登录后即可咨询在线客服。</p>
            <Link to={`${m.login}?redirect=/m${m.chat}`} className="chat-login">
              去登录 ›
            </Link>
          </div>
        ) : null}
        {chat.isPending && member ? <DotLoading /> : null}
        {chat.isSuccess && messages.length === 0 ? (
          <div className="chat-welcome">
            <p>您好，{profile.data?.company || profile.data?.username}！药采网客服为您服务。</p>
            <p>可咨询商品、价格、库存、订单、物流、发票与售后问题。</p>
            <p className="muted">服务时间：周一至周六 8:30-18:00，非服务时间的留言将在上班后回复。</p>
          </div>
        ) : null}
        {messages.map((msg) => (
          <div key={msg.id} className={`bubble bubble-${msg.sender}`} data-testid="m-chat-message">
            <div className="bubble-meta">
              {msg.sender === 'staff' ? `客服 ${msg.staff_name}` : '我'} ·{' '}
              {formatShanghai(msg.created_at, 'MM-DD HH:mm')}
            </div>
            <div className="bubble-body">
              {msg.kind === 'image' ? (
                <Image
                  className="bubble-image"
                  src={msg.body}
                  alt="图片消息"
                  width={140}
                  fit="cover"
                  onClick={() => ImageViewer.show({ image: msg.body })}
                />
              ) : (
                msg.body
              )}
            </div>
            {msg.goods ? (
              <Link className="bubble-goods" to={m.goods(msg.goods.id)}>
                咨询商品：{msg.goods.name}
              </Link>
            ) : null}
          </div>
        ))}
        <div ref={bottom} />
      </div>
      <form
        className="chat-input"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <ChatPictureButtons disabled={!member || send.isPending} onPicture={sendPicture} />
        <label htmlFor="m-chat-text" className="sr-only">
          消息内容
        </label>
        <TextArea
          id="m-chat-text"
          value={text}
          onChange={setText}
          maxLength={CHAT_TEXT_MAX}
          autoSize={{ minRows: 1, maxRows: 4 }}
          rows={1}
          placeholder={member ? '请输入您要咨询的问题' : '登录后即可咨询'}
          disabled={!member}
          data-testid="m-chat-input"
        />
        <Button
          type="submit"
          color="primary"
          shape="rounded"
          loading={send.isPending}
          disabled={!member || !text.trim()}
          data-testid="m-chat-send"
        >
          发送
        </Button>
      </form>
    </div>
  );
}
