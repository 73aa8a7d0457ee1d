import { addressDefault } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { addressesQueryKey } from './address-list';

/** POST /api/address/{id}/default */
export function setDefaultAddress(id: number): Promise<null> {
  return call(addressDefault, { id });
}

export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
