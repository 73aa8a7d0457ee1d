import { userCenter } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export const memberCentreQueryKey = ['account', 'member-centre'] as const;

/** GET /api/user/center: the member centre's cards, recent orders and 12 months of purchases. */
export const memberCentreQueryOptions = () =>
  queryOptions({
    queryKey: memberCentreQueryKey,
    queryFn: ({ signal }) => call(userCenter, undefined, { signal }),
    staleTime: 0,
  });

export const useMemberCentre = () => useQuery(memberCentreQueryOptions());
