import { operatorSiteSettings } from '@yaocai/contract';
import { useQuery } from '@tanstack/react-query';
import { readOptions } from '../../../lib/read-options';
import { contentKey } from './banners';

export const siteSettingsKey = [...contentKey, 'site-settings'] as const;

/** GET /api/operator/site_settings: the storefront's header, footer and side bar texts. */
export const siteSettingsQueryOptions = () => readOptions(siteSettingsKey, operatorSiteSettings);

export const useSiteSettings = () => useQuery(siteSettingsQueryOptions());
