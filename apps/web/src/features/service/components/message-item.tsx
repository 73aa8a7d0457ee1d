import type { MemberMessage, MessageKind } from '@yaocai/contract';
import { Button, Tag } from 'antd';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useReadMessages } from '../api/read-messages';
import { formatTime } from '@yaocai/web-kit/format';
import { inAppPath } from '../lib/message-format';

const KIND_COLOURS: Record<MessageKind, string> = {
  order: 'blue',
  after_sale: 'orange',
  qualification: 'green',
  variety: 'purple',
  feedback: 'cyan',
  coupon: 'red',
  invoice: 'geekblue',
  goods_alert: 'volcano',
  quote: 'gold',
  proposal: 'lime',
};

const kindColour = (kind: string): string => KIND_COLOURS[kind as MessageKind] ?? 'default';

/** One message: kind, title (bold with a red dot while unread), time, content, 查看详情 and 标为已读. */
export function MessageItem({ message }: { message: MemberMessage }) {
  const read = useReadMessages();
  const navigate = useNavigate();
  const unread = message.is_read === 0;
  const path = inAppPath(message.link);
  const markRead = () => {
    if (unread && !read.isPending) read.mutate([message.id]);
  };
  /**
   * An unread message is marked read first, then the page opens: the layout reloads the profile on the
   * route change, and that must not read the count from before the mark. A new tab just opens.
   */
  const openLink = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!unread || !path || e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) {
      markRead();
      return;
    }
    e.preventDefault();
    if (read.isPending) return;
    read.mutate([message.id], { onSettled: () => void navigate(path) });
  };

  return (
    <li
      className={unread ? 'msg-item is-unread' : 'msg-item'}
      data-testid="message-item"
      data-id={message.id}
      data-read={unread ? '0' : '1'}
    >
      <span className="msg-item__dot" aria-hidden />
      <div className="msg-item__body">
        <div className="msg-item__head">
          <Tag color={kindColour(message.kind)} className="msg-item__kind">
            {message.kind_name}
          </Tag>
          <span className="msg-item__title" data-testid="message-title">
            {message.title}
          </span>
          {unread && <span className="sr-only">（未读）</span>}
        </div>
        <p className="msg-item__content">{message.content}</p>
      </div>
      <div className="msg-item__side">
        <time className="msg-item__time" dateTime={message.created_at}>
          {formatTime(message.created_at)}
        </time>
        <div className="msg-item__actions">
          {unread && (
            <Button
              type="link"
              size="small"
              loading={read.isPending}
              onClick={markRead}
              data-testid="message-read"
            >
              标为已读
            </Button>
          )}
          {path && (
            <Link to={path} onClick={openLink} className="msg-item__link" data-testid="message-link">
              查看详情 &gt;
            </Link>
          )}
        </div>
      </div>
    </li>
  );
}
