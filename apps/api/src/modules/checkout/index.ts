export { SPECIAL_ONLINE_REFUSAL, checkoutPreview } from './checkout-preview.service';
export { createOrder } from './order-create.service';
export { discountNotices } from './order-pricing';
export { payOrder } from './payment.service';
export { reconcileOnlinePayments } from './payment-notify.service';
