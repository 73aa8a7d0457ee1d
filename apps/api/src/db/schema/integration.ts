import {
  boolean,
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

/** An ERP's receiving address (订单下发) and the events it wants; secret is `whsec_` + base64 key bytes. */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: serial('id').primaryKey(),
  url: varchar('url', { length: 500 }).notNull(),
  description: varchar('description', { length: 100 }).notNull().default(''),
  events: jsonb('events').$type<string[]>().notNull(),
  secret: varchar('secret', { length: 80 }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdBy: integer('created_by').references(() => members.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

/**
 * The outbox: one row per event, written in the transaction of the change it reports. messageId is the
 * Standard Webhooks `webhook-id` (`msg_…`), the same on every attempt and endpoint; payload is the body.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: serial('id').primaryKey(),
    messageId: varchar('message_id', { length: 40 }).notNull(),
    type: varchar('type', { length: 40 }).notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_events_message_uq').on(t.messageId),
    index('webhook_events_created_idx').on(t.createdAt),
  ],
);

/** One event to one endpoint. status pending | succeeded | failed; a worker leases it until locked_until. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id),
    eventId: integer('event_id')
      .notNull()
      .references(() => webhookEvents.id),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_uq').on(t.endpointId, t.eventId),
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/** Each HTTP attempt of a delivery: when, the answer's status (null on a network error or timeout), how long, why. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
    statusCode: smallint('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error').notNull().default(''),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId)],
);
