import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { goods, goodsBatches } from './catalog';
import { afterSales, orderLines, orders } from './orders';

/**
 * A batch recall (召回) started by quality staff. level 1 | 2 | 3 (一级 most severe); status open | closed.
 * Closing with buyers who never answered needs close_note.
 */
export const recalls = pgTable(
  'recalls',
  {
    id: serial('id').primaryKey(),
    recallNo: varchar('recall_no', { length: 32 }).notNull(),
    level: smallint('level').notNull(),
    reason: varchar('reason', { length: 500 }).notNull(),
    instructions: varchar('instructions', { length: 2000 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('open'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closeNote: varchar('close_note', { length: 500 }).notNull().default(''),
  },
  (t) => [uniqueIndex('recalls_no_uq').on(t.recallNo), index('recalls_created_idx').on(t.createdAt)],
);

/** The batches of a recall; a batch is recalled once. units_held: warehouse stock quarantined by the recall. */
export const recallBatches = pgTable(
  'recall_batches',
  {
    id: serial('id').primaryKey(),
    recallId: integer('recall_id')
      .notNull()
      .references(() => recalls.id),
    batchId: integer('batch_id')
      .notNull()
      .references(() => goodsBatches.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    unitsHeld: integer('units_held').notNull().default(0),
  },
  (t) => [
    uniqueIndex('recall_batches_batch_uq').on(t.batchId),
    index('recall_batches_recall_idx').on(t.recallId),
  ],
);

/** Each buyer a recall reached: notified, acknowledged (with the units they confirm destroyed). */
export const recallBuyers = pgTable(
  'recall_buyers',
  {
    id: serial('id').primaryKey(),
    recallId: integer('recall_id')
      .notNull()
      .references(() => recalls.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    destroyedUnits: integer('destroyed_units').notNull().default(0),
    note: varchar('note', { length: 200 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('recall_buyers_uq').on(t.recallId, t.memberId),
    index('recall_buyers_member_idx').on(t.memberId),
    check('recall_buyers_destroyed_nonneg', sql`${t.destroyedUnits} >= 0`),
  ],
);

/**
 * A paid, unshipped order line of a recalled batch, held from shipping until the warehouse re-picks it
 * from another batch (repicked) or refunds it (refunded). status held | repicked | refunded.
 */
export const recallHolds = pgTable(
  'recall_holds',
  {
    id: serial('id').primaryKey(),
    recallId: integer('recall_id')
      .notNull()
      .references(() => recalls.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    quantity: integer('quantity').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('held'),
    afterSaleId: integer('after_sale_id').references(() => afterSales.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('recall_holds_line_uq').on(t.orderLineId),
    index('recall_holds_recall_idx').on(t.recallId),
    index('recall_holds_order_idx')
      .on(t.orderId)
      .where(sql`${t.status} = 'held'`),
  ],
);

/** The one-click 召回退货 of an order: one return request per recall and order, ever. */
export const recallReturns = pgTable(
  'recall_returns',
  {
    id: serial('id').primaryKey(),
    recallId: integer('recall_id')
      .notNull()
      .references(() => recalls.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    afterSaleId: integer('after_sale_id')
      .notNull()
      .references(() => afterSales.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('recall_returns_uq').on(t.recallId, t.orderId)],
);

/** One reading of a temperature logger: ISO time and °C. */
export interface TemperatureReading {
  t: string;
  c: number;
}

/**
 * The transit temperature record of a cold-chain order (冷链), uploaded at shipping. Range in tenths of
 * a °C (the goods' at upload). decision pending | accepted | refused (by the buyer at receipt; a refusal
 * opens after_sale_id).
 */
export const temperatureRecords = pgTable(
  'temperature_records',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    fileName: varchar('file_name', { length: 200 }).notNull().default(''),
    readings: jsonb('readings').$type<TemperatureReading[]>().notNull(),
    minTenths: smallint('min_tenths').notNull(),
    maxTenths: smallint('max_tenths').notNull(),
    maxGapSeconds: integer('max_gap_seconds').notNull(),
    excursions: jsonb('excursions').$type<{ from: string; to: string; peak: number }[]>().notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decision: varchar('decision', { length: 10 }).notNull().default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: varchar('decision_note', { length: 200 }).notNull().default(''),
    afterSaleId: integer('after_sale_id').references(() => afterSales.id),
  },
  (t) => [uniqueIndex('temperature_records_order_uq').on(t.orderId)],
);
