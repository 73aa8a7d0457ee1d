import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  boolean,
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

export const accountManagers = pgTable('account_managers', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 32 }).notNull(),
  phone: varchar('phone', { length: 20 }).notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  /** The staff member (role 业务员) this account manager logs in as; null for a name and phone only. */
  staffId: integer('staff_id')
    .unique('account_managers_staff_uq')
    .references((): AnyPgColumn => members.id),
});

/** A buyer business: single pharmacy, chain headquarters or one of its stores, clinic. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  kind: varchar('kind', { length: 16 }).notNull(), // pharmacy | chain | store | clinic | health_center
  region: varchar('region', { length: 32 }).notNull(), // province, used by controlled-sales rules
  city: varchar('city', { length: 32 }).notNull().default(''),
  district: varchar('district', { length: 32 }).notNull().default(''),
  /** Administrative division code of the district (or city) chosen in the cascader. */
  regionCode: varchar('region_code', { length: 12 }).notNull().default(''),
  address: varchar('address', { length: 200 }).notNull().default(''),
  contactName: varchar('contact_name', { length: 32 }).notNull().default(''),
  contactPhone: varchar('contact_phone', { length: 20 }).notNull().default(''),
  businessScopes: text('business_scopes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Scopes asked for at registration (or by a new document), granted by a reviewer into businessScopes. */
  requestedScopes: text('requested_scopes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  customerGroup: varchar('customer_group', { length: 32 }).notNull().default('default'),
  invoiceTitle: varchar('invoice_title', { length: 100 }).notNull().default(''),
  taxNumber: varchar('tax_number', { length: 32 }).notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 32 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    name: varchar('name', { length: 32 }).notNull().default(''),
    phone: varchar('phone', { length: 20 }).notNull().default(''),
    email: varchar('email', { length: 100 }).notNull().default(''),
    face: text('face').notNull().default(''),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** A chain store's headquarters member; null for everyone else. */
    parentId: integer('parent_id'),
    accountManagerId: integer('account_manager_id').references(() => accountManagers.id),
    rank: smallint('rank').notNull().default(1),
    isPassed: smallint('is_passed').notNull().default(0),
    isVip: smallint('is_vip').notNull().default(0),
    /** Permission to buy 含特殊药品复方制剂 (type 1 goods). */
    isSpecial: smallint('is_special').notNull().default(0),
    isCanChat: smallint('is_can_chat').notNull().default(1),
    /** Nickname of the bound WeChat identity ('' when none); the identity itself is wechatOpenid. */
    wechat: varchar('wechat', { length: 64 }).notNull().default(''),
    wechatOpenid: varchar('wechat_openid', { length: 64 }),
    points: integer('points').notNull().default(0),
    /**
     * 余额 in fen: the sum of the member's balance_ledger, kept by statement triggers on the ledger
     * (migration 0028) whoever writes it, so reading it costs one row however long the ledger grows.
     */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    contractSigned: boolean('contract_signed').notNull().default(true),
    contractSignedAt: timestamp('contract_signed_at', { withTimezone: true }),
    /** Why the last review refused the member ('' when none). */
    reviewNote: varchar('review_note', { length: 200 }).notNull().default(''),
    role: varchar('role', { length: 16 }).notNull().default('buyer'), // buyer | operator
    /** Set by staff: a disabled member cannot log in and its sessions act as a visitor's. */
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_username_uq').on(t.username),
    index('members_parent_idx').on(t.parentId),
    uniqueIndex('members_wechat_openid_uq').on(t.wechatOpenid),
    index('members_phone_idx').on(t.phone),
    check('members_points_nonneg', sql`${t.points} >= 0`),
  ],
);

export const qualifications = pgTable(
  'qualifications',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kind: varchar('kind', { length: 32 }).notNull(), // 营业执照, 药品经营许可证, ...
    number: varchar('number', { length: 64 }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    image: text('image').notNull().default(''),
    status: varchar('status', { length: 16 }).notNull().default('pending'), // pending | approved | rejected
    scopes: text('scopes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The approved document this one replaces; that one stays in force until this is approved. */
    replacesId: integer('replaces_id'),
    rejectReason: varchar('reject_reason', { length: 200 }).notNull().default(''),
    /** 采购委托书: the purchasing agent's name and ID number (never logged). */
    agentName: varchar('agent_name', { length: 32 }).notNull().default(''),
    agentIdNumber: varchar('agent_id_number', { length: 32 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [index('qualifications_company_idx').on(t.companyId)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    consignee: varchar('consignee', { length: 32 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    province: varchar('province', { length: 32 }).notNull(),
    city: varchar('city', { length: 32 }).notNull(),
    district: varchar('district', { length: 32 }).notNull().default(''),
    /** Division code of the district (or city) picked in the cascader; '' for rows written before it. */
    regionCode: varchar('region_code', { length: 12 }).notNull().default(''),
    detail: varchar('detail', { length: 200 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [index('addresses_member_idx').on(t.memberId)],
);

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);

/**
 * Failed logins, written under a lock per account and per address (so the limits hold across API
 * instances and against bursts). A successful login marks the account's rows `account_cleared`: they
 * stop counting against the account but still count against the address they came from.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    accountCleared: boolean('account_cleared').notNull().default(false),
  },
  (t) => [
    index('login_failures_username_idx').on(t.username, t.at),
    index('login_failures_ip_idx').on(t.ip, t.at),
  ],
);

/** SMS verification codes, stored hashed; one row per code sent. purpose: register | forget | bind | update | login. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    phone: varchar('phone', { length: 20 }).notNull(),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sms_codes_phone_idx').on(t.phone, t.createdAt),
    index('sms_codes_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Files put in the upload store (documents, receipts, images). memberId is null until a registration
 * claims what was uploaded before the member existed; only that member and staff may read a file.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 80 }).notNull(),
    memberId: integer('member_id').references(() => members.id),
    purpose: varchar('purpose', { length: 16 }).notNull(), // qualification | receipt | image
    contentType: varchar('content_type', { length: 32 }).notNull(),
    size: integer('size').notNull(),
    originalName: varchar('original_name', { length: 200 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('uploads_key_uq').on(t.key), index('uploads_member_idx').on(t.memberId)],
);

/**
 * One WeChat authorisation (sandbox or real OAuth): created when the QR code is shown, confirmed when
 * the scan comes back with the identity, used once by bind, login or registration.
 */
export const wechatAuthorisations = pgTable(
  'wechat_authorisations',
  {
    id: serial('id').primaryKey(),
    state: varchar('state', { length: 64 }).notNull(),
    purpose: varchar('purpose', { length: 16 }).notNull(), // bind | register | login
    memberId: integer('member_id').references(() => members.id),
    openid: varchar('openid', { length: 64 }),
    nickname: varchar('nickname', { length: 64 }).notNull().default(''),
    status: varchar('status', { length: 16 }).notNull().default('pending'), // pending | confirmed | used
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wechat_authorisations_state_uq').on(t.state)],
);
