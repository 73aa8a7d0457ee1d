import {
  type MessageListAnswer,
  type messageListQuery,
  MESSAGE_KINDS,
  type MessageKind,
} from '@yaocai/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Viewer } from '../../shared/viewer';
import * as repo from './message.repository';

const PAGE_SIZE = 10;

export interface Notice {
  kind: MessageKind;
  title: string;
  content: string;
  link?: string;
}

/**
 * Tells a member about an event (order shipped, after-sale decided, review result). Called by the
 * service that makes the event, inside its transaction: the message exists exactly when the event does.
 */
export async function notify(db: Database, memberId: number, notice: Notice, at = new Date()) {
  await repo.insertMessage(db, {
    memberId,
    kind: notice.kind,
    title: notice.title.slice(0, 100),
    content: notice.content,
    link: notice.link ?? '',
    createdAt: at,
  });
}

/** A reminder a sweep may send again and again: the member gets the one with this key only once. */
export function notifyOnce(db: Database, memberId: number, key: string, notice: Notice, at = new Date()) {
  return repo.insertMessageOnce(db, {
    memberId,
    kind: notice.kind,
    title: notice.title.slice(0, 100),
    content: notice.content,
    link: notice.link ?? '',
    dedupeKey: key.slice(0, 64),
    createdAt: at,
  });
}

export async function messageList(
  db: Database,
  viewer: Viewer,
  q: z.output<typeof messageListQuery>,
): Promise<MessageListAnswer> {
  const [{ rows, total }, unread] = await Promise.all([
    repo.messagePage(db, viewer.memberId, q.unread === '1', (q.page - 1) * PAGE_SIZE, PAGE_SIZE),
    repo.unreadCount(db, viewer.memberId),
  ]);
  return {
    list: rows.map((m) => ({
      id: m.id,
      kind: m.kind,
      kind_name: MESSAGE_KINDS[m.kind as MessageKind] ?? '系统消息',
      title: m.title,
      content: m.content,
      link: m.link,
      is_read: m.readAt ? 1 : 0,
      created_at: m.createdAt.toISOString(),
    })),
    total,
    unread,
    page: q.page,
    page_size: PAGE_SIZE,
  };
}

export async function readMessages(db: Database, viewer: Viewer, ids: number[], at = new Date()) {
  await repo.markRead(db, viewer.memberId, ids, at);
  return { unread: await repo.unreadCount(db, viewer.memberId) };
}

export const unreadMessageCount = repo.unreadCount;
