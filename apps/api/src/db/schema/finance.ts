import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies, members } from './accounts';

/**
 * 线下汇款 (bank transfers): recorded by finance staff or announced by the buyer, 待复核 until another
 * staff member approves (crediting the balance, paying an order or repaying credit) or rejects it.
 * purpose balance | order | credit_repay; status pending | approved | rejected; source staff | member.
 */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: serial('id').primaryKey(),
    transferNo: varchar('transfer_no', { length: 32 }).notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The company's buyer account whose ledgers the transfer goes into. */
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** Fen. */
    amount: integer('amount').notNull(),
    bankName: varchar('bank_name', { length: 64 }).notNull().default(''),
    bankRef: varchar('bank_ref', { length: 64 }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    /** The uploaded picture of the bank slip (/api/upload/receipt/…). */
    voucher: text('voucher').notNull(),
    purpose: varchar('purpose', { length: 16 }).notNull().default('balance'),
    orderId: integer('order_id'),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    source: varchar('source', { length: 16 }).notNull(),
    recordedBy: integer('recorded_by')
      .notNull()
      .references(() => members.id),
    recordedByName: varchar('recorded_by_name', { length: 32 }).notNull(),
    reviewedBy: integer('reviewed_by'),
    reviewedByName: varchar('reviewed_by_name', { length: 32 }).notNull().default(''),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectReason: varchar('reject_reason', { length: 200 }).notNull().default(''),
    note: varchar('note', { length: 200 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bank_transfers_no_uq').on(t.transferNo),
    // One bank slip is credited at most once: a second record of the same reference waits for a rejection.
    uniqueIndex('bank_transfers_ref_uq')
      .on(t.bankRef)
      .where(sql`${t.status} <> 'rejected'`),
    index('bank_transfers_status_idx').on(t.status, t.createdAt),
    index('bank_transfers_member_idx').on(t.memberId, t.createdAt),
    check('bank_transfers_amount_pos', sql`${t.amount} > 0`),
  ],
);

/**
 * Red packets and cash vouchers finance staff gave (to one member or a customer group): the record the
 * console lists; the money itself is in red_packet_ledger and cash_vouchers.
 * kind red_packet | cash_voucher; target member | group.
 */
export const financeGrants = pgTable(
  'finance_grants',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 16 }).notNull(),
    target: varchar('target', { length: 16 }).notNull(),
    memberId: integer('member_id'),
    customerGroup: varchar('customer_group', { length: 32 }).notNull().default(''),
    /** Who got it, as staff read it (username and company, or the group). */
    targetName: varchar('target_name', { length: 140 }).notNull(),
    memberCount: integer('member_count').notNull(),
    /** Fen each member got. */
    amount: integer('amount').notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }),
    reason: varchar('reason', { length: 200 }).notNull(),
    staffId: integer('staff_id').notNull(),
    staffName: varchar('staff_name', { length: 32 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('finance_grants_created_idx').on(t.createdAt),
    check('finance_grants_amount_pos', sql`${t.amount} > 0`),
  ],
);
