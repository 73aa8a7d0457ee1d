import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { members } from './accounts';

/** System messages to a member (我的消息), each made by an event: shipped, after-sale decided, review result. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: varchar('kind', { length: 16 }).notNull(), // order | after_sale | qualification
    title: varchar('title', { length: 100 }).notNull(),
    content: text('content').notNull(),
    /** Where the message leads in the storefront ('' when nowhere). */
    link: varchar('link', { length: 200 }).notNull().default(''),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messages_member_idx').on(t.memberId, t.createdAt)],
);
