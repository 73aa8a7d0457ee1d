import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { members } from './accounts';
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

/** 积分商城 item: kind goods (shipped with a points order) | coupon (a coupon granted at once). */
export const pointsGoods = pgTable(
  'points_goods',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 8 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    image: text('image').notNull().default(''),
    description: varchar('description', { length: 500 }).notNull().default(''),
    points: integer('points').notNull(),
    stock: integer('stock').notNull(),
    /** How many one member may exchange in all; 0 = no limit. */
    limitPerMember: integer('limit_per_member').notNull().default(0),
    /** kind coupon: the coupon granted (fen) and how many days it stays valid. */
    couponAmount: integer('coupon_amount').notNull().default(0),
    couponThreshold: integer('coupon_threshold').notNull().default(0),
    couponDays: integer('coupon_days').notNull().default(30),
    isOn: boolean('is_on').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('points_goods_stock_nonneg', sql`${t.stock} >= 0`),
    check('points_goods_points_pos', sql`${t.points} > 0`),
  ],
);

/** 积分订单: status to_ship | shipped | completed (coupons complete at once) | cancelled. */
export const pointsOrders = pgTable(
  'points_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    pointsGoodsId: integer('points_goods_id')
      .notNull()
      .references(() => pointsGoods.id),
    name: varchar('name', { length: 64 }).notNull(),
    image: text('image').notNull().default(''),
    number: integer('number').notNull(),
    points: integer('points').notNull(),
    consignee: varchar('consignee', { length: 32 }).notNull().default(''),
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    address: varchar('address', { length: 300 }).notNull().default(''),
    status: varchar('status', { length: 16 }).notNull(),
    logisticsCompany: varchar('logistics_company', { length: 32 }).notNull().default(''),
    logisticsNo: varchar('logistics_no', { length: 64 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('points_orders_no_uq').on(t.orderNo),
    index('points_orders_member_idx').on(t.memberId, t.createdAt),
    index('points_orders_goods_member_idx').on(t.pointsGoodsId, t.memberId),
    check('points_orders_number_pos', sql`${t.number} > 0`),
  ],
);

/**
 * 领券中心: a coupon members claim. Validity is a fixed window or `valid_days` after the claim;
 * `claimed` counts claims (CHECK ≤ total, so parallel claims never exceed it).
 */
export const couponTemplates = pgTable(
  'coupon_templates',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 64 }).notNull(),
    amount: integer('amount').notNull(),
    threshold: integer('threshold').notNull().default(0),
    /** Empty: every coupon-eligible goods. */
    goodsIds: integer('goods_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    claimStartsAt: timestamp('claim_starts_at', { withTimezone: true }).notNull(),
    claimEndsAt: timestamp('claim_ends_at', { withTimezone: true }).notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    validDays: integer('valid_days').notNull().default(0),
    total: integer('total').notNull(),
    claimed: integer('claimed').notNull().default(0),
    limitPerMember: integer('limit_per_member').notNull().default(1),
    isOn: boolean('is_on').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coupon_templates_claimed_le_total', sql`${t.claimed} <= ${t.total}`),
    check('coupon_templates_amount_pos', sql`${t.amount} > 0`),
  ],
);

/** 满额返现: an order whose paid goods reach `threshold` gets `amount` back (balance | red_packet) on completion. */
export const cashbackRules = pgTable('cashback_rules', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 64 }).notNull(),
  threshold: integer('threshold').notNull(),
  amount: integer('amount').notNull(),
  destination: varchar('destination', { length: 16 }).notNull().default('balance'),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  isOn: boolean('is_on').notNull().default(true),
});

/** One cashback per order (unique), with what refunds have taken back. */
export const cashbackGrants = pgTable(
  'cashback_grants',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => cashbackRules.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    destination: varchar('destination', { length: 16 }).notNull(),
    amount: integer('amount').notNull(),
    reversed: integer('reversed').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cashback_grants_order_uq').on(t.orderId),
    check('cashback_grants_reversed_le_amount', sql`${t.reversed} <= ${t.amount}`),
  ],
);

/**
 * 全场折扣 (/welfare 全场94折): a rate in ‰ (940 = 94折) on the base price of every goods but the
 * excluded ones, while it runs. Ladder and activity prices are not discounted again.
 */
export const storewideDiscounts = pgTable(
  'storewide_discounts',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 64 }).notNull(),
    ratePermille: integer('rate_permille').notNull(),
    excludedGoodsIds: integer('excluded_goods_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    excludedCategoryIds: integer('excluded_category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    isOn: boolean('is_on').notNull().default(true),
  },
  (t) => [check('storewide_discounts_rate', sql`${t.ratePermille} > 0 and ${t.ratePermille} < 1000`)],
);

/** Taps on activity links (POST /api/activity/tap), for the operators' reports. */
export const activityTaps = pgTable(
  'activity_taps',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id'),
    url: varchar('url', { length: 300 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activity_taps_url_idx').on(t.url, t.createdAt)],
);
