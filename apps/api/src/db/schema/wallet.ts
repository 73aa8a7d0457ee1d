import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { members } from './accounts';

/** Credit terms (账期): the limit and how many days a charge may stay unpaid. No row: no credit. */
export const creditAccounts = pgTable('credit_accounts', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  creditLimit: integer('credit_limit').notNull(),
  days: integer('days').notNull().default(30),
});

const ledgerColumns = () => ({
  id: serial('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  /** Signed fen: positive adds to the member's money, negative takes from it. */
  amount: integer('amount').notNull(),
  kind: varchar('kind', { length: 16 }).notNull(),
  orderId: integer('order_id'),
  afterSaleId: integer('after_sale_id'),
  note: varchar('note', { length: 200 }).notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Balance (余额): append-only; the balance is the sum, kept on members.balance by triggers. kind: grant | recharge | pay | refund | repay. */
export const balanceLedger = pgTable('balance_ledger', ledgerColumns(), (t) => [
  index('balance_ledger_member_idx').on(t.memberId, t.createdAt),
]);

/** Account red packets (账户红包): append-only. kind: grant | use | return | refund. */
export const redPacketLedger = pgTable('red_packet_ledger', ledgerColumns(), (t) => [
  index('red_packet_ledger_member_idx').on(t.memberId, t.createdAt),
]);

/**
 * Credit (账期) ledger, append-only. Here amount is what is owed: charge positive (with due_on),
 * repay and refund negative.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  { ...ledgerColumns(), dueOn: date('due_on', { mode: 'string' }) },
  (t) => [index('credit_ledger_member_idx').on(t.memberId, t.createdAt)],
);

/** type 1 通用券 (every coupon-eligible goods), 2 品种券 (only goods_ids). */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    name: varchar('name', { length: 64 }).notNull(),
    type: smallint('type').notNull().default(1),
    amount: integer('amount').notNull(),
    threshold: integer('threshold').notNull().default(0),
    goodsIds: integer('goods_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    orderId: integer('order_id'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The 领券中心 template it was claimed from (per-member limits count these); null when granted. */
    templateId: integer('template_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupons_member_idx').on(t.memberId, t.validTo),
    index('coupons_template_idx').on(t.templateId, t.memberId),
    check('coupons_amount_pos', sql`${t.amount} > 0`),
  ],
);

/** 现金券: reduces what is payable, shipping included. */
export const cashVouchers = pgTable(
  'cash_vouchers',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    name: varchar('name', { length: 64 }).notNull(),
    amount: integer('amount').notNull(),
    threshold: integer('threshold').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    orderId: integer('order_id'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    source: varchar('source', { length: 16 }).notNull().default('grant'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cash_vouchers_member_idx').on(t.memberId, t.validTo),
    check('cash_vouchers_amount_pos', sql`${t.amount} > 0`),
  ],
);

/**
 * A payment of an order or of a credit repayment. method balance | credit | online; status
 * pending | paid | cancelled. At most one paid payment per order.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    paymentNo: varchar('payment_no', { length: 32 }).notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    orderId: integer('order_id'),
    method: varchar('method', { length: 16 }).notNull(),
    provider: varchar('provider', { length: 16 }).notNull().default(''),
    amount: integer('amount').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    providerTradeNo: varchar('provider_trade_no', { length: 64 }).notNull().default(''),
    /** When the missed-notice job last asked the provider (its lease: one instance asks at a time). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_no_uq').on(t.paymentNo),
    uniqueIndex('payments_order_paid_uq')
      .on(t.orderId)
      .where(sql`${t.status} = 'paid'`),
    index('payments_member_idx').on(t.memberId),
    // The missed-notice job's open online payments.
    index('payments_open_online_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending' and ${t.method} = 'online'`),
    check('payments_amount_nonneg', sql`${t.amount} >= 0`),
  ],
);

/**
 * Money sent back through the online provider. refund_no is ours (the provider's idempotency key:
 * Alipay out_request_no, WeChat out_refund_no). status: pending (to send) → sending (claimed by one
 * process) → processing (accepted, its end comes by notice or query) → done, or failed (kept for
 * finance to retry; never marked done without the provider's word).
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    /** Null when a late payment of an order that was no longer payable went straight back. */
    afterSaleId: integer('after_sale_id'),
    amount: integer('amount').notNull(),
    refundNo: varchar('refund_no', { length: 64 }).notNull(),
    provider: varchar('provider', { length: 16 }).notNull().default(''),
    status: varchar('status', { length: 16 }).notNull().default('done'),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    providerRefundNo: varchar('provider_refund_no', { length: 64 }).notNull().default(''),
    failure: text('failure').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_refunds_payment_idx').on(t.paymentId),
    uniqueIndex('payment_refunds_no_uq').on(t.refundNo),
    index('payment_refunds_status_idx').on(t.status, t.createdAt),
    check('payment_refunds_pos', sql`${t.amount} > 0`),
  ],
);

/**
 * Every notice a provider sent us, as it came (raw body, the signature headers), whether it verified,
 * and what it did: paid | repeated | refunded | cancelled | ignored | refund_done | refund_failed |
 * rejected (bad signature, app id, amount, time) | unknown (no such payment).
 */
export const paymentNotices = pgTable(
  'payment_notices',
  {
    id: serial('id').primaryKey(),
    provider: varchar('provider', { length: 16 }).notNull(),
    paymentNo: varchar('payment_no', { length: 64 }).notNull().default(''),
    verified: boolean('verified').notNull(),
    outcome: varchar('outcome', { length: 16 }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    state: varchar('state', { length: 32 }).notNull().default(''),
    amount: integer('amount'),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    raw: text('raw').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_notices_received_idx').on(t.receivedAt),
    index('payment_notices_provider_idx').on(t.provider, t.outcome, t.receivedAt),
    index('payment_notices_payment_idx').on(t.paymentNo),
  ],
);

/**
 * Points (积分) ledger, append-only; `members.points` is its sum, kept in the same transaction (CHECK
 * ≥ 0, so spending more than one holds fails whatever the concurrency). Amount in points, signed.
 * kind: earn (order completed) | reverse (refund) | exchange (points mall) | draw (raffle prize) | grant.
 */
export const pointsLedger = pgTable('points_ledger', ledgerColumns(), (t) => [
  index('points_ledger_member_idx').on(t.memberId, t.createdAt),
]);
