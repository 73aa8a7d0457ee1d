import { userStoresPolicy } from '@yaocai/contract';
import type { StorePolicyInput, StorePolicyView } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { storesQueryKey } from './store-list';

/** POST /api/user/stores/{id}/policy: monthly limit and approval amount in yuan; empty = no rule. */
export function saveStorePolicy({
  id,
  ...input
}: StorePolicyInput & { id: number }): Promise<StorePolicyView> {
  return call(userStoresPolicy, { id, ...input });
}

export function useSaveStorePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStorePolicy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storesQueryKey }),
  });
}
