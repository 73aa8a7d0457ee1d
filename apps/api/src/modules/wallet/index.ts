export { lockCashbackMember, payCashback, takeBackCashback } from './cashback-ledger.service';
export { claimedPerTemplate, issueClaimedCoupon, usedPerTemplate } from './claimed-coupons.service';
export { grantCoupons } from './coupon-grant.service';
export { creditLimitsOf, setCreditLimit } from './credit.service';
export { DEV_SANDBOX_SECRET, sandboxGateway } from './payment-gateway';
export type { PaymentGateway } from './payment-gateway';
export { payOrder } from './payment.service';
export { cancelPendingPayments, findPaidOrderPayment, insertPaymentRefund } from './payments.repository';
export { changePoints } from './points.service';
export { grantRedPacket } from './red-packet-grant.service';
export {
  balanceOf,
  creditStateOf,
  insertBalanceEntry,
  insertCashVoucher,
  insertCreditEntry,
  insertRedPacketEntry,
  redPacketBalanceOf,
  redPacketUseSql,
  releaseOrderDiscounts,
  returnCashVoucher,
  returnCoupon,
  usableCashVouchers,
  usableCoupons,
  useCashVoucher,
  useCoupon,
} from './wallet.repository';
export type { CashVoucher, Coupon } from './wallet.repository';
export { cashVoucherList, couponNum, couponsAboutToExpire, userCredit, userMoney } from './wallet.service';
