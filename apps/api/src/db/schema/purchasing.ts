import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { members, uploads } from './accounts';
import { goods } from './catalog';

/**
 * 到货通知 (type arrival) and 降价通知 (type price, optionally below target_price fen). One row per member,
 * goods and type: subscribing again re-arms the same row. status active | done; done when the message is sent.
 */
export const goodsSubscriptions = pgTable(
  'goods_subscriptions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    type: varchar('type', { length: 8 }).notNull(),
    /** Price drop: notify when the member's price falls below this (fen); null = any drop. */
    targetPrice: integer('target_price'),
    /** The member's price when subscribing (fen), so "falls" has a reference. */
    basePrice: integer('base_price'),
    status: varchar('status', { length: 8 }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('goods_subscriptions_uq').on(t.memberId, t.goodsId, t.type),
    index('goods_subscriptions_active_idx')
      .on(t.goodsId, t.type)
      .where(sql`${t.status} = 'active'`),
    check('goods_subscriptions_target_pos', sql`${t.targetPrice} is null or ${t.targetPrice} > 0`),
  ],
);

/**
 * A chain headquarters' rules for one of its stores (连锁采购审批): orders above approval_over (fen) wait for
 * the headquarters; a month's orders may not pass monthly_limit (fen). Null means no rule.
 */
export const storePolicies = pgTable(
  'store_policies',
  {
    storeId: integer('store_id')
      .primaryKey()
      .references(() => members.id),
    monthlyLimit: integer('monthly_limit'),
    approvalOver: integer('approval_over'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('store_policies_limit_nonneg', sql`${t.monthlyLimit} is null or ${t.monthlyLimit} >= 0`),
    check('store_policies_over_nonneg', sql`${t.approvalOver} is null or ${t.approvalOver} >= 0`),
  ],
);

/**
 * The wholesaler's own licences for 首营资料 packs, one current file per kind: business_licence,
 * drug_licence, gsp_certificate, quality_agreement, sales_authorisation (packages/contract).
 */
export const supplierDocuments = pgTable(
  'supplier_documents',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 32 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    number: varchar('number', { length: 64 }).notNull().default(''),
    validUntil: date('valid_until', { mode: 'string' }),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('supplier_documents_kind_uq').on(t.kind)],
);
