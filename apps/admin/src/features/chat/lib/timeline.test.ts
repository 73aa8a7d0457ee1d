import { describe, expect, it } from 'vitest';
import type { ChatMessage, StaffConversationAnswer } from '@yaocai/contract';
import { dividerTime, flattenPages, lastMemberMessageId, listTime, timeline } from './timeline';

const message = (id: number, at: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  conversation_id: 1,
  sender: 'member',
  staff_name: '',
  kind: 'text',
  body: `m${id}`,
  context_url: '',
  goods: null,
  created_at: at,
  ...extra,
});
const page = (messages: ChatMessage[]) => ({ messages }) as StaffConversationAnswer;

describe('chat timeline', () => {
  it('puts older pages first and drops a message two pages both hold', () => {
    const newest = page([message(3, '2026-03-01T02:03:00Z'), message(4, '2026-03-01T02:04:00Z')]);
    const older = page([message(1, '2026-03-01T02:01:00Z'), message(3, '2026-03-01T02:03:00Z')]);
    expect(flattenPages([newest, older]).map((m) => m.id)).toEqual([1, 3, 4]);
  });

  it('finds the member’s newest message of the conversation', () => {
    const list = [
      message(1, '2026-03-01T02:00:00Z'),
      message(2, '2026-03-01T02:01:00Z', { sender: 'staff' }),
      message(3, '2026-03-01T02:02:00Z', { conversation_id: 9 }),
    ];
    expect(lastMemberMessageId(list, 1)).toBe(1);
    expect(lastMemberMessageId(list, 9)).toBe(3);
    expect(lastMemberMessageId(list, 5)).toBeUndefined();
  });

  it('shows the time first, after a pause and where a new conversation starts', () => {
    const items = timeline(
      [
        message(1, '2026-03-01T02:00:00Z'),
        message(2, '2026-03-01T02:03:00Z'),
        message(3, '2026-03-01T02:20:00Z'),
        message(4, '2026-03-01T02:21:00Z', { conversation_id: 2 }),
      ],
      '2026-03-01',
    );
    expect(items.map((i) => (i.type === 'divider' ? i.text : i.message.id))).toEqual([
      '10:00',
      1,
      2,
      '10:20',
      3,
      '新会话 · 10:21',
      4,
    ]);
  });

  it('writes times in Shanghai, shorter the closer they are', () => {
    expect(dividerTime('2026-03-01T02:05:00Z', '2026-03-01')).toBe('10:05');
    expect(dividerTime('2026-02-27T02:05:00Z', '2026-03-01')).toBe('2026-02-27 10:05');
    expect(listTime('2026-02-28T17:30:00Z', '2026-03-01')).toBe('01:30');
    expect(listTime('2026-02-27T02:05:00Z', '2026-03-01')).toBe('02-27');
    expect(listTime('2025-12-30T02:05:00Z', '2026-03-01')).toBe('2025-12-30');
  });
});
