import {
  operatorCouponTemplates,
  operatorCouponTemplatesCreate,
  operatorCouponTemplatesUpdate,
} from '@yaocai/contract';
import type { CouponTemplateInput } from '@yaocai/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { promotionsKey } from './full-reductions';

export const couponTemplatesKey = [...promotionsKey, 'coupon-templates'] as const;

/** GET /api/operator/coupon-templates: the 领券中心's coupons with what was claimed and used. */
export const couponTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: couponTemplatesKey,
    queryFn: ({ signal }) => call(operatorCouponTemplates, undefined, { signal }),
  });

export const useCouponTemplates = () => useQuery(couponTemplatesQueryOptions());

/** POST /api/operator/coupon-templates (new) or /api/operator/coupon-templates/{id} (edit, 上架/下架). */
export function saveCouponTemplate(id: number | null, input: CouponTemplateInput): Promise<{ id: number }> {
  return id === null
    ? call(operatorCouponTemplatesCreate, input)
    : call(operatorCouponTemplatesUpdate, { id: id, ...input });
}

export function useSaveCouponTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CouponTemplateInput }) =>
      saveCouponTemplate(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponTemplatesKey }),
  });
}
