import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, timestamp, unique } from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { goods } from './catalog';

/**
 * One cart line. type 0 normal, 1 flash sale (ref_id = activity_prices.id), 3 combination
 * (ref_id = combinations.id, goods_id null). shown_price is the unit price (fen) the buyer was last
 * shown, so a price that changed since is reported before the order is placed.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    type: smallint('type').notNull().default(0),
    goodsId: integer('goods_id').references(() => goods.id),
    refId: integer('ref_id').notNull().default(0),
    number: integer('number').notNull(),
    isSelected: smallint('is_selected').notNull().default(1),
    shownPrice: integer('shown_price'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cart_items_line_uq').on(t.memberId, t.type, t.goodsId, t.refId).nullsNotDistinct(),
    index('cart_items_member_idx').on(t.memberId, t.id),
    check('cart_items_number_range', sql`${t.number} between 1 and 99999`),
  ],
);
