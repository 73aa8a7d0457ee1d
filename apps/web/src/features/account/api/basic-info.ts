import { userBasic } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export const basicInfoQueryKey = ['account', 'basic'] as const;

/** GET /api/user/basic: account, contact, company, manager, invoice title and agreement state. */
export const basicInfoQueryOptions = () =>
  queryOptions({
    queryKey: basicInfoQueryKey,
    queryFn: ({ signal }) => call(userBasic, undefined, { signal }),
    staleTime: 0,
  });

export const useBasicInfo = () => useQuery(basicInfoQueryOptions());
