import { globalLinks } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export const fetchLinks = () => call(globalLinks, undefined, { silent: true });

export const linksQueryOptions = () =>
  queryOptions({ queryKey: ['content', 'links'] as const, queryFn: fetchLinks, staleTime: 10 * 60_000 });

/** Footer friendly links. */
export const useLinks = () => useQuery(linksQueryOptions());
