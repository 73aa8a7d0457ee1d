import { focusBrand } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import type { Banner } from '../../content/api/types';

/** GET /api/focus/brand/{id}: the brand's banner; silent like every banner call (spec §8). */
export async function fetchBrandBanners(id: number): Promise<Banner[]> {
  const data = await call(focusBrand, { id }, { silent: true });
  return Array.isArray(data) ? data : [];
}

export const brandBannersQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['catalog', 'brand-banners', id] as const,
    queryFn: () => fetchBrandBanners(id),
    staleTime: 5 * 60_000,
  });

export const useBrandBanners = (id: number) =>
  useQuery({ ...brandBannersQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });
