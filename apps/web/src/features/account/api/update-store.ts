import { userStoresUpdate } from '@yaocai/contract';
import type { StoreUpdateInput } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { storesQueryKey } from './store-list';

/** POST /api/user/stores/{id}: a store's contact person, phone and address. */
export function updateStore({ id, ...input }: StoreUpdateInput & { id: number }): Promise<null> {
  return call(userStoresUpdate, { id, ...input });
}

export function useUpdateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStore,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storesQueryKey }),
  });
}
