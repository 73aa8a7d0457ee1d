import { userStoresCreate } from '@yaocai/contract';
import type { StoreCreateAnswer, StoreCreateInput } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { storesQueryKey } from './store-list';

/** POST /api/user/stores: a headquarters opens an account for a store (pending review). */
export function addStore(input: StoreCreateInput): Promise<StoreCreateAnswer> {
  return call(userStoresCreate, input);
}

export function useAddStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addStore,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storesQueryKey }),
  });
}
