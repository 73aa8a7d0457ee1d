import { CloseOutlined, PictureOutlined, SendOutlined } from '@ant-design/icons';
import { CHAT_TEXT_MAX, type MemberChatAnswer } from '@yaocai/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Image, Input, Spin, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, matchPath, useLocation } from 'react-router';
import { paths } from '../../../app/paths';
import { uploadFile } from '../../account/api/upload';
import type { Profile } from '../../account/api/types';
import { chatQueryKey, fetchChat, useReadChat, useSendChat } from '../api/chat';
import { formatShanghai } from '@yaocai/web-kit/format';

const GOODS_PAGE = '/list/info/:id';

function statusLine(chat: MemberChatAnswer | undefined) {
  const conversation = chat?.conversation;
  if (!conversation) return '您好，请问有什么可以帮您？';
  if (conversation.status === 'closed') return '本次会话已结束，发送消息将开始新的咨询';
  return conversation.staff_name ? `客服 ${conversation.staff_name} 为您服务` : '正在为您接入客服，请稍候…';
}

/** The member's customer-service chat, floating beside the side bar; pushed replies appear live. */
export function ChatWindow({
  profile,
  chat,
  loading,
  onClose,
}: {
  profile: Profile;
  chat: MemberChatAnswer | undefined;
  loading: boolean;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const location = useLocation();
  const send = useSendChat();
  const read = useReadChat();
  const [text, setText] = useState('');
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [uploading, setUploading] = useState(false);
  const bottom = useRef<HTMLDivElement>(null);
  const messages = chat?.messages ?? [];
  const lastId = messages.at(-1)?.id;

  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [lastId]);

  useEffect(() => {
    if (lastId && chat && chat.unread > 0 && !read.isPending) read.mutate(lastId);
  }, [lastId, chat, read]);

  const context = () => {
    const goods = matchPath(GOODS_PAGE, location.pathname);
    return {
      context_url: `${location.pathname}${location.search}`.slice(0, 300),
      goods_id: goods?.params.id && /^\d+$/.test(goods.params.id) ? Number(goods.params.id) : undefined,
    };
  };

  const sendText = async () => {
    const body = text.trim();
    if (!body || send.isPending) return;
    await send.mutateAsync({ kind: 'text', body, ...context() });
    setText('');
  };

  const sendPicture = async (file: File) => {
    setUploading(true);
    try {
      const uploaded = await uploadFile({ file, purpose: 'image' });
      await send.mutateAsync({ kind: 'image', body: uploaded.url, ...context() });
    } finally {
      setUploading(false);
    }
  };

  const loadOlder = async () => {
    const first = messages[0];
    if (!first) return;
    setLoadingOlder(true);
    try {
      const older = await fetchChat(first.id);
      client.setQueryData<MemberChatAnswer>(chatQueryKey, (current) =>
        current
          ? { ...current, messages: [...older.messages, ...current.messages], has_more: older.has_more }
          : current,
      );
    } finally {
      setLoadingOlder(false);
    }
  };

  return (
    <section className="chat-window" data-testid="chat-window" aria-label="在线客服">
      <header className="chat-window__header">
        <div>
          <b>药采网在线客服</b>
          <span data-testid="chat-status">{statusLine(chat)}</span>
        </div>
        <Button type="text" size="small" icon={<CloseOutlined />} aria-label="关闭客服" onClick={onClose} />
      </header>
      <div className="chat-window__body" data-testid="chat-messages">
        {loading && <Spin className="chat-window__spin" />}
        {chat?.has_more && (
          <Button type="link" size="small" block loading={loadingOlder} onClick={loadOlder}>
            查看更早消息
          </Button>
        )}
        {!loading && messages.length === 0 && (
          <div className="chat-window__welcome">
            <p>您好，{profile.company || profile.username}！药采网客服为您服务。</p>
            <p>可咨询商品、价格、库存、订单、物流、发票与售后问题。</p>
            <p className="chat-window__muted">
              服务时间：周一至周六 8:30-18:00，非服务时间的留言将在上班后回复。
            </p>
          </div>
        )}
        {messages.map((m) => (
          <div key={m.id} className={`chat-bubble chat-bubble--${m.sender}`} data-testid="chat-message">
            <div className="chat-bubble__meta">
              {m.sender === 'staff' ? `客服 ${m.staff_name}` : '我'} ·{' '}
              {formatShanghai(m.created_at, 'MM-DD HH:mm')}
            </div>
            <div className="chat-bubble__body">
              {m.kind === 'image' ? <Image src={m.body} width={140} alt="图片消息" /> : m.body}
            </div>
            {m.goods && (
              <Link className="chat-bubble__context" to={paths.goodsInfo(m.goods.id)}>
                咨询商品：{m.goods.name}
              </Link>
            )}
          </div>
        ))}
        <div ref={bottom} />
      </div>
      <footer className="chat-window__composer">
        <Input.TextArea
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={CHAT_TEXT_MAX}
          autoSize={{ minRows: 2, maxRows: 4 }}
          placeholder="请输入您要咨询的问题，Enter 发送"
          aria-label="消息内容"
          onPressEnter={(e) => {
            if (e.shiftKey) return;
            e.preventDefault();
            void sendText();
          }}
        />
        <div className="chat-window__actions">
          <Upload
            accept="image/jpeg,image/png"
            showUploadList={false}
            beforeUpload={(file) => {
              void sendPicture(file);
              return false;
            }}
          >
            <Button type="text" icon={<PictureOutlined />} loading={uploading} aria-label="发送图片" />
          </Upload>
          <Button
            type="primary"
            icon={<SendOutlined />}
            loading={send.isPending && !uploading}
            disabled={!text.trim()}
            onClick={() => void sendText()}
          >
            发送
          </Button>
        </div>
      </footer>
    </section>
  );
}
