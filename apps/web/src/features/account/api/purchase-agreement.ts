import { userContract } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export const agreementQueryKey = ['account', 'agreement'] as const;

/** GET /api/user/contract: the purchase agreement (电子合同), signed or not. */
export const agreementQueryOptions = () =>
  queryOptions({
    queryKey: agreementQueryKey,
    queryFn: ({ signal }) => call(userContract, undefined, { signal }),
    staleTime: 0,
  });

export const useAgreement = () => useQuery(agreementQueryOptions());
