import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { goods } from './catalog';

/** 满减 activity: tiers [{amount, reduction}] in fen over its goods' coupon-eligible lines. */
export const fullReductions = pgTable('full_reductions', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 64 }).notNull(),
  tiers: jsonb('tiers').$type<{ amount: number; reduction: number }[]>().notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});

export const fullReductionGoods = pgTable(
  'full_reduction_goods',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => fullReductions.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.goodsId] }),
    index('full_reduction_goods_goods_idx').on(t.goodsId),
  ],
);

/** 买N赠M: buying `buy_number` of the goods earns `gift_number` of the gift goods (itself when null). */
export const giftRules = pgTable(
  'gift_rules',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    buyNumber: integer('buy_number').notNull(),
    giftGoodsId: integer('gift_goods_id').references(() => goods.id),
    giftNumber: integer('gift_number').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('gift_rules_goods_idx').on(t.goodsId)],
);

/** 组合购: a package of goods at fixed unit prices; its price is the sum of price × number. */
export const combinations = pgTable('combinations', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 64 }).notNull(),
  image: text('image').notNull().default(''),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  sort: integer('sort').notNull().default(0),
});

export const combinationItems = pgTable(
  'combination_items',
  {
    combinationId: integer('combination_id')
      .notNull()
      .references(() => combinations.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    number: integer('number').notNull(),
    price: integer('price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.combinationId, t.goodsId] })],
);
