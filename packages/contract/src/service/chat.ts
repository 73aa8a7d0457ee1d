import { z } from 'zod';
import { operatorMember } from '../operator/members';
import { operatorOrderSummary } from '../operator/orders';
import { keywordField, pageOf, pageQueryField } from '../operator/fields';

/** Customer-service chat: REST for sending and reading, a WebSocket that pushes ChatEvents. */

export const CHAT_TEXT_MAX = 1000;
export const CHAT_PAGE_SIZE = 30;
export const CHAT_KINDS = ['text', 'image'] as const;
export const CHAT_STATUS_NAMES = { open: '进行中', closed: '已结束' } as const;
export type ChatStatus = keyof typeof CHAT_STATUS_NAMES;

const messageId = (what: string) =>
  z.coerce
    .number({ error: `${what}不正确` })
    .int(`${what}不正确`)
    .min(0, `${what}不正确`)
    .max(2_147_483_647, `${what}不正确`);

const chatContent = {
  kind: z.preprocess(
    (v) => (v === '' || v === undefined ? 'text' : v),
    z.enum(CHAT_KINDS, { error: '消息类型不正确' }),
  ),
  /** The text, or the url of an image the sender uploaded (/api/upload/…). */
  body: z
    .string({ error: '请输入消息内容' })
    .trim()
    .min(1, '请输入消息内容')
    .max(CHAT_TEXT_MAX, `消息不能超过${CHAT_TEXT_MAX}字`),
};

/** POST /api/chat/send — opens a conversation when the member has none open. */
export const chatSendBody = z.object(
  {
    ...chatContent,
    /** The storefront page the member is on (path and query), shown to the staff as context. */
    context_url: z.preprocess(
      (v) => (v === undefined ? '' : v),
      z
        .string({ error: '页面地址不正确' })
        .max(300, '页面地址过长')
        .refine((v) => v === '' || v.startsWith('/'), '页面地址不正确'),
    ),
    /** The goods the member is looking at, when on a goods page. */
    goods_id: z.preprocess(
      (v) => (v === '' || v === undefined || v === null ? undefined : v),
      z.coerce
        .number({ error: '商品编号不正确' })
        .int('商品编号不正确')
        .positive('商品编号不正确')
        .max(2_147_483_647, '商品编号不正确')
        .optional(),
    ),
  },
  { error: '请输入消息内容' },
);
export type ChatSendInput = z.input<typeof chatSendBody>;

/** POST /api/operator/chat/conversations/{id}/messages */
export const staffChatSendBody = z.object(chatContent, { error: '请输入消息内容' });
export type StaffChatSendInput = z.input<typeof staffChatSendBody>;

/** GET /api/chat/conversation and the staff's conversation: older messages before this id. */
export const chatHistoryQuery = z.object({
  before: z.preprocess((v) => (v === '' ? undefined : v), messageId('消息编号').optional()),
});

/** POST …/read: everything up to this message id has been seen. */
export const chatReadBody = z.object({ last_id: messageId('消息编号') }, { error: '消息编号不正确' });

export const chatMessage = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  sender: z.enum(['member', 'staff']),
  /** The staff member's display name for staff messages, '' for the member's own. */
  staff_name: z.string(),
  kind: z.enum(CHAT_KINDS),
  body: z.string(),
  context_url: z.string(),
  goods: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** GET /api/chat/conversation: the member's open (or last) conversation and a page of its messages. */
export const memberChatAnswer = z.object({
  conversation: z
    .object({
      id: z.number().int(),
      status: z.enum(['open', 'closed']),
      staff_name: z.string(),
    })
    .nullable(),
  /** Oldest first. */
  messages: z.array(chatMessage),
  has_more: z.boolean(),
  /** Staff messages the member has not read yet. */
  unread: z.number().int(),
});
export type MemberChatAnswer = z.infer<typeof memberChatAnswer>;

export const chatSendAnswer = chatMessage;
export const chatReadAnswer = z.object({ unread: z.number().int() });

/** GET /api/operator/chat/conversations */
export const staffConversationsQuery = z.object({
  status: z.preprocess(
    (v) => (v === '' || v === undefined ? 'open' : v),
    z.enum(['open', 'closed'], { error: '会话状态不正确' }),
  ),
  /** 1: only the conversations assigned to me (and unassigned ones). */
  mine: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['0', '1'], { error: '筛选条件不正确' }).optional(),
  ),
  /** Member username, name or company. */
  keyword: keywordField,
  page: pageQueryField,
});
export type StaffConversationsQuery = z.input<typeof staffConversationsQuery>;

export const staffConversation = z.object({
  id: z.number().int(),
  status: z.enum(['open', 'closed']),
  status_name: z.string(),
  member_id: z.number().int(),
  username: z.string(),
  member_name: z.string(),
  company: z.string(),
  staff_id: z.number().int().nullable(),
  staff_name: z.string(),
  /** Member messages no staff member has read yet. */
  unread: z.number().int(),
  last_message: z.string(),
  last_message_at: z.string(),
});
export type StaffConversation = z.infer<typeof staffConversation>;

export const staffConversationsAnswer = pageOf(staffConversation).extend({
  /** Open conversations with unread member messages (the console's badge). */
  waiting: z.number().int(),
});
export type StaffConversationsAnswer = z.infer<typeof staffConversationsAnswer>;

/** GET /api/operator/chat/conversations/{id}: messages with the member and its recent orders beside them. */
export const staffConversationAnswer = z.object({
  conversation: staffConversation,
  messages: z.array(chatMessage),
  has_more: z.boolean(),
  member: operatorMember.nullable(),
  recent_orders: z.array(operatorOrderSummary),
});
export type StaffConversationAnswer = z.infer<typeof staffConversationAnswer>;

/** POST /api/operator/chat/conversations/{id}/assign: to this staff member (none given: to me). */
export const chatAssignBody = z
  .object(
    {
      staff_id: z.preprocess(
        (v) => (v === '' || v === null ? undefined : v),
        z.coerce
          .number({ error: '客服编号不正确' })
          .int('客服编号不正确')
          .positive('客服编号不正确')
          .max(2_147_483_647, '客服编号不正确')
          .optional(),
      ),
    },
    { error: '请求参数不正确' },
  )
  .default({});

export const chatConversationAnswer = staffConversation;

/** GET /api/operator/chat/staff: who a conversation can be assigned to. */
export const chatStaffAnswer = z.array(z.object({ id: z.number().int(), name: z.string() }));
export type ChatStaffAnswer = z.infer<typeof chatStaffAnswer>;

/** What the WebSocket pushes (JSON text frames); on `resync` a client reloads what it shows. */
export type ChatEvent =
  | { type: 'resync' }
  | { type: 'message'; member_id: number; message: ChatMessage }
  | { type: 'read'; member_id: number; conversation_id: number; side: 'member' | 'staff'; last_id: number }
  | {
      type: 'conversation';
      member_id: number;
      conversation_id: number;
      status: ChatStatus;
      staff_id: number | null;
    };
