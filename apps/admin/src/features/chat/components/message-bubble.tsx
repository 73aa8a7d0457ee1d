import { Avatar, Image } from 'antd';
import { CustomerServiceOutlined, LinkOutlined } from '@ant-design/icons';
import type { ChatMessage } from '@yaocai/contract';
import { bubbleTime } from '../lib/timeline';

/** The storefront's goods page (its paths.goodsInfo); the storefront is this host's root. */
const goodsPage = (id: number) => `/list/info/${id}`;

/**
 * What the member was looking at, opened in a new tab: the goods by name (the API names it from the
 * goods sent with the message or the goods page it came from), otherwise the page it came from.
 */
function MessageContext({ message }: { message: ChatMessage }) {
  if (!message.context_url && !message.goods) return null;
  const href = message.goods ? goodsPage(message.goods.id) : message.context_url;
  return (
    <a
      className="chat-context"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="chat-context"
    >
      <LinkOutlined />
      {message.goods ? (
        <span>正在浏览商品：{message.goods.name}</span>
      ) : (
        <span>来自页面：{message.context_url}</span>
      )}
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
