import type {
  WebhookDeliveriesAnswer,
  webhookDeliveriesQuery,
  WebhookEndpoint,
  webhookEndpointBody,
  WebhookEndpointsAnswer,
} from '@yaocai/contract';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@yaocai/domain';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { invalid, notFound } from '../../lib/http-errors';
import type { Viewer } from '../../shared/viewer';
import { urlRefusal, type HostPolicy } from './webhook-address';
import * as repo from './webhook.repository';
import { announceEndpointChange } from './webhook-subscriptions';

const PAGE_SIZE = 20;

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const eventName = (type: string) => WEBHOOK_EVENT_LABELS[type as WebhookEventType] ?? type;

/** `whsec_` + base64 of 32 random bytes: the key both sides sign with (Standard Webhooks). */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

function toEndpoint(row: repo.EndpointListRow): WebhookEndpoint {
  const e = row.endpoint;
  return {
    id: e.id,
    url: e.url,
    description: e.description,
    events: e.events,
    enabled: e.enabled ? 1 : 0,
    pending: row.pending,
    failed: row.failed,
    created_by: row.createdBy,
    created_at: e.createdAt.toISOString(),
  };
}

export async function endpointList(db: Database): Promise<WebhookEndpointsAnswer> {
  const rows = await repo.listEndpoints(db);
  return {
    list: rows.map(toEndpoint),
    event_types: WEBHOOK_EVENT_TYPES.map((code) => ({ code, name: WEBHOOK_EVENT_LABELS[code] })),
  };
}

async function liveEndpoint(db: Database, id: number) {
  const [row] = await repo.listEndpoints(db, id);
  if (!row) throw notFound('接收地址');
  return row;
}

/** The endpoint as the audit log keeps it (never the secret). */
export async function endpointSnapshot(db: Database, id: number) {
  const [row] = await repo.listEndpoints(db, id);
  return row
    ? { url: row.endpoint.url, events: row.endpoint.events, description: row.endpoint.description }
    : null;
}

/** Refuses (422 on url) an address that must not receive webhooks here (production: no internal hosts). */
export async function checkUrl(url: string, policy: HostPolicy) {
  const refusal = await urlRefusal(url, policy);
  if (refusal) throw invalid('url', refusal);
}

export async function createEndpoint(
  db: Database,
  staff: Viewer,
  input: z.output<typeof webhookEndpointBody>,
  secret: string,
): Promise<WebhookEndpoint> {
  const row = await repo.insertEndpoint(db, {
    url: input.url,
    description: input.description,
    events: input.events,
    secret,
    createdBy: staff.memberId,
  });
  await announceEndpointChange(db);
  return toEndpoint(await liveEndpoint(db, row.id));
}

export async function deleteEndpoint(db: Database, id: number, now = new Date()) {
  const row = await repo.deleteEndpoint(db, id, now);
  if (!row) throw notFound('接收地址');
  await announceEndpointChange(db);
  return { id };
}

/** An endpoint's deliveries, newest first, each with every attempt made. */
export async function deliveryList(
  db: Database,
  endpointId: number,
  q: z.output<typeof webhookDeliveriesQuery>,
): Promise<WebhookDeliveriesAnswer> {
  await liveEndpoint(db, endpointId);
  const { rows, total } = await repo.deliveryPage(
    db,
    endpointId,
    q.status,
    (q.page - 1) * PAGE_SIZE,
    PAGE_SIZE,
  );
  const attempts = await repo.attemptsOf(
    db,
    rows.map((r) => r.delivery.id),
  );
  return {
    list: rows.map(({ delivery: d, event }) => ({
      id: d.id,
      message_id: event.messageId,
      event_type: event.type,
      event_name: eventName(event.type),
      subject: subjectOf(event.payload),
      status: d.status as 'pending' | 'succeeded' | 'failed',
      attempts: d.attempts,
      next_attempt_at: d.status === 'pending' ? iso(d.nextAttemptAt) : null,
      created_at: d.createdAt.toISOString(),
      finished_at: iso(d.finishedAt),
      attempt_list: attempts
        .filter((a) => a.deliveryId === d.id)
        .map((a) => ({
          id: a.id,
          attempted_at: a.attemptedAt.toISOString(),
          status_code: a.statusCode,
          duration_ms: a.durationMs,
          error: a.error,
        })),
    })),
    total,
    page: q.page,
    page_size: PAGE_SIZE,
  };
}

/** The order or after-sale number, or the member's username, from the stored body. */
function subjectOf(payload: unknown): string {
  const data = (payload as { data?: Record<string, Record<string, unknown> | undefined> }).data ?? {};
  const value = data.after_sale?.after_sale_no ?? data.order?.order_no ?? data.member?.username;
  return typeof value === 'string' ? value : '';
}

export async function retryDelivery(db: Database, endpointId: number, deliveryId: number, now = new Date()) {
  await liveEndpoint(db, endpointId);
  const row = await repo.retryDelivery(db, endpointId, deliveryId, now);
  if (!row) throw notFound('投递记录');
  return { id: row.id, status: 'pending' as const };
}
