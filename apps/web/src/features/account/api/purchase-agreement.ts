import type { AgreementAnswer } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const agreementQueryKey = ['account', 'agreement'] as const;

/** GET /api/user/contract: the purchase agreement (电子合同), signed or not. */
export const agreementQueryOptions = () =>
  queryOptions({
    queryKey: agreementQueryKey,
    queryFn: ({ signal }) => http.get<AgreementAnswer>('/api/user/contract', undefined, { signal }),
    staleTime: 0,
  });

export const useAgreement = () => useQuery(agreementQueryOptions());
