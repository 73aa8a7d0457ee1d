import { couponTemplates } from '../api/coupon-templates';
import { CouponTemplateModal } from '../components/coupon-template-modal';
import { CouponTemplateTable } from '../components/coupon-template-table';
import { switchablePromotionPage } from '../components/switchable-promotion-page';
import { switchedInput } from '../lib/coupon-template-form';

/** 领券中心: the coupons buyers claim at /lqzx, their claim progress, and 上架/下架. */
export const CouponTemplatesPage = switchablePromotionPage({
  resource: couponTemplates,
  editor: { noun: '优惠券', switched: switchedInput, words: ['上架', '下架'] },
  create: { label: '新增优惠券', testId: 'ct-new' },
  stateFilter: 'ct-state',
  refresh: true,
  Modal: CouponTemplateModal,
  Table: CouponTemplateTable,
});
