import { operatorBanners } from '@yaocai/contract';
import type { BannerPosition } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export const contentKey = ['operator', 'content'] as const;
export const bannersKey = [...contentKey, 'banners'] as const;

/** GET /api/operator/banners: the banners of one position (every position without one), in order. */
export const bannersQueryOptions = (position?: BannerPosition) =>
  queryOptions({
    queryKey: [...bannersKey, position ?? 'all'],
    queryFn: ({ signal }) => call(operatorBanners, { position }, { signal }),
  });

export const useBanners = (position?: BannerPosition) => useQuery(bannersQueryOptions(position));
