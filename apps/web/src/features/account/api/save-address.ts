import type { AddressInput, AddressItem } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { addressesQueryKey } from './address-list';

/** POST /api/address (add) or POST /api/address/{id} (edit). */
export function saveAddress({ id, ...input }: AddressInput & { id?: number }): Promise<AddressItem> {
  return http.post<AddressItem>(id ? `/api/address/${id}` : '/api/address', input);
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
