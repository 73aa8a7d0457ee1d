import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { FriendlyLink } from './types';

export const fetchLinks = () => http.get<FriendlyLink[]>('/api/global/links', undefined, { silent: true });

export const linksQueryOptions = () =>
  queryOptions({ queryKey: ['content', 'links'] as const, queryFn: fetchLinks, staleTime: 10 * 60_000 });

/** Footer friendly links. */
export const useLinks = () => useQuery(linksQueryOptions());
