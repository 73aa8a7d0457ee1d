import { focus, focusDemo, focusPosition } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BOTTOM_AD_BANNER_ID } from '@yaocai/domain';
import { call } from '../../../lib/http';
import type { Banner } from './types';

/** Banner slots under /api/focus; failures are silently ignored (spec §8). */
export type BannerSlot = 'home' | 'top' | 'right' | 'login' | 'xrtj' | 'postList';

export async function fetchBanners(slot: BannerSlot): Promise<Banner[]> {
  const data =
    slot === 'home'
      ? await call(focus, undefined, { silent: true })
      : await call(focusPosition, { position: slot }, { silent: true });
  return Array.isArray(data) ? data : [];
}

export const bannersQueryOptions = (slot: BannerSlot) =>
  queryOptions({ queryKey: ['content', 'banners', slot] as const, queryFn: () => fetchBanners(slot) });

export const useBanners = (slot: BannerSlot, enabled = true) =>
  useQuery({ ...bannersQueryOptions(slot), enabled });

export const fetchDemoBanner = (bannerId: number) =>
  call(focusDemo, { banner_id: bannerId }, { silent: true });

export const demoBannerQueryOptions = (bannerId: number = BOTTOM_AD_BANNER_ID) =>
  queryOptions({
    queryKey: ['content', 'banners', 'demo', bannerId] as const,
    queryFn: () => fetchDemoBanner(bannerId),
  });

/** The home bottom ad (banner 121). */
export const useDemoBanner = (bannerId: number = BOTTOM_AD_BANNER_ID, enabled = true) =>
  useQuery({ ...demoBannerQueryOptions(bannerId), enabled });
