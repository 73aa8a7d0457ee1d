import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { goods } from './catalog';
import { orders } from './orders';

/**
 * 询价: a buyer asks for a better unit price on a volume; staff answer with a price valid until a day,
 * or refuse. An answered quote is bought once (order_id set by the order that used it).
 * status: open | answered | refused | used
 */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    quantity: integer('quantity').notNull(),
    /** The unit price the buyer hopes for, and the normal unit price when asked (fen). */
    expectedPrice: integer('expected_price').notNull(),
    normalPrice: integer('normal_price').notNull(),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    status: varchar('status', { length: 16 }).notNull().default('open'),
    price: integer('price'),
    validUntil: date('valid_until', { mode: 'string' }),
    refuseReason: varchar('refuse_reason', { length: 200 }).notNull().default(''),
    repliedBy: integer('replied_by').references(() => members.id),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    orderId: integer('order_id').references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quotes_member_idx').on(t.memberId, t.id),
    index('quotes_status_idx').on(t.status, t.id),
    check('quotes_prices_positive', sql`${t.expectedPrice} > 0 and (${t.price} is null or ${t.price} > 0)`),
    check('quotes_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** One line of a prepared order: the goods and how many. */
export interface ProposalLine {
  goods_id: number;
  number: number;
}

/**
 * 代客下单: an order the member's account manager prepared; the member confirms it (an order through the
 * normal checkout, order_id) or declines it. status: open | accepted | declined
 */
export const proposals = pgTable(
  'proposals',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => members.id),
    lines: jsonb('lines').$type<ProposalLine[]>().notNull(),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('open'),
    declineReason: text('decline_reason').notNull().default(''),
    orderId: integer('order_id').references(() => orders.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('proposals_member_idx').on(t.memberId, t.id),
    index('proposals_staff_idx').on(t.staffId, t.id),
  ],
);
