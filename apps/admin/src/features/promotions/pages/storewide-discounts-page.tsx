import type { StorewideDiscountInput, StorewideDiscountView } from '@yaocai/contract';
import { useCan } from '../../account/api/me';
import { storewideDiscounts } from '../api/storewide-discounts';
import { PromotionListPage } from '../components/promotion-list-page';
import { StorewideModal } from '../components/storewide-modal';
import { StorewideTable } from '../components/storewide-table';
import { switchedStorewide } from '../lib/storewide-form';
import { useSwitchableEditor } from '../lib/use-switchable-editor';

/** 全场折扣 (/welfare 全场94折): the storewide discounts the cart prices and the storefront shows. */
export function StorewideDiscountsPage() {
  const discounts = storewideDiscounts.useList();
  const save = storewideDiscounts.useSave();
  const can = useCan();
  const { setEditing, switching, modal, onSwitch } = useSwitchableEditor<
    StorewideDiscountView,
    StorewideDiscountInput
  >(save, { noun: '全场折扣', switched: switchedStorewide });

  return (
    <PromotionListPage
      create={{ label: '新增全场折扣', testId: 'sw-new', onClick: () => setEditing('new') }}
      notice="全场折扣按供货价打折（四舍五入到分），阶梯价商品与秒杀、特价商品不参与；可与满减、优惠券叠加。多个折扣同时进行时，买家享最低折扣。"
      overlays={<StorewideModal {...modal} />}
    >
      <StorewideTable
        rows={discounts.data}
        loading={discounts.isFetching}
        mayUpdate={can('promotion.update')}
        switching={switching}
        onEdit={setEditing}
        onSwitch={onSwitch}
      />
    </PromotionListPage>
  );
}
