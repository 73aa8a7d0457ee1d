import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { afterSales, orders } from './orders';

/**
 * A parcel we follow with the carrier: an order's shipment (purpose order), or an after-sale's parcel
 * (return: the buyer's back to us; replacement: our 换货 shipment). provider: the service that follows
 * it (kuaidi100 | sandbox; '' until subscribed). subscription pending | subscribed | failed | unsupported
 * (a carrier without a 快递100 code): made after the shipping commit, retried by
 * jobs/parcel-subscriptions. state: the carrier's last state (快递100 code, '' none).
 */
export const parcels = pgTable(
  'parcels',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    afterSaleId: integer('after_sale_id').references(() => afterSales.id),
    purpose: varchar('purpose', { length: 16 }).notNull().default('order'),
    carrier: varchar('carrier', { length: 32 }).notNull(),
    carrierCode: varchar('carrier_code', { length: 32 }).notNull(),
    number: varchar('number', { length: 64 }).notNull(),
    provider: varchar('provider', { length: 16 }).notNull().default(''),
    subscription: varchar('subscription', { length: 16 }).notNull().default('pending'),
    subscribeAttempts: smallint('subscribe_attempts').notNull().default(0),
    nextSubscribeAt: timestamp('next_subscribe_at', { withTimezone: true }).notNull().defaultNow(),
    subscribeError: varchar('subscribe_error', { length: 200 }).notNull().default(''),
    state: varchar('state', { length: 8 }).notNull().default(''),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('parcels_order_idx').on(t.orderId),
    index('parcels_after_sale_idx').on(t.afterSaleId),
    index('parcels_number_idx').on(t.number),
    index('parcels_subscribe_due_idx')
      .on(t.nextSubscribeAt)
      .where(sql`${t.subscription} = 'pending'`),
    index('parcels_signed_idx')
      .on(t.signedAt)
      .where(sql`${t.signedAt} is not null`),
  ],
);

/** The carrier's steps of a parcel, as pushed: one row per (time, text), whatever the pushes repeat. */
export const parcelSteps = pgTable(
  'parcel_steps',
  {
    id: serial('id').primaryKey(),
    parcelId: integer('parcel_id')
      .notNull()
      .references(() => parcels.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    place: varchar('place', { length: 100 }).notNull().default(''),
    text: varchar('text', { length: 500 }).notNull(),
    state: varchar('state', { length: 8 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('parcel_steps_uq').on(t.parcelId, t.at, t.text)],
);
