import type { WebhookEventType } from '@yaocai/domain';
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import { memberDetail } from '../account/index';
import { afterSaleFeed, orderFeed } from '../orders/index';
import * as repo from './webhook.repository';
import { subscribedEndpointIds } from './webhook-subscriptions';

/** What the event's data holds: the order, the after-sale with its order, or the member. */
async function eventData(db: Database, type: WebhookEventType, subjectId: number) {
  switch (type) {
    case 'after_sale.refunded':
      return afterSaleFeed(db, subjectId);
    case 'member.approved': {
      const member = await memberDetail(db, subjectId);
      return member ? { member } : null;
    }
    default: {
      const order = await orderFeed(db, subjectId);
      return order ? { order } : null;
    }
  }
}

export const newMessageId = () => `msg_${randomBytes(16).toString('base64url')}`;

/**
 * Writes an event to the webhook outbox, in the transaction `db` of the change it reports (order
 * placed, paid, shipped, cancelled; after-sale refunded; member approved): the ERP hears of a change
 * exactly when it is committed. The body is the subject as it stands at that moment. Nothing is
 * written when no endpoint subscribes to the type (known without a query: webhook-subscriptions).
 */
export async function recordEvent(db: Database, type: WebhookEventType, subjectId: number, at = new Date()) {
  const endpointIds = await subscribedEndpointIds(db, type);
  if (endpointIds.length === 0) return;
  const data = await eventData(db, type, subjectId);
  if (!data) return;
  const messageId = newMessageId();
  const payload = { id: messageId, type, created_at: at.toISOString(), data };
  await repo.insertEventWithDeliveries(db, { messageId, type, payload, createdAt: at }, endpointIds);
}
