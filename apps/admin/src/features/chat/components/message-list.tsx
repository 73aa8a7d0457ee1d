import { useLayoutEffect, useRef } from 'react';
import { Empty, Spin } from 'antd';
import type { ChatMessage } from '@yaocai/contract';
import { timeline } from '../lib/timeline';
import { MessageBubble } from './message-bubble';
import { RowButton } from '../../../components/list-kit/row-button';

/** How close to the bottom still counts as "reading the newest", so new messages scroll into view. */
const STICK_PX = 80;
/** Scrolling this close to the top loads the older messages. */
const LOAD_PX = 40;

/**
 * The conversation's messages, oldest at the top. Opening shows the newest; older pages load at the
 * top (by 查看更早消息 or by scrolling up) without moving what the clerk reads; a new message scrolls
 * into view when the clerk is at the bottom already or wrote it.
 */
export function MessageList({
  messages,
  today,
  memberInitial,
  hasOlder,
  loadingOlder,
  onLoadOlder,
}: {
  messages: readonly ChatMessage[];
  today: string;
  memberInitial: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  /** Height and position before older messages were asked for, to keep the view still after. */
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const edges = useRef<{ first?: number; last?: number }>({});

  const first = messages[0]?.id;
  const last = messages.at(-1);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const before = edges.current;
    if (before.first !== undefined && first !== undefined && first < before.first && anchor.current) {
      el.scrollTop = el.scrollHeight - anchor.current.height + anchor.current.top;
      anchor.current = null;
    } else if (
      last?.id !== before.last &&
      (before.last === undefined || atBottom.current || last?.sender === 'staff')
    ) {
      el.scrollTop = el.scrollHeight;
      atBottom.current = true;
    }
    edges.current = { first, last: last?.id };
  }, [first, last]);

  const loadOlder = () => {
    const el = box.current;
    if (!el || !hasOlder || loadingOlder) return;
    anchor.current = { height: el.scrollHeight, top: el.scrollTop };
    onLoadOlder();
  };

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
    if (el.scrollTop < LOAD_PX) loadOlder();
  };

  const stickAfterImage = () => {
    if (atBottom.current && box.current) box.current.scrollTop = box.current.scrollHeight;
  };

  return (
    <div className="chat-messages" ref={box} onScroll={onScroll} data-testid="chat-messages">
      {hasOlder ? (
        <div className="chat-older">
          <RowButton label="查看更早消息" testId="chat-older" loading={loadingOlder} onClick={loadOlder} />
        </div>
      ) : (
        messages.length > 0 && <div className="chat-divider">没有更早的消息了</div>
      )}
      {messages.length === 0 && (
        <Empty className="chat-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无消息" />
      )}
      {timeline(messages, today).map((item) =>
        item.type === 'divider' ? (
          <div key={item.key} className="chat-divider">
            {item.text}
          </div>
        ) : (
          <MessageBubble
            key={item.key}
            message={item.message}
            memberInitial={memberInitial}
            onImageLoad={stickAfterImage}
          />
        ),
      )}
      {loadingOlder && messages.length === 0 && <Spin />}
    </div>
  );
}
