import {
  operatorCouponTemplates,
  operatorCouponTemplatesCreate,
  operatorCouponTemplatesUpdate,
} from '@yaocai/contract';
import type { CouponTemplateInput } from '@yaocai/contract';
import { crudResource } from '../../../lib/save-resource';
import { promotionsKey } from './full-reductions';

/**
 * GET /api/operator/coupon-templates: the 领券中心's coupons with what was claimed and used; POST
 * /api/operator/coupon-templates (new) or /api/operator/coupon-templates/{id} (edit, 上架/下架).
 */
export const couponTemplates = crudResource<CouponTemplateInput, typeof operatorCouponTemplates>(
  [...promotionsKey, 'coupon-templates'],
  {
    list: operatorCouponTemplates,
    create: operatorCouponTemplatesCreate,
    update: operatorCouponTemplatesUpdate,
  },
);
