import { operatorActivityPricesCreate, operatorActivityPricesUpdate } from '@yaocai/contract';
import type { ActivityPriceInput } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { activityPricesKey } from './activity-prices';

/** POST /api/operator/activity_prices (new) or /api/operator/activity_prices/{id} (edit). */
export function saveActivityPrice(id: number | null, input: ActivityPriceInput): Promise<{ id: number }> {
  return id === null
    ? call(operatorActivityPricesCreate, input)
    : call(operatorActivityPricesUpdate, { id: id, ...input });
}

export function useSaveActivityPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ActivityPriceInput }) =>
      saveActivityPrice(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityPricesKey }),
  });
}
