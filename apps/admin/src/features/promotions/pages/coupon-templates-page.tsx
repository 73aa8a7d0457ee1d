import type { CouponTemplateInput, CouponTemplateView } from '@yaocai/contract';
import { useCan } from '../../account/api/me';
import { couponTemplates } from '../api/coupon-templates';
import { CouponTemplateModal } from '../components/coupon-template-modal';
import { CouponTemplateTable } from '../components/coupon-template-table';
import { PromotionListPage, usePromotionStateFilter } from '../components/promotion-list-page';
import { switchedInput } from '../lib/coupon-template-form';
import { useSwitchableEditor } from '../lib/use-switchable-editor';

/** 领券中心: the coupons buyers claim at /lqzx, their claim progress, and 上架/下架. */
export function CouponTemplatesPage() {
  const states = usePromotionStateFilter();
  const templates = couponTemplates.useList();
  const save = couponTemplates.useSave();
  const can = useCan();
  const { setEditing, switching, modal, onSwitch } = useSwitchableEditor<
    CouponTemplateView,
    CouponTemplateInput
  >(save, { noun: '优惠券', switched: switchedInput, words: ['上架', '下架'] });

  return (
    <PromotionListPage
      create={{ label: '新增优惠券', testId: 'ct-new', onClick: () => setEditing('new') }}
      toolbar={states.control('ct-state')}
      refresh={templates}
      overlays={<CouponTemplateModal {...modal} />}
    >
      <CouponTemplateTable
        rows={states.keep(templates.data)}
        loading={templates.isFetching}
        mayUpdate={can('promotion.update')}
        switching={switching}
        onEdit={setEditing}
        onSwitch={onSwitch}
      />
    </PromotionListPage>
  );
}
