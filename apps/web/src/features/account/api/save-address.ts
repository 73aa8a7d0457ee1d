import { addressCreate, addressUpdate } from '@yaocai/contract';
import type { AddressInput, AddressItem } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { addressesQueryKey } from './address-list';

/** POST /api/address (add) or POST /api/address/{id} (edit). */
export function saveAddress({ id, ...input }: AddressInput & { id?: number }): Promise<AddressItem> {
  return id ? call(addressUpdate, { id: id, ...input }) : call(addressCreate, input);
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
