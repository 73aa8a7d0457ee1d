import type { ChatMessage, StaffConversationAnswer } from '@yaocai/contract';
import { formatTime } from '@yaocai/web-kit/format';

/** The loaded pages (newest first, each oldest-first) as one oldest-first list without repeats. */
export function flattenPages(pages: readonly StaffConversationAnswer[]): ChatMessage[] {
  const seen = new Set<number>();
  const messages: ChatMessage[] = [];
  for (const page of [...pages].reverse()) {
    for (const message of page.messages) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      messages.push(message);
    }
  }
  return messages.sort((a, b) => a.id - b.id);
}

/** The newest message of the member in this conversation, the one that decides whether to mark read. */
export function lastMemberMessageId(messages: readonly ChatMessage[], conversationId: number) {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    if (m.conversation_id === conversationId && m.sender === 'member') return m.id;
  }
  return undefined;
}

export type TimelineItem =
  { type: 'divider'; key: string; text: string } | { type: 'message'; key: string; message: ChatMessage };

/** Messages further apart than this get the time between them, as chat apps do. */
const GAP_MS = 5 * 60_000;

/**
 * The messages with a time line before the first one, after a pause of over five minutes and where
 * an earlier conversation of the member ends (the history covers all of them).
 */
export function timeline(messages: readonly ChatMessage[], today: string): TimelineItem[] {
  const items: TimelineItem[] = [];
  let previous: ChatMessage | undefined;
  for (const message of messages) {
    const newConversation = previous !== undefined && previous.conversation_id !== message.conversation_id;
    const paused =
      previous === undefined ||
      new Date(message.created_at).getTime() - new Date(previous.created_at).getTime() > GAP_MS;
    if (newConversation) {
      items.push({
        type: 'divider',
        key: `c${message.id}`,
        text: `新会话 · ${dividerTime(message.created_at, today)}`,
      });
    } else if (paused) {
      items.push({ type: 'divider', key: `t${message.id}`, text: dividerTime(message.created_at, today) });
    }
    items.push({ type: 'message', key: `m${message.id}`, message });
    previous = message;
  }
  return items;
}

/** Today: "10:05"; another day: "2026-03-01 10:05" (Asia/Shanghai). */
export function dividerTime(iso: string, today: string): string {
  const text = formatTime(iso);
  return text.startsWith(today) ? text.slice(11) : text;
}

/** The list's short time: today "10:05", this year "03-01", earlier "2025-12-30". */
export function listTime(iso: string, today: string): string {
  const text = formatTime(iso);
  if (text.startsWith(today)) return text.slice(11);
  if (text.slice(0, 4) === today.slice(0, 4)) return text.slice(5, 10);
  return text.slice(0, 10);
}

/** A bubble's own time: "10:05" (the dividers carry the day). */
export const bubbleTime = (iso: string) => formatTime(iso).slice(11);
