import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { goods } from './catalog';
import { afterSales, orders } from './orders';

/** System messages to a member (我的消息), each made by an event: shipped, after-sale decided, review result. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: varchar('kind', { length: 16 }).notNull(), // packages/contract MESSAGE_KINDS
    title: varchar('title', { length: 100 }).notNull(),
    content: text('content').notNull(),
    /** Where the message leads in the storefront ('' when nowhere). */
    link: varchar('link', { length: 200 }).notNull().default(''),
    /** Set for reminders a sweep sends (expiring licence, coupon): each is sent once per member. */
    dedupeKey: varchar('dedupe_key', { length: 64 }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_member_idx').on(t.memberId, t.createdAt),
    uniqueIndex('messages_dedupe_uq').on(t.memberId, t.dedupeKey),
  ],
);

/**
 * One customer-service conversation per member at a time (status open | closed). Read positions are
 * message ids, so unread counts are "messages from the other side after my last read id" and never drift.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    staffId: integer('staff_id').references(() => members.id),
    status: varchar('status', { length: 8 }).notNull().default('open'),
    memberReadId: integer('member_read_id').notNull().default(0),
    staffReadId: integer('staff_read_id').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('chat_conversations_open_uq')
      .on(t.memberId)
      .where(sql`${t.status} = 'open'`),
    index('chat_conversations_recent_idx').on(t.status, t.lastMessageAt),
  ],
);

/** sender member | staff; kind text | image (body is the upload's url); context: the member's page or goods. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id),
    sender: varchar('sender', { length: 8 }).notNull(),
    staffId: integer('staff_id').references(() => members.id),
    kind: varchar('kind', { length: 8 }).notNull().default('text'),
    body: text('body').notNull(),
    contextUrl: varchar('context_url', { length: 300 }).notNull().default(''),
    contextGoodsId: integer('context_goods_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.id)],
);

/** 品种求购: status pending (待处理) | purchasing (采购中) | listed (已上架, goods_id set) | unavailable (无法采购, reason). */
export const varietyRequests = pgTable(
  'variety_requests',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    name: varchar('name', { length: 100 }).notNull(),
    manufacturer: varchar('manufacturer', { length: 100 }).notNull().default(''),
    spec: varchar('spec', { length: 100 }).notNull().default(''),
    quantity: integer('quantity').notNull(),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    goodsId: integer('goods_id').references(() => goods.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('variety_requests_member_idx').on(t.memberId, t.createdAt),
    index('variety_requests_status_idx').on(t.status, t.createdAt),
    check('variety_requests_quantity_pos', sql`${t.quantity} > 0`),
  ],
);

/** 意见反馈 with the staff's reply; images are upload urls. */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    type: smallint('type').notNull(),
    content: text('content').notNull(),
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    reply: text('reply').notNull().default(''),
    repliedBy: integer('replied_by').references(() => members.id),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_member_idx').on(t.memberId, t.createdAt)],
);

/**
 * Electronic invoices. kind blue (issued for a paid order, one per order) | red (冲红 for a refund, one
 * per after-sale, amounts negative, original_id the blue invoice). Lines are a snapshot so a later goods
 * edit never changes an issued invoice. Amounts in fen.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    invoiceNo: varchar('invoice_no', { length: 32 }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    afterSaleId: integer('after_sale_id').references(() => afterSales.id),
    originalId: integer('original_id'),
    title: varchar('title', { length: 100 }).notNull(),
    taxNumber: varchar('tax_number', { length: 32 }).notNull().default(''),
    lines: jsonb('lines').notNull(),
    amount: integer('amount').notNull(),
    taxAmount: integer('tax_amount').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** A blue invoice staff voided (冲红 in full, then reissued): when, and why. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: varchar('void_reason', { length: 200 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('invoices_no_uq').on(t.invoiceNo),
    // One blue invoice in force per order; a voided one stays beside its reissue.
    uniqueIndex('invoices_blue_order_uq')
      .on(t.orderId)
      .where(sql`${t.kind} = 'blue' and ${t.voidedAt} is null`),
    uniqueIndex('invoices_red_after_sale_uq')
      .on(t.afterSaleId)
      .where(sql`${t.kind} = 'red'`),
    index('invoices_member_idx').on(t.memberId, t.issuedAt),
  ],
);
