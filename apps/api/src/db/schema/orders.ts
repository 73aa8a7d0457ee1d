import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { goods, goodsBatches } from './catalog';

/**
 * status: pending_approval | unpaid | to_ship | shipped | completed | cancelled (packages/domain ORDER_STATUSES).
 * approval_status for a chain store's order over its approval amount: none | pending | approved | rejected.
 * receipt_status for orders with 含特殊药品 goods: none | required | pending | checked | rejected.
 * Amounts in fen; payable = goods − 满减 − coupon + shipping − red packet − cash voucher.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    status: varchar('status', { length: 16 }).notNull().default('unpaid'),
    consignee: varchar('consignee', { length: 32 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    address: varchar('address', { length: 300 }).notNull(),
    invoiceType: smallint('invoice_type').notNull().default(0),
    invoiceTitle: varchar('invoice_title', { length: 100 }).notNull().default(''),
    taxNumber: varchar('tax_number', { length: 32 }).notNull().default(''),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    goodsAmount: integer('goods_amount').notNull(),
    manjianAmount: integer('manjian_amount').notNull().default(0),
    couponAmount: integer('coupon_amount').notNull().default(0),
    shippingAmount: integer('shipping_amount').notNull().default(0),
    redPacketAmount: integer('red_packet_amount').notNull().default(0),
    cashVoucherAmount: integer('cash_voucher_amount').notNull().default(0),
    payableAmount: integer('payable_amount').notNull(),
    couponId: integer('coupon_id'),
    cashVoucherId: integer('cash_voucher_id'),
    payMethod: varchar('pay_method', { length: 16 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    hasSpecial: boolean('has_special').notNull().default(false),
    receiptStatus: varchar('receipt_status', { length: 16 }).notNull().default('none'),
    receiptImage: text('receipt_image').notNull().default(''),
    receiptNote: varchar('receipt_note', { length: 200 }).notNull().default(''),
    logisticsCompany: varchar('logistics_company', { length: 32 }).notNull().default(''),
    logisticsNo: varchar('logistics_no', { length: 64 }).notNull().default(''),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: varchar('cancel_reason', { length: 100 }).notNull().default(''),
    approvalStatus: varchar('approval_status', { length: 10 }).notNull().default('none'),
    approvedBy: integer('approved_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_no_uq').on(t.orderNo),
    uniqueIndex('orders_idempotency_uq').on(t.memberId, t.idempotencyKey),
    index('orders_member_idx').on(t.memberId, t.createdAt),
    index('orders_unpaid_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'unpaid'`),
    check('orders_payable_nonneg', sql`${t.payableAmount} >= 0`),
  ],
);

/**
 * One order line per goods and batch: the GSP sales record (通用名, 规格, 剂型, 批号, 有效期, 生产厂家,
 * 批准文号, quantity, unit price, amount, date) and each discount's share, so refunds reverse exactly
 * what the line got. line_type 0 normal, 1 flash sale, 3 combination; ref_id the activity or
 * combination; is_gift for 买N赠M gifts (price 0).
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    lineType: smallint('line_type').notNull().default(0),
    refId: integer('ref_id').notNull().default(0),
    isGift: boolean('is_gift').notNull().default(false),
    batchId: integer('batch_id')
      .notNull()
      .references(() => goodsBatches.id),
    batchNo: varchar('batch_no', { length: 32 }).notNull(),
    producedOn: date('produced_on', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    goodsName: varchar('goods_name', { length: 100 }).notNull(),
    spec: varchar('spec', { length: 100 }).notNull(),
    dosageForm: varchar('dosage_form', { length: 20 }).notNull().default(''),
    manufacturer: varchar('manufacturer', { length: 100 }).notNull(),
    approvalNumber: varchar('approval_number', { length: 64 }).notNull().default(''),
    unit: varchar('unit', { length: 10 }).notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    amount: integer('amount').notNull(),
    manjianShare: integer('manjian_share').notNull().default(0),
    couponShare: integer('coupon_share').notNull().default(0),
    redPacketShare: integer('red_packet_share').notNull().default(0),
    cashVoucherShare: integer('cash_voucher_share').notNull().default(0),
    paidAmount: integer('paid_amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_goods_idx').on(t.goodsId),
    index('order_lines_batch_no_idx').on(t.batchNo),
    check('order_lines_quantity_pos', sql`${t.quantity} > 0`),
    check(
      'order_lines_shares_nonneg',
      sql`${t.manjianShare} >= 0 and ${t.couponShare} >= 0 and ${t.redPacketShare} >= 0 and ${t.cashVoucherShare} >= 0 and ${t.paidAmount} >= 0`,
    ),
  ],
);

/** The order's timeline: created, paid, shipped (with logistics), received, cancelled, … */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    kind: varchar('kind', { length: 16 }).notNull(),
    text: varchar('text', { length: 200 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/** kind return_refund | refund_only | exchange; status applied | approved | returned | refunded | rejected. */
export const afterSales = pgTable(
  'after_sales',
  {
    id: serial('id').primaryKey(),
    afterSaleNo: varchar('after_sale_no', { length: 32 }).notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    kind: varchar('kind', { length: 16 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('applied'),
    reason: varchar('reason', { length: 500 }).notNull(),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    refuseReason: varchar('refuse_reason', { length: 200 }).notNull().default(''),
    refundAmount: integer('refund_amount').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('after_sales_no_uq').on(t.afterSaleNo),
    index('after_sales_member_idx').on(t.memberId, t.createdAt),
    index('after_sales_order_idx').on(t.orderId),
  ],
);

export const afterSaleLines = pgTable(
  'after_sale_lines',
  {
    id: serial('id').primaryKey(),
    afterSaleId: integer('after_sale_id')
      .notNull()
      .references(() => afterSales.id),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    quantity: integer('quantity').notNull(),
    refundAmount: integer('refund_amount').notNull().default(0),
  },
  (t) => [
    index('after_sale_lines_sale_idx').on(t.afterSaleId),
    index('after_sale_lines_line_idx').on(t.orderLineId),
    check('after_sale_lines_quantity_pos', sql`${t.quantity} > 0`),
  ],
);

/** Where each refunded fen went: balance | credit | online | red_packet | cash_voucher. */
export const afterSaleRefunds = pgTable(
  'after_sale_refunds',
  {
    id: serial('id').primaryKey(),
    afterSaleId: integer('after_sale_id')
      .notNull()
      .references(() => afterSales.id),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    destination: varchar('destination', { length: 16 }).notNull(),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('after_sale_refunds_sale_idx').on(t.afterSaleId),
    check('after_sale_refunds_nonneg', sql`${t.amount} >= 0`),
  ],
);
