import {
  CHAT_PAGE_SIZE,
  type ChatMessage,
  type chatSendBody,
  type MemberChatAnswer,
  type staffChatSendBody,
} from '@yaocai/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { forbidden, invalid } from '../../lib/http-errors';
import { canChat, ownsUpload, pdfUploads } from '../account/index';
import type { Viewer } from '../../shared/viewer';
import { goodsNames } from '../catalog/index';
import { publishChatEvent } from './chat-hub';
import * as repo from './chat.repository';

/** An upload's url as POST /api/upload hands it out: `/api/upload/<purpose>/<32 hex>`. */
const UPLOAD_URL = /^\/api\/upload\/([a-z]{1,16}\/[a-f0-9]{32})$/;

/** A page of the member's chat history (all its conversations), oldest first. */
export async function chatHistory(db: Database, memberId: number, before?: number) {
  const rows = await repo.messagesOfMember(db, memberId, before, CHAT_PAGE_SIZE + 1);
  const page = rows.slice(0, CHAT_PAGE_SIZE).reverse();
  const names = await goodsNames(
    db,
    page.flatMap((r) => {
      const id = contextGoodsId(r.message);
      return id ? [id] : [];
    }),
  );
  return {
    messages: page.map((r) => messageView(r.message, r.staffName, names)),
    has_more: rows.length > CHAT_PAGE_SIZE,
  };
}

/** The storefront's goods page (web paths.goodsInfo): /list/info/{id}, maybe with a query. */
const GOODS_PAGE = /^\/list\/info\/(\d{1,9})(?:[?#]|$)/;

/** The goods a message was written about: the one sent with it, else the goods page it came from. */
function contextGoodsId(m: Pick<repo.MessageRow, 'contextGoodsId' | 'contextUrl'>): number | null {
  if (m.contextGoodsId) return m.contextGoodsId;
  const fromPage = GOODS_PAGE.exec(m.contextUrl ?? '')?.[1];
  return fromPage ? Number(fromPage) : null;
}

export function messageView(m: repo.MessageRow, staffName: string, goods: Map<number, string>): ChatMessage {
  const goodsId = contextGoodsId(m);
  const goodsName = goodsId ? goods.get(goodsId) : undefined;
  return {
    id: m.id,
    conversation_id: m.conversationId,
    sender: m.sender === 'staff' ? 'staff' : 'member',
    staff_name: m.sender === 'staff' ? staffName : '',
    kind: m.kind === 'image' ? 'image' : 'text',
    body: m.body,
    context_url: m.contextUrl,
    goods: goodsId && goodsName ? { id: goodsId, name: goodsName } : null,
    created_at: m.createdAt.toISOString(),
  };
}

/** An image message must show a picture its sender uploaded, not any address on the web. */
export async function checkChatContent(
  db: Database,
  senderId: number,
  input: z.output<typeof staffChatSendBody>,
) {
  if (input.kind !== 'image') return;
  const key = UPLOAD_URL.exec(input.body)?.[1];
  if (!key || !(await ownsUpload(db, key, senderId))) throw invalid('body', '图片不存在，请重新上传');
  if ((await pdfUploads(db, [key])).length > 0) throw invalid('body', '只能发送JPG或PNG图片');
}

export async function memberConversation(
  db: Database,
  viewer: Viewer,
  before?: number,
): Promise<MemberChatAnswer> {
  const [latest, history, unread] = await Promise.all([
    repo.latestConversationOf(db, viewer.memberId),
    chatHistory(db, viewer.memberId, before),
    repo.memberUnread(db, viewer.memberId),
  ]);
  return {
    conversation: latest
      ? {
          id: latest.conversation.id,
          status: latest.conversation.status === 'open' ? 'open' : 'closed',
          staff_name: latest.staffName,
        }
      : null,
    ...history,
    unread,
  };
}

/** The member writes to customer service: its open conversation, or a new one, gets the message. */
export async function sendFromMember(
  db: Database,
  viewer: Viewer,
  input: z.output<typeof chatSendBody>,
  now = new Date(),
): Promise<ChatMessage> {
  if (!(await canChat(db, viewer.memberId))) throw forbidden('暂未开通在线客服，请通过QQ联系我们');
  await checkChatContent(db, viewer.memberId, input);
  const names = input.goods_id ? await goodsNames(db, [input.goods_id]) : new Map<number, string>();
  if (input.goods_id && !names.has(input.goods_id)) throw invalid('goods_id', '商品不存在');
  return db.transaction(async (tx) => {
    const conversation = await repo.openConversation(tx, viewer.memberId, now);
    const row = await repo.insertMessage(tx, {
      conversationId: conversation.id,
      sender: 'member',
      kind: input.kind,
      body: input.body,
      contextUrl: input.context_url,
      contextGoodsId: input.goods_id ?? null,
      createdAt: now,
    });
    // What one writes counts as read by oneself.
    await repo.markMemberRead(tx, viewer.memberId, row.id);
    const message = messageView(row, '', names);
    await publishChatEvent(tx, { type: 'message', member_id: viewer.memberId, message });
    return message;
  });
}

export async function readFromMember(db: Database, viewer: Viewer, lastId: number) {
  return db.transaction(async (tx) => {
    await repo.markMemberRead(tx, viewer.memberId, lastId);
    const conversation = await repo.openConversationOf(tx, viewer.memberId);
    if (conversation) {
      await publishChatEvent(tx, {
        type: 'read',
        member_id: viewer.memberId,
        conversation_id: conversation.id,
        side: 'member',
        last_id: lastId,
      });
    }
    return { unread: await repo.memberUnread(tx, viewer.memberId) };
  });
}
