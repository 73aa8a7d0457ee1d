import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  members,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../../db/schema';
import { pageWithTotal } from '../../shared/paging';

/** The outbox tables: endpoints, events, one delivery per event and endpoint, each attempt. */

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const live = isNull(webhookEndpoints.deletedAt);

export async function insertEndpoint(db: Database, values: typeof webhookEndpoints.$inferInsert) {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

const countOf = (status: string) =>
  sql<number>`(select count(*)::int from ${webhookDeliveries} d
    where d.endpoint_id = ${webhookEndpoints.id} and d.status = ${status})`;

export async function listEndpoints(db: Database, id?: number) {
  return db
    .select({
      endpoint: webhookEndpoints,
      createdBy: sql<string>`coalesce(${members.username}, '')`,
      pending: countOf('pending'),
      failed: countOf('failed'),
    })
    .from(webhookEndpoints)
    .leftJoin(members, eq(members.id, webhookEndpoints.createdBy))
    .where(and(live, id === undefined ? undefined : eq(webhookEndpoints.id, id)))
    .orderBy(desc(webhookEndpoints.id));
}

export type EndpointListRow = Awaited<ReturnType<typeof listEndpoints>>[number];

/** Deleted: no new deliveries, and the pending ones stop (marked failed). */
export async function deleteEndpoint(db: Database, id: number, at: Date) {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ deletedAt: at, enabled: false })
    .where(and(eq(webhookEndpoints.id, id), live))
    .returning({ id: webhookEndpoints.id });
  if (!row) return null;
  await db
    .update(webhookDeliveries)
    .set({ status: 'failed', finishedAt: at, lockedUntil: null })
    .where(and(eq(webhookDeliveries.endpointId, id), eq(webhookDeliveries.status, 'pending')));
  return row;
}

/** The live, enabled endpoints with the event types each subscribes to (webhook-subscriptions keeps a copy). */
export async function liveEndpointEvents(db: Database): Promise<{ id: number; events: string[] }[]> {
  return db
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(and(live, eq(webhookEndpoints.enabled, true)))
    .orderBy(webhookEndpoints.id);
}

export async function insertEventWithDeliveries(
  db: Database,
  event: typeof webhookEvents.$inferInsert,
  endpointIds: number[],
) {
  const [row] = await db.insert(webhookEvents).values(event).returning({ id: webhookEvents.id });
  await db.insert(webhookDeliveries).values(
    endpointIds.map((endpointId) => ({
      endpointId,
      eventId: row!.id,
      nextAttemptAt: event.createdAt,
      createdAt: event.createdAt,
    })),
  );
  return row!.id;
}

export interface ClaimedDelivery {
  id: number;
  attempts: number;
  url: string;
  secret: string;
  messageId: string;
  /** The event's body as stored: the same bytes (and signature input) on every attempt. */
  body: string;
}

/**
 * Leases up to `limit` due deliveries until `leaseUntil`. Rows another worker is claiming at this
 * moment are skipped (FOR UPDATE SKIP LOCKED), and a lease still running keeps the delivery with its
 * worker; a lease that ran out (the worker died) makes the delivery due again.
 */
export async function claimDue(
  db: Database,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const result = (await db.execute(sql`
    with due as (
      select d.id from ${webhookDeliveries} d
      join ${webhookEndpoints} e on e.id = d.endpoint_id and e.deleted_at is null
      where d.status = 'pending' and d.next_attempt_at <= ${now.toISOString()}::timestamptz
        and (d.locked_until is null or d.locked_until <= ${now.toISOString()}::timestamptz)
      order by d.next_attempt_at, d.id
      limit ${limit}
      for update of d skip locked
    )
    update ${webhookDeliveries} d set locked_until = ${leaseUntil.toISOString()}::timestamptz
    from due, ${webhookEndpoints} e, ${webhookEvents} ev
    where d.id = due.id and e.id = d.endpoint_id and ev.id = d.event_id
    returning d.id, d.attempts, e.url, e.secret, ev.message_id, ev.payload::text as body`)) as unknown as {
    rows: { id: number; attempts: number; url: string; secret: string; message_id: string; body: string }[];
  };
  return result.rows.map((r) => ({
    id: Number(r.id),
    attempts: Number(r.attempts),
    url: r.url,
    secret: r.secret,
    messageId: r.message_id,
    body: r.body,
  }));
}

/** The attempt, and the delivery's next state; a delivery no longer pending (deleted endpoint) stays as it is. */
export async function recordAttempt(
  db: Database,
  deliveryId: number,
  attempt: { attemptedAt: Date; statusCode: number | null; durationMs: number; error: string },
  next: { status: 'pending' | 'succeeded' | 'failed'; nextAttemptAt: Date | null },
) {
  await db.insert(webhookAttempts).values({ deliveryId, ...attempt });
  await db
    .update(webhookDeliveries)
    .set({
      status: next.status,
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lockedUntil: null,
      ...(next.nextAttemptAt ? { nextAttemptAt: next.nextAttemptAt } : {}),
      finishedAt: next.status === 'pending' ? null : attempt.attemptedAt,
    })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, 'pending')));
}

export async function deliveryPage(
  db: Database,
  endpointId: number,
  status: string | undefined,
  offset: number,
  limit: number,
) {
  const where = and(
    eq(webhookDeliveries.endpointId, endpointId),
    status ? eq(webhookDeliveries.status, status) : undefined,
  );
  return pageWithTotal(
    db
      .select({ delivery: webhookDeliveries, event: webhookEvents })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(where)
      .orderBy(desc(webhookDeliveries.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(webhookDeliveries).where(where),
  );
}

export async function attemptsOf(db: Database, deliveryIds: number[]) {
  if (deliveryIds.length === 0) return [];
  return db
    .select()
    .from(webhookAttempts)
    .where(inArray(webhookAttempts.deliveryId, deliveryIds))
    .orderBy(webhookAttempts.id);
}

/** Due again now (a failed one gets one more try, a pending one is brought forward). */
export async function retryDelivery(db: Database, endpointId: number, deliveryId: number, now: Date) {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: now, finishedAt: null })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)))
    .returning({ id: webhookDeliveries.id });
  return row ?? null;
}
