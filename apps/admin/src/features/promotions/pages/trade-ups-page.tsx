import { tradeUps, useDeleteTradeUp } from '../api/trade-ups';
import { switchablePromotionPage } from '../components/switchable-promotion-page';
import { TradeUpModal } from '../components/trade-up-modal';
import { TradeUpTable } from '../components/trade-up-table';
import { switchedTradeUp } from '../lib/trade-up-form';

/** 换购: reaching an amount lets the buyer add a chosen goods at a special price, a few per order. */
export const TradeUpsPage = switchablePromotionPage({
  resource: tradeUps,
  editor: { noun: '换购活动', switched: switchedTradeUp },
  create: { label: '新增换购活动', testId: 'tu-new' },
  notice:
    '购物车中勾选的其他商品金额（换购商品不计，按阶梯价、活动价、全场折扣后的金额）达到门槛时，买家可按换购价加购换购商品；换购商品不参与满减和优惠券。退款时按实付退回，如退款后订单不再满足门槛，已换购商品不追回差价（与满减相同）。',
  refresh: true,
  useDelete: useDeleteTradeUp,
  Modal: TradeUpModal,
  Table: TradeUpTable,
});
