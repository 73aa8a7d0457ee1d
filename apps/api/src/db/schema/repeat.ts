import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { addresses, members } from './accounts';
import { goods } from './catalog';
import { orders } from './orders';

/** A named list of goods a member keeps (常购清单 → 我的清单), e.g. 每周感冒药. */
export const shoppingLists = pgTable(
  'shopping_lists',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    name: varchar('name', { length: 30 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('shopping_lists_member_name_uq').on(t.memberId, t.name)],
);

/** One goods of a list with the quantity the member usually takes. */
export const shoppingListItems = pgTable(
  'shopping_list_items',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    number: integer('number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('shopping_list_items_goods_uq').on(t.listId, t.goodsId),
    check('shopping_list_items_number_ck', sql`${t.number} > 0`),
  ],
);

/**
 * 定期采购: a plan the job orders on its days (Asia/Shanghai calendar). every: week | 2weeks | month;
 * day: 1–7 (Monday 1) for weeks, 1–28 for months; pay: balance | credit | none. next_run_on is the
 * next calendar day it orders; status active | paused.
 */
export const recurringOrders = pgTable(
  'recurring_orders',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    name: varchar('name', { length: 30 }).notNull(),
    lines: jsonb('lines').$type<{ goods_id: number; number: number }[]>().notNull(),
    every: varchar('every', { length: 8 }).notNull(),
    day: smallint('day').notNull(),
    addressId: integer('address_id')
      .notNull()
      .references(() => addresses.id),
    pay: varchar('pay', { length: 8 }).notNull(),
    status: varchar('status', { length: 8 }).notNull().default('active'),
    nextRunOn: date('next_run_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recurring_orders_due_idx').on(t.status, t.nextRunOn)],
);

/**
 * One run of a plan on one calendar day: the unique key makes each day's order once, whichever
 * instance's job gets there. status ordered | failed; summary lists what was ordered and what not.
 */
export const recurringRuns = pgTable(
  'recurring_runs',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => recurringOrders.id, { onDelete: 'cascade' }),
    runOn: date('run_on', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 8 }).notNull(),
    orderId: integer('order_id').references(() => orders.id),
    summary: varchar('summary', { length: 1000 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('recurring_runs_plan_day_uq').on(t.planId, t.runOn)],
);
