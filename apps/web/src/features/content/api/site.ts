import { globalSite } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export const fetchSiteConfig = () => call(globalSite, undefined, { silent: true });

export const siteConfigQueryOptions = () =>
  queryOptions({ queryKey: ['content', 'site'] as const, queryFn: fetchSiteConfig, staleTime: 30 * 60_000 });

/** Site title, hotline, QQ numbers, licence lines, company and ICP record for header and footer. */
export const useSiteConfig = () => useQuery(siteConfigQueryOptions());
