import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { members } from './accounts';

/** 抽奖 activity; each member may draw `times_per_member` times in all. */
export const draws = pgTable('draws', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 64 }).notNull(),
  image: text('image').notNull().default(''),
  rules: text('rules').notNull().default(''),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  timesPerMember: integer('times_per_member').notNull().default(1),
  isOn: boolean('is_on').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A prize: kind points | coupon | red_packet | goods | none (谢谢参与); value is points or fen; the
 * chance is weight / sum of weights of prizes still in stock.
 */
export const drawPrizes = pgTable(
  'draw_prizes',
  {
    id: serial('id').primaryKey(),
    drawId: integer('draw_id')
      .notNull()
      .references(() => draws.id),
    kind: varchar('kind', { length: 16 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    image: text('image').notNull().default(''),
    value: integer('value').notNull().default(0),
    /** kind coupon: the coupon's threshold (fen) and how many days it stays valid. */
    couponThreshold: integer('coupon_threshold').notNull().default(0),
    couponDays: integer('coupon_days').notNull().default(30),
    weight: integer('weight').notNull(),
    stock: integer('stock').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('draw_prizes_draw_idx').on(t.drawId),
    check('draw_prizes_stock_nonneg', sql`${t.stock} >= 0`),
    check('draw_prizes_weight_nonneg', sql`${t.weight} >= 0`),
  ],
);

export const drawRecords = pgTable(
  'draw_records',
  {
    id: serial('id').primaryKey(),
    drawId: integer('draw_id')
      .notNull()
      .references(() => draws.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    prizeId: integer('prize_id').references(() => drawPrizes.id),
    kind: varchar('kind', { length: 16 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    value: integer('value').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('draw_records_draw_member_idx').on(t.drawId, t.memberId),
    index('draw_records_draw_idx').on(t.drawId, t.createdAt),
  ],
);
