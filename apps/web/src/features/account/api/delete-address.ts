import { addressDelete } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { addressesQueryKey } from './address-list';

/** DELETE /api/address/{id}: deleting the default makes the oldest other address the default. */
export function deleteAddress(id: number): Promise<null> {
  return call(addressDelete, { id });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
