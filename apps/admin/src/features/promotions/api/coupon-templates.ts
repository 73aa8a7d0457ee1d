import {
  operatorCouponTemplates,
  operatorCouponTemplatesCreate,
  operatorCouponTemplatesUpdate,
} from '@yaocai/contract';
import type { CouponTemplateInput } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { saveResource } from '../../../lib/save-resource';
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
const couponTemplateSaving = saveResource<CouponTemplateInput>({
  create: operatorCouponTemplatesCreate,
  update: operatorCouponTemplatesUpdate,
  refreshes: couponTemplatesKey,
});
export const saveCouponTemplate = couponTemplateSaving.save;
export const useSaveCouponTemplate = couponTemplateSaving.useSave;
