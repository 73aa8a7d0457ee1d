import { webhookRetryDelay } from '@yaocai/domain';
import type { Database } from '../../db/client';
import type { HostPolicy } from './webhook-address';
import { postWebhook, type AttemptOutcome, type WebhookMessage } from './webhook-sender';
import * as repo from './webhook.repository';

/** Longer than an attempt may take (10 s), so a live worker never loses its lease mid-attempt. */
const LEASE_MS = 60_000;
/** Deliveries claimed per round; a round that claimed this many is followed by another at once. */
export const WEBHOOK_BATCH = 20;

export interface TickOptions {
  /** The clock deciding what is due and when it is due again (tests move it forward). */
  now?: Date;
  batch?: number;
  send?: (message: WebhookMessage, policy: HostPolicy) => Promise<AttemptOutcome>;
}

/**
 * One round of the delivery worker: lease the due deliveries (a short transaction), post each outside
 * any transaction, then record the attempt and what follows — succeeded, due again on the retry
 * schedule, or failed after 3 days. A worker that dies mid-round loses nothing: its leases run out
 * and another round sends again (at least once; receivers dedupe by webhook-id).
 */
export async function deliverDueWebhooks(db: Database, policy: HostPolicy, options: TickOptions = {}) {
  const now = options.now ?? new Date();
  const send = options.send ?? postWebhook;
  const claimed = await repo.claimDue(
    db,
    now,
    new Date(now.getTime() + LEASE_MS),
    options.batch ?? WEBHOOK_BATCH,
  );
  const outcomes = await Promise.all(
    claimed.map(async (delivery) => {
      const message = {
        url: delivery.url,
        secret: delivery.secret,
        messageId: delivery.messageId,
        body: delivery.body,
      };
      const outcome = await send(message, policy);
      const ok = outcome.error === '' && outcome.statusCode !== null;
      const delay = ok ? null : webhookRetryDelay(delivery.attempts + 1);
      await db.transaction((tx) =>
        repo.recordAttempt(
          tx,
          delivery.id,
          { attemptedAt: now, ...outcome },
          ok
            ? { status: 'succeeded', nextAttemptAt: null }
            : delay === null
              ? { status: 'failed', nextAttemptAt: null }
              : { status: 'pending', nextAttemptAt: new Date(now.getTime() + delay) },
        ),
      );
      return ok;
    }),
  );
  return {
    attempted: outcomes.length,
    succeeded: outcomes.filter(Boolean).length,
    failed: outcomes.filter((ok) => !ok).length,
  };
}
