import { focusCommon } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export const fetchCommon = () => call(focusCommon, undefined, { silent: true });

export const commonQueryOptions = () =>
  queryOptions({ queryKey: ['content', 'common'] as const, queryFn: fetchCommon, staleTime: 5 * 60_000 });

/** Hot searches, nav, category trees, brands and the server timestamp. */
export const useCommon = () => useQuery(commonQueryOptions());
