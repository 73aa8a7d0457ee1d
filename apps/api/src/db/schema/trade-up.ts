import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { goods } from './catalog';

/**
 * 换购 (trade-up): while an activity is switched on and inside its window, a buyer whose other selected
 * goods reach `threshold` (fen) may add one of its goods at that goods' special price, at most
 * `limit_per_order` units per order (cart line type 6, ref = trade_up_goods.id).
 */
export const tradeUpActivities = pgTable(
  'trade_up_activities',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 64 }).notNull(),
    threshold: integer('threshold').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    isOn: boolean('is_on').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('trade_up_activities_threshold', sql`${t.threshold} > 0`),
    check('trade_up_activities_window', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A goods a trade-up activity offers: its special unit price (fen) and how many one order may take. */
export const tradeUpGoods = pgTable(
  'trade_up_goods',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => tradeUpActivities.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    price: integer('price').notNull(),
    limitPerOrder: integer('limit_per_order').notNull(),
  },
  (t) => [
    unique('trade_up_goods_uq').on(t.activityId, t.goodsId),
    index('trade_up_goods_goods_idx').on(t.goodsId),
    check('trade_up_goods_price', sql`${t.price} > 0`),
    check('trade_up_goods_limit', sql`${t.limitPerOrder} between 1 and 999`),
  ],
);
