export { lockCashbackMember, payCashback, takeBackCashback } from './cashback-ledger.service';
export { claimedPerTemplate, issueClaimedCoupon, usedPerTemplate } from './claimed-coupons.service';
export { grantCoupons } from './coupon-grant.service';
export {
  checkCredit,
  createCreditRepayment,
  creditLimitsOf,
  creditOf,
  payCreditRepayment,
  repaymentExcess,
  setCreditLimit,
} from './credit.service';
export {
  cancelPendingPayments,
  findMemberPayment,
  findPaidOrderPayment,
  findPaymentByNo,
  findPendingOrderPayment,
  hasRefund,
  insertPayment,
  claimOpenOnlinePayments,
  settlePayment,
} from './payments.repository';
export { listPaymentNotices, recordPaymentNotice } from './payment-notices.service';
export {
  listProviderRefunds,
  queueProviderRefund,
  reconcileRefunds,
  retryProviderRefund,
  sendAfterSaleRefunds,
  sendRefund,
  sendRefunds,
  settleRefund,
} from './provider-refunds.service';
export type { PaymentRow } from './payments.repository';
export { changePoints } from './points.service';
export { grantRedPacket } from './red-packet-grant.service';
export { rechargeBalance, repayCreditByTransfer } from './transfer-credit.service';
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
