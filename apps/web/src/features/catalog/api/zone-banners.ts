import { focusPosition } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import type { Banner } from '../../content/api/types';

/** Banner slots of the goods zones under /api/focus/ (spec §7). */
export type ZoneBannerSlot = 'ppzq' | 'kxzq' | 'new_kxzq' | 'kxzq_ad' | 'zyzq' | 'yx';

/** Silent (spec §8): a zone without banners simply shows none. */
export async function fetchZoneBanners(slot: ZoneBannerSlot, ids?: string): Promise<Banner[]> {
  const data = await call(
    focusPosition,
    { position: slot, ...(ids ? { ids } : undefined) },
    {
      silent: true,
      cancelDuplicate: false,
    },
  );
  return Array.isArray(data) ? data : [];
}

export const zoneBannersQueryOptions = (slot: ZoneBannerSlot, ids?: string) =>
  queryOptions({
    queryKey: ['catalog', 'zone-banners', slot, ids ?? ''] as const,
    queryFn: () => fetchZoneBanners(slot, ids),
    staleTime: 5 * 60_000,
  });

export const useZoneBanners = (slot: ZoneBannerSlot | undefined, ids?: string) =>
  useQuery({ ...zoneBannersQueryOptions(slot ?? 'ppzq', ids), enabled: slot !== undefined });
