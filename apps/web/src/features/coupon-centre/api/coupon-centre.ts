import type { CouponCentreAnswer } from '@yaocai/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Every page of the coupon centre; a claim invalidates them all. */
export const couponCentreQueryKey = ['coupon-centre'] as const;

/** GET /api/coupon/center?page=: claimable coupons, with what the viewer already holds. */
export function fetchCouponCentre(page: number, signal?: AbortSignal): Promise<CouponCentreAnswer> {
  return http.get<CouponCentreAnswer>('/api/coupon/center', { page }, { signal });
}

export const couponCentreQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...couponCentreQueryKey, page] as const,
    queryFn: ({ signal }) => fetchCouponCentre(page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useCouponCentre = (page: number) => useQuery(couponCentreQueryOptions(page));
