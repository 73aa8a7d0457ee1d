import { operatorSiteSettingsSave } from '@yaocai/contract';
import type { SiteSettings, SiteSettingsInput } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { siteSettingsKey } from './site-settings';

/** POST /api/operator/site_settings: every setting at once; answers them as saved. */
export function saveSiteSettings(input: SiteSettingsInput): Promise<SiteSettings> {
  return call(operatorSiteSettingsSave, input);
}

export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSiteSettings,
    onSuccess: (saved) => queryClient.setQueryData(siteSettingsKey, saved),
  });
}
