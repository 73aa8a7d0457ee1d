import { couponCenter } from '@yaocai/contract';
import type { CouponCentreAnswer } from '@yaocai/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

/** Every page of the coupon centre; a claim invalidates them all. */
export const couponCentreQueryKey = ['coupon-centre'] as const;

/** GET /api/coupon/center?page=: claimable coupons, with what the viewer already holds. */
export function fetchCouponCentre(page: number, signal?: AbortSignal): Promise<CouponCentreAnswer> {
  return call(couponCenter, { page }, { signal });
}

export const couponCentreQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...couponCentreQueryKey, page] as const,
    queryFn: ({ signal }) => fetchCouponCentre(page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useCouponCentre = (page: number) => useQuery(couponCentreQueryOptions(page));
