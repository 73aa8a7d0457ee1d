import { operatorMe } from '@yaocai/contract';
import type { OperatorMe } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { can, type Permission } from '@yaocai/domain';
import { call } from '../../../lib/http';
import { type RequestOptions } from '@yaocai/web-kit/http';

export const meQueryKey = ['operator', 'me'] as const;

/** GET /api/operator/me: the staff member at the console, its roles and permissions. */
export function fetchMe(opts?: RequestOptions): Promise<OperatorMe> {
  return call(operatorMe, undefined, opts);
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    // The layout shows its own page for a buyer account (403), so the request presents nothing itself.
    queryFn: ({ signal }) => fetchMe({ signal, silent: true }),
    staleTime: 5 * 60_000,
  });

export const useMe = () => useQuery(meQueryOptions());

/** Whether the staff member may do this; false while /me is not loaded. */
export function useCan(): (permission: Permission) => boolean {
  const { data } = useMe();
  return (permission) => can(data?.permissions ?? [], permission);
}
