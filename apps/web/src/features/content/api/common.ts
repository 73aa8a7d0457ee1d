import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { CommonData } from './types';

export const fetchCommon = () => http.get<CommonData>('/api/focus/common', undefined, { silent: true });

export const commonQueryOptions = () =>
  queryOptions({ queryKey: ['content', 'common'] as const, queryFn: fetchCommon, staleTime: 5 * 60_000 });

/** Hot searches, nav, category trees, brands and the server timestamp. */
export const useCommon = () => useQuery(commonQueryOptions());
