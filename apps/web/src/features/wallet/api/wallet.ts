import {
  payMethods,
  payOrder as payOrderEndpoint,
  payUserCreditCheck,
  payUserCreditCreate,
  payUserCreditPay,
  userCashVoucher,
  userCoupon,
  userRedPacket,
  userUserCredit,
  userUserCreditList,
  userUserMoney,
  userUserMoneyLog,
} from '@yaocai/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import type {
  CreditCheck,
  LedgerEntry,
  PayMethod,
  PayOrderAnswer,
  UserCreditAnswer,
  UserMoneyAnswer,
  Voucher,
} from '@yaocai/contract';

/** What the wallet calls answer: the API's contract (packages/contract/src/wallet/*). */
export type { CreditCheck, LedgerEntry, Voucher };
export type UserMoney = UserMoneyAnswer;
export type PayResult = PayOrderAnswer;
export type CreditSummary = UserCreditAnswer;

export const walletQueryKey = ['wallet'] as const;

/** GET /api/user/user_money: balance and account red packet balance. */
export const userMoneyQueryOptions = () =>
  queryOptions({
    queryKey: [...walletQueryKey, 'money'] as const,
    queryFn: ({ signal }) => call(userUserMoney, undefined, { signal }),
    staleTime: 0,
  });

export const useUserMoney = () => useQuery(userMoneyQueryOptions());

/** POST /api/pay/user_credit_check {order_id}: whether credit terms can pay this order now. */
export const creditCheckQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: [...walletQueryKey, 'credit-check', orderId] as const,
    queryFn: async ({ signal }) => {
      const answer = await call(payUserCreditCheck, { order_id: orderId }, { signal, silent: true });
      // Asked with an order_id the check answers credit terms (a payment_no gets a repayment's status).
      return 'usable' in answer ? answer : null;
    },
    staleTime: 0,
    retry: false,
  });

export const useCreditCheck = (orderId: number, enabled: boolean) =>
  useQuery({ ...creditCheckQueryOptions(orderId), enabled });

/** GET /api/pay/methods: the online providers the site offers (支付宝, 微信支付, or the sandbox). */
export const useOnlinePayMethods = () =>
  useQuery({
    queryKey: ['pay-methods'] as const,
    queryFn: ({ signal }) => call(payMethods, undefined, { signal }),
    staleTime: 5 * 60_000,
  });

/** POST /api/pay/{order_id} {method}. */
export const payOrder = (orderId: number, method: PayMethod) =>
  call(payOrderEndpoint, { order_id: orderId, method });

export interface MoneyLogQuery {
  page: number;
  use_type: 0 | 1 | 2;
  start_time?: string;
  end_time?: string;
}

export const moneyLogQueryOptions = (q: MoneyLogQuery) =>
  queryOptions({
    queryKey: [...walletQueryKey, 'money-log', q] as const,
    queryFn: ({ signal }) => call(userUserMoneyLog, { ...q }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useMoneyLog = (q: MoneyLogQuery) => useQuery(moneyLogQueryOptions(q));

export const creditQueryOptions = () =>
  queryOptions({
    queryKey: [...walletQueryKey, 'credit'] as const,
    queryFn: ({ signal }) => call(userUserCredit, undefined, { signal }),
    staleTime: 0,
  });

export const useCredit = () => useQuery(creditQueryOptions());

/** type: 0 all, 1 用款, 2 还款, 3 退款. */
export const creditListQueryOptions = (page: number, type: number) =>
  queryOptions({
    queryKey: [...walletQueryKey, 'credit-list', page, type] as const,
    queryFn: ({ signal }) => call(userUserCreditList, { page, type }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useCreditList = (page: number, type: number) => useQuery(creditListQueryOptions(page, type));

/** POST /api/pay/user_credit_create then user_credit_pay: repays what is owed, from balance or online. */
export async function repayCredit(method: 'balance' | 'online') {
  const bill = await call(payUserCreditCreate, {});
  return call(payUserCreditPay, {
    payment_no: bill.payment_no,
    method,
  });
}

export const redPacketsQueryOptions = (page: number, useType: number) =>
  queryOptions({
    queryKey: [...walletQueryKey, 'red-packets', page, useType] as const,
    queryFn: ({ signal }) => call(userRedPacket, { page, use_type: useType }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useRedPackets = (page: number, useType: number) =>
  useQuery(redPacketsQueryOptions(page, useType));

export const couponsQueryOptions = (page: number, status: number) =>
  queryOptions({
    queryKey: [...walletQueryKey, 'coupons', page, status] as const,
    queryFn: ({ signal }) => call(userCoupon, { page, status }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useCoupons = (page: number, status: number) => useQuery(couponsQueryOptions(page, status));

export const cashVouchersQueryOptions = (page: number, status: number) =>
  queryOptions({
    queryKey: [...walletQueryKey, 'cash-vouchers', page, status] as const,
    queryFn: ({ signal }) => call(userCashVoucher, { page, status }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useCashVouchers = (page: number, status: number) =>
  useQuery(cashVouchersQueryOptions(page, status));
