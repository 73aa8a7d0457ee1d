export { SPECIAL_ONLINE_REFUSAL, checkoutPreview } from './checkout-preview.service';
export { createOrder } from './order-create.service';
export { discountNotices } from './order-pricing';
export { markOrderPaid, payOrder } from './payment.service';
export type { SettleMethod } from './payment.service';
export { settleOrderByTransfer, transferOrderRefusal } from './transfer-settle.service';

export { reconcileOnlinePayments } from './payment-notify.service';
