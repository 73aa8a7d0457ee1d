import { sql } from 'drizzle-orm';
import {
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
});

/** A buyer business: single pharmacy, chain headquarters or one of its stores, clinic. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  kind: varchar('kind', { length: 16 }).notNull(), // pharmacy | chain | store | clinic
  region: varchar('region', { length: 32 }).notNull(), // province, used by controlled-sales rules
  city: varchar('city', { length: 32 }).notNull().default(''),
  address: varchar('address', { length: 200 }).notNull().default(''),
  contactName: varchar('contact_name', { length: 32 }).notNull().default(''),
  contactPhone: varchar('contact_phone', { length: 20 }).notNull().default(''),
  businessScopes: text('business_scopes')
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
    wechat: varchar('wechat', { length: 64 }).notNull().default(''),
    points: integer('points').notNull().default(0),
    contractSigned: boolean('contract_signed').notNull().default(true),
    role: varchar('role', { length: 16 }).notNull().default('buyer'), // buyer | operator
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('members_username_uq').on(t.username), index('members_parent_idx').on(t.parentId)],
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

/** Failed login attempts, so the limit holds across API instances. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_username_idx').on(t.username, t.at),
    index('login_failures_ip_idx').on(t.ip, t.at),
  ],
);
