import type { AddressListAnswer } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const addressesQueryKey = ['account', 'addresses'] as const;

/** GET /api/address/list: the member's delivery addresses, the default first. */
export const addressListQueryOptions = () =>
  queryOptions({
    queryKey: addressesQueryKey,
    queryFn: ({ signal }) => http.get<AddressListAnswer>('/api/address/list', undefined, { signal }),
    staleTime: 0,
  });

export const useAddressList = () => useQuery(addressListQueryOptions());
