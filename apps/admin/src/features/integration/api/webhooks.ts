import { operatorWebhooks, operatorWebhooksCreate, operatorWebhooksDelete } from '@yaocai/contract';
import type { WebhookEndpointInput } from '@yaocai/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export const webhooksKey = ['operator', 'webhooks'] as const;

/** GET /api/operator/webhooks: the endpoints with their pending and failed deliveries, and the event types. */
export const webhooksQueryOptions = () =>
  queryOptions({
    queryKey: webhooksKey,
    queryFn: ({ signal }) => call(operatorWebhooks, undefined, { signal }),
    staleTime: 0,
  });

export const useWebhooks = () => useQuery(webhooksQueryOptions());

/** POST /api/operator/webhooks: the answer holds the signing secret, shown this once. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WebhookEndpointInput) => call(operatorWebhooksCreate, input, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}

/** DELETE /api/operator/webhooks/{id}: no new deliveries; the pending ones stop. */
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(operatorWebhooksDelete, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}
