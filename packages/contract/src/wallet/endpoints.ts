import { endpoint } from '../endpoint';
import {
  creditCheckAnswer,
  creditCheckBody,
  creditPayAnswer,
  creditPayBody,
  creditRepaymentAnswer,
  creditRepaymentBody,
  onlinePayMethodsAnswer,
  payOrderAnswer,
  payOrderBody,
  payOrderParams,
} from './payments';
import {
  availableCouponQuery,
  balanceLogQuery,
  cashVoucherQuery,
  couponListAnswer,
  couponListQuery,
  couponNumAnswer,
  creditLogQuery,
  ledgerPageAnswer,
  redPacketAnswer,
  redPacketLogQuery,
  userCreditAnswer,
  userMoneyAnswer,
  voucherPageAnswer,
} from './wallet';

/**
 * The wallet endpoints the front ends call (`call(descriptor, input)` of @yaocai/web-kit/http). A
 * descriptor is named after its path in camelCase, with Create/Update/Detail/Delete where several
 * routes share a path; test/endpoint-descriptors.test.ts in the API checks each against its route.
 */
export const payMethods = endpoint({
  method: 'GET',
  path: '/api/pay/methods',
  answer: onlinePayMethodsAnswer,
});
export const payOrder = endpoint({
  method: 'POST',
  path: '/api/pay/:order_id',
  params: payOrderParams,
  body: payOrderBody,
  answer: payOrderAnswer,
});
export const payUserCreditCheck = endpoint({
  method: 'POST',
  path: '/api/pay/user_credit_check',
  body: creditCheckBody,
  answer: creditCheckAnswer,
});
export const payUserCreditCreate = endpoint({
  method: 'POST',
  path: '/api/pay/user_credit_create',
  body: creditRepaymentBody,
  answer: creditRepaymentAnswer,
});
export const payUserCreditPay = endpoint({
  method: 'POST',
  path: '/api/pay/user_credit_pay',
  body: creditPayBody,
  answer: creditPayAnswer,
});
export const userAvailableCoupon = endpoint({
  method: 'GET',
  path: '/api/user/availableCoupon',
  query: availableCouponQuery,
  answer: voucherPageAnswer,
});
export const userCashVoucher = endpoint({
  method: 'GET',
  path: '/api/user/cash_voucher',
  query: cashVoucherQuery,
  answer: voucherPageAnswer,
});
export const userCoupon = endpoint({
  method: 'GET',
  path: '/api/user/coupon',
  query: couponListQuery,
  answer: couponListAnswer,
});
export const userCouponNum = endpoint({
  method: 'GET',
  path: '/api/user/couponNum',
  answer: couponNumAnswer,
});
export const userRedPacket = endpoint({
  method: 'GET',
  path: '/api/user/red_packet',
  query: redPacketLogQuery,
  answer: redPacketAnswer,
});
export const userUserCredit = endpoint({
  method: 'GET',
  path: '/api/user/user_credit',
  answer: userCreditAnswer,
});
export const userUserCreditList = endpoint({
  method: 'GET',
  path: '/api/user/user_credit_list',
  query: creditLogQuery,
  answer: ledgerPageAnswer,
});
export const userUserMoney = endpoint({
  method: 'GET',
  path: '/api/user/user_money',
  answer: userMoneyAnswer,
});
export const userUserMoneyLog = endpoint({
  method: 'GET',
  path: '/api/user/user_money_log',
  query: balanceLogQuery,
  answer: ledgerPageAnswer,
});
