import { operatorAccountManagers } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { membersKey } from './members';

/** GET /api/operator/account_managers: who a member's 客户经理 may be. */
export const accountManagersQueryOptions = () =>
  queryOptions({
    queryKey: [...membersKey, 'account-managers'],
    queryFn: ({ signal }) => call(operatorAccountManagers, undefined, { signal }),
    staleTime: 10 * 60_000,
  });

export const useAccountManagers = (enabled = true) => useQuery({ ...accountManagersQueryOptions(), enabled });
