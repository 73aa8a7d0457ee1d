import { operatorStaff } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export const staffKey = ['operator', 'staff'] as const;

/** GET /api/operator/staff: the staff accounts, the roles, and the permission catalogue with names. */
export const staffQueryOptions = () =>
  queryOptions({
    queryKey: staffKey,
    queryFn: ({ signal }) => call(operatorStaff, undefined, { signal }),
    staleTime: 0,
  });

export const useStaff = () => useQuery(staffQueryOptions());
