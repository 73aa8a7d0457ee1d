import { operatorSiteSettings } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { contentKey } from './banners';

export const siteSettingsKey = [...contentKey, 'site-settings'] as const;

/** GET /api/operator/site_settings: the storefront's header, footer and side bar texts. */
export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: siteSettingsKey,
    queryFn: ({ signal }) => call(operatorSiteSettings, undefined, { signal }),
    staleTime: 0,
  });

export const useSiteSettings = () => useQuery(siteSettingsQueryOptions());
