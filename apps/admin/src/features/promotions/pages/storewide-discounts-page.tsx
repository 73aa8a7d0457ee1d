import { storewideDiscounts } from '../api/storewide-discounts';
import { StorewideModal } from '../components/storewide-modal';
import { StorewideTable } from '../components/storewide-table';
import { switchablePromotionPage } from '../components/switchable-promotion-page';
import { switchedStorewide } from '../lib/storewide-form';

/** 全场折扣 (/welfare 全场94折): the storewide discounts the cart prices and the storefront shows. */
export const StorewideDiscountsPage = switchablePromotionPage({
  resource: storewideDiscounts,
  editor: { noun: '全场折扣', switched: switchedStorewide },
  create: { label: '新增全场折扣', testId: 'sw-new' },
  notice:
    '全场折扣按供货价打折（四舍五入到分），阶梯价商品与秒杀、特价商品不参与；可与满减、优惠券叠加。多个折扣同时进行时，买家享最低折扣。',
  Modal: StorewideModal,
  Table: StorewideTable,
});
