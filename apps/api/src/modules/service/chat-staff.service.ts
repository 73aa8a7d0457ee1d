import {
  CHAT_STATUS_NAMES,
  type ChatMessage,
  type ChatStaffAnswer,
  type staffChatSendBody,
  type StaffConversation,
  type StaffConversationAnswer,
  type staffConversationsQuery,
  type StaffConversationsAnswer,
} from '@yaocai/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { invalid, notFound } from '../../lib/http-errors';
import { memberDetail } from '../account/index';
import type { Viewer } from '../../shared/viewer';
import { audited } from '../../shared/audit';
import { staffHolding } from '../operator/index';
import { recentOrdersOf } from '../orders/index';
import { publishChatEvent } from './chat-hub';
import * as repo from './chat.repository';
import { chatHistory, checkChatContent, messageView } from './chat.service';

const PAGE_SIZE = 20;

function conversationView(r: repo.ConversationListRow): StaffConversation {
  const c = r.conversation;
  const status = c.status === 'open' ? 'open' : 'closed';
  return {
    id: c.id,
    status,
    status_name: CHAT_STATUS_NAMES[status],
    member_id: c.memberId,
    username: r.username,
    member_name: r.memberName,
    company: r.company,
    staff_id: c.staffId,
    staff_name: r.staffName,
    unread: r.unread,
    last_message: r.lastMessage,
    last_message_at: c.lastMessageAt.toISOString(),
  };
}

export async function staffConversations(
  db: Database,
  staff: Viewer,
  q: z.output<typeof staffConversationsQuery>,
): Promise<StaffConversationsAnswer> {
  const [{ rows, total }, waiting] = await Promise.all([
    repo.conversationPage(
      db,
      { status: q.status, keyword: q.keyword, mineOf: q.mine === '1' ? staff.memberId : undefined },
      (q.page - 1) * PAGE_SIZE,
      PAGE_SIZE,
    ),
    repo.waitingCount(db),
  ]);
  return { list: rows.map(conversationView), total, page: q.page, page_size: PAGE_SIZE, waiting };
}

async function conversationOrThrow(db: Database, id: number) {
  const row = await repo.conversationRow(db, id);
  if (!row) throw notFound('会话');
  return conversationView(row);
}

/** The conversation with the member's whole chat history, its details and latest orders beside it. */
export async function staffConversation(
  db: Database,
  id: number,
  before?: number,
): Promise<StaffConversationAnswer> {
  const conversation = await conversationOrThrow(db, id);
  const [history, member, recent] = await Promise.all([
    chatHistory(db, conversation.member_id, before),
    memberDetail(db, conversation.member_id),
    recentOrdersOf(db, conversation.member_id),
  ]);
  return { conversation, ...history, member, recent_orders: recent };
}

/** A staff reply; an unassigned conversation becomes the replier's. */
export async function sendFromStaff(
  db: Database,
  staff: Viewer,
  id: number,
  input: z.output<typeof staffChatSendBody>,
  now = new Date(),
): Promise<ChatMessage> {
  await checkChatContent(db, staff.memberId, input);
  return db.transaction(async (tx) => {
    const conversation = await repo.conversationById(tx, id);
    if (!conversation) throw notFound('会话');
    if (conversation.status !== 'open') throw invalid('id', '会话已结束，无法回复');
    if (conversation.staffId === null) await assignTo(tx, conversation, staff.memberId);
    const row = await repo.insertMessage(tx, {
      conversationId: id,
      sender: 'staff',
      staffId: staff.memberId,
      kind: input.kind,
      body: input.body,
      createdAt: now,
    });
    await repo.markStaffRead(tx, id, row.id);
    const message = messageView(row, await repo.staffNameOf(tx, staff.memberId), new Map());
    await publishChatEvent(tx, { type: 'message', member_id: conversation.memberId, message });
    return message;
  });
}

export async function staffRead(db: Database, id: number, lastId: number) {
  return db.transaction(async (tx) => {
    const conversation = await repo.conversationById(tx, id);
    if (!conversation) throw notFound('会话');
    await repo.markStaffRead(tx, id, lastId);
    await publishChatEvent(tx, {
      type: 'read',
      member_id: conversation.memberId,
      conversation_id: id,
      side: 'staff',
      last_id: lastId,
    });
    return { unread: 0 };
  });
}

async function assignTo(db: Database, conversation: repo.ConversationRow, staffId: number) {
  const row = await repo.setStaff(db, conversation.id, staffId);
  if (!row) throw invalid('id', '会话已结束');
  await publishChatEvent(db, {
    type: 'conversation',
    member_id: row.memberId,
    conversation_id: row.id,
    status: 'open',
    staff_id: staffId,
  });
}

export function chatStaff(db: Database): Promise<ChatStaffAnswer> {
  return staffHolding(db, 'chat.reply');
}

const snapshotOf = (id: number) => async (db: Database) => {
  const row = await repo.conversationById(db, id);
  return row && { status: row.status, staff_id: row.staffId };
};

/** Hands the conversation to a colleague who answers chats (none named: to oneself). */
export async function assignConversation(db: Database, staff: Viewer, id: number, staffId?: number) {
  const target = staffId ?? staff.memberId;
  const colleague = (await chatStaff(db)).find((s) => s.id === target);
  if (!colleague) throw invalid('staff_id', '该员工不能接待在线客服');
  await audited(
    db,
    staff,
    {
      action: 'chat.reply',
      entity: 'chat_conversation',
      entityId: id,
      summary: `会话转给 ${colleague.name}`,
      snapshot: snapshotOf(id),
    },
    async (tx) => {
      const conversation = await repo.conversationById(tx, id);
      if (!conversation) throw notFound('会话');
      await assignTo(tx, conversation, target);
    },
  );
  return conversationOrThrow(db, id);
}

export async function closeConversation(db: Database, staff: Viewer, id: number, now = new Date()) {
  await audited(
    db,
    staff,
    {
      action: 'chat.reply',
      entity: 'chat_conversation',
      entityId: id,
      summary: '结束会话',
      snapshot: snapshotOf(id),
    },
    async (tx) => {
      const conversation = await repo.conversationById(tx, id);
      if (!conversation) throw notFound('会话');
      const row = await repo.closeConversation(tx, id, now);
      if (!row) throw invalid('id', '会话已结束');
      await publishChatEvent(tx, {
        type: 'conversation',
        member_id: row.memberId,
        conversation_id: id,
        status: 'closed',
        staff_id: row.staffId,
      });
    },
  );
  return conversationOrThrow(db, id);
}

/** Open conversations waiting for a staff reply (the dashboard's count). */
export const waitingChats = repo.waitingCount;
