import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { goods, goodsBatches } from './catalog';
import { afterSaleLines, afterSales } from './orders';

/**
 * The units a 换货 sent out as the replacement of an after-sale line, one row per batch taken (first
 * expiry first), so the replacement's batch numbers are kept like an order line's (GSP).
 */
export const afterSaleReplacements = pgTable(
  'after_sale_replacements',
  {
    id: serial('id').primaryKey(),
    afterSaleId: integer('after_sale_id')
      .notNull()
      .references(() => afterSales.id),
    afterSaleLineId: integer('after_sale_line_id')
      .notNull()
      .references(() => afterSaleLines.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    batchId: integer('batch_id')
      .notNull()
      .references(() => goodsBatches.id),
    batchNo: varchar('batch_no', { length: 32 }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('after_sale_replacements_sale_idx').on(t.afterSaleId),
    check('after_sale_replacements_quantity_pos', sql`${t.quantity} > 0`),
  ],
);
