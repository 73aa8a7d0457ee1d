import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { goods, goodsBatches } from './catalog';
import { afterSales, orderLines, orders } from './orders';

/**
 * 药品追溯码 shipped (issue 23): one row per code scanned at shipping, as packages/domain
 * `parseTraceCode` stores it. kind nmpa | gs1 | own; units the units it stands for (a case code more
 * than one). A code is out once: unique among rows not returned; a code sent back in an after-sale
 * (return_after_sale_id) and received by the warehouse (returned_at) may ship again.
 * receipt_id/received_at: the buyer's 验收 that scanned it in.
 */
export const traceCodes = pgTable(
  'trace_codes',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 80 }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    units: integer('units').notNull().default(1),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    batchId: integer('batch_id')
      .notNull()
      .references(() => goodsBatches.id),
    shippedBy: integer('shipped_by').references(() => members.id),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull().defaultNow(),
    receiptId: integer('receipt_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    returnAfterSaleId: integer('return_after_sale_id').references(() => afterSales.id),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('trace_codes_out_uq')
      .on(t.code)
      .where(sql`${t.returnedAt} is null`),
    index('trace_codes_code_idx').on(t.code),
    index('trace_codes_order_idx').on(t.orderId),
    index('trace_codes_line_idx').on(t.orderLineId),
    check('trace_codes_units_pos', sql`${t.units} > 0`),
  ],
);

/** The buyer's 验收入库 of an order (GSP 验收记录): who confirmed, when, and per line the units received. */
export const orderReceipts = pgTable(
  'order_receipts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    receivedBy: varchar('received_by', { length: 32 }).notNull(),
    codes: integer('codes').notNull().default(0),
    note: varchar('note', { length: 200 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_receipts_order_idx').on(t.orderId, t.createdAt)],
);

export const orderReceiptLines = pgTable(
  'order_receipt_lines',
  {
    id: serial('id').primaryKey(),
    receiptId: integer('receipt_id')
      .notNull()
      .references(() => orderReceipts.id),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    units: integer('units').notNull(),
  },
  (t) => [
    index('order_receipt_lines_receipt_idx').on(t.receiptId),
    check('order_receipt_lines_units_pos', sql`${t.units} > 0`),
  ],
);
