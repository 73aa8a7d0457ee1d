import { Avatar, Badge } from 'antd';
import type { StaffConversation } from '@yaocai/contract';
import { listTime } from '../lib/timeline';

/** One conversation in the inbox: who, the last words, when, and how many are unread. */
export function ConversationRow({
  conversation: c,
  selected,
  today,
  onSelect,
}: {
  conversation: StaffConversation;
  selected: boolean;
  today: string;
  onSelect: (id: number) => void;
}) {
  const title = c.company || c.member_name || c.username;
  return (
    <button
      type="button"
      className={`chat-row${selected ? ' chat-row-selected' : ''}`}
      onClick={() => onSelect(c.id)}
      aria-current={selected ? 'true' : undefined}
      data-testid={`chat-row-${c.id}`}
    >
      <Badge count={c.unread} size="small" overflowCount={99}>
        <Avatar className="chat-avatar" shape="square" size={40}>
          {title.slice(0, 1)}
        </Avatar>
      </Badge>
      <span className="chat-row-main">
        <span className="chat-row-line">
          <span className="chat-row-company" title={title}>
            {title}
          </span>
          <span className="chat-row-time">{listTime(c.last_message_at, today)}</span>
        </span>
        <span className="chat-row-line chat-row-sub">
          <span className="chat-row-user">
            {c.username}
            {c.member_name && ` · ${c.member_name}`}
          </span>
          <span className="chat-row-staff">{c.staff_name || '待接入'}</span>
        </span>
        <span className="chat-row-preview" data-testid="chat-row-preview">
          {c.last_message || '—'}
        </span>
      </span>
    </button>
  );
}
