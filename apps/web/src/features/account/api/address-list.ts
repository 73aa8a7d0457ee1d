import { addressList } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export const addressesQueryKey = ['account', 'addresses'] as const;

/** GET /api/address/list: the member's delivery addresses, the default first. */
export const addressListQueryOptions = () =>
  queryOptions({
    queryKey: addressesQueryKey,
    queryFn: ({ signal }) => call(addressList, undefined, { signal }),
    staleTime: 0,
  });

export const useAddressList = () => useQuery(addressListQueryOptions());
