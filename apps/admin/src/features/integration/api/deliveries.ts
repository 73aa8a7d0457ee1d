import { operatorWebhooksDeliveries, operatorWebhooksDeliveriesRetry } from '@yaocai/contract';
import type { WebhookDeliveriesQuery } from '@yaocai/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { webhooksKey } from './webhooks';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

const deliveriesKey = (endpointId: number) => [...webhooksKey, endpointId, 'deliveries'] as const;

/** GET /api/operator/webhooks/{id}/deliveries: newest first, each with its attempts; refreshed while open. */
export const deliveriesQueryOptions = (endpointId: number, query: WebhookDeliveriesQuery) =>
  queryOptions({
    queryKey: [...deliveriesKey(endpointId), query],
    queryFn: ({ signal }) => call(operatorWebhooksDeliveries, { id: endpointId, ...query }, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 5_000,
    staleTime: 0,
  });

export const useDeliveries = (endpointId: number | null, query: WebhookDeliveriesQuery) =>
  useQuery({ ...deliveriesQueryOptions(endpointId ?? 0, query), enabled: endpointId !== null });

/** POST …/deliveries/{delivery_id}/retry: due again at once (the worker sends it within a second or two). */
export function useRetryDelivery(endpointId: number | null) {
  return useRefreshingMutation(
    (deliveryId: number) =>
      call(operatorWebhooksDeliveriesRetry, { id: endpointId, delivery_id: deliveryId }),
    webhooksKey,
  );
}
