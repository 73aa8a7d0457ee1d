import { Avatar, Image } from 'antd';
import { CustomerServiceOutlined, LinkOutlined } from '@ant-design/icons';
import type { ChatMessage } from '@yaocai/contract';
import { bubbleTime } from '../lib/timeline';

/** The storefront page the member wrote from, opened in a new tab (the storefront is this host's root). */
function MessageContext({ message }: { message: ChatMessage }) {
  if (!message.context_url && !message.goods) return null;
  const href = message.context_url || (message.goods ? `/detail/${message.goods.id}` : '');
  return (
    <a
      className="chat-context"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="chat-context"
    >
      <LinkOutlined />
      {message.context_url && <span>来自页面：{message.context_url}</span>}
      {message.context_url && message.goods && <span> · </span>}
      {message.goods && <span>商品：{message.goods.name}</span>}
    </a>
  );
}

/** One message: the member's on the left, staff replies on the right with who wrote them. */
export function MessageBubble({
  message,
  memberInitial,
  onImageLoad,
}: {
  message: ChatMessage;
  memberInitial: string;
  onImageLoad: () => void;
}) {
  const mine = message.sender === 'staff';
  return (
    <div
      className={`chat-message ${mine ? 'chat-message-staff' : 'chat-message-member'}`}
      data-testid={`chat-message-${message.sender}`}
    >
      <Avatar
        size={32}
        className={mine ? 'chat-avatar-staff' : 'chat-avatar'}
        icon={mine ? <CustomerServiceOutlined /> : undefined}
      >
        {mine ? undefined : memberInitial}
      </Avatar>
      <div className="chat-message-main">
        <div className="chat-message-meta">
          {mine && <span className="chat-message-author">{message.staff_name || '客服'}</span>}
          <span>{bubbleTime(message.created_at)}</span>
        </div>
        {message.kind === 'image' ? (
          <div className="chat-bubble chat-bubble-image">
            <Image
              src={message.body}
              alt="聊天图片"
              width={180}
              style={{ maxHeight: 240, objectFit: 'cover' }}
              onLoad={onImageLoad}
              data-testid="chat-image"
            />
          </div>
        ) : (
          <div className="chat-bubble" data-testid="chat-bubble">
            {message.body}
          </div>
        )}
        {!mine && <MessageContext message={message} />}
      </div>
    </div>
  );
}
