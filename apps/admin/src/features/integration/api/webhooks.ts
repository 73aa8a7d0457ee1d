import { operatorWebhooks, operatorWebhooksCreate, operatorWebhooksDelete } from '@yaocai/contract';
import type { WebhookEndpointInput } from '@yaocai/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { readOptions } from '../../../lib/read-options';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

export const webhooksKey = ['operator', 'webhooks'] as const;

/** GET /api/operator/webhooks: the endpoints with their pending and failed deliveries, and the event types. */
export const webhooksQueryOptions = () => readOptions(webhooksKey, operatorWebhooks);

export const useWebhooks = () => useQuery(webhooksQueryOptions());

/** POST /api/operator/webhooks: the answer holds the signing secret, shown this once. */
export function useCreateWebhook() {
  return useRefreshingMutation(
    (input: WebhookEndpointInput) => call(operatorWebhooksCreate, input, { silent: true }),
    webhooksKey,
  );
}

/** DELETE /api/operator/webhooks/{id}: no new deliveries; the pending ones stop. */
export function useDeleteWebhook() {
  return useRefreshingMutation((id: number) => call(operatorWebhooksDelete, { id }), webhooksKey);
}
