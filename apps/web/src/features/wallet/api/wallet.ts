import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { Paged, PayMethod } from '../../orders/api/types';

export const walletQueryKey = ['wallet'] as const;

export interface UserMoney {
  balance: string;
  red_packet: string;
}

/** GET /api/user/user_money: balance and account red packet balance. */
export const userMoneyQueryOptions = () =>
  queryOptions({
    queryKey: [...walletQueryKey, 'money'] as const,
    queryFn: ({ signal }) => http.get<UserMoney>('/api/user/user_money', undefined, { signal }),
    staleTime: 0,
  });

export const useUserMoney = () => useQuery(userMoneyQueryOptions());

export interface CreditCheck {
  usable: 0 | 1;
  reason: string | null;
  limit: string;
  used: string;
  available: string;
  overdue: string;
  payable: string;
}

/** POST /api/pay/user_credit_check {order_id}: whether credit terms can pay this order now. */
export const creditCheckQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: [...walletQueryKey, 'credit-check', orderId] as const,
    queryFn: ({ signal }) =>
      http.post<CreditCheck>('/api/pay/user_credit_check', { order_id: orderId }, { signal, silent: true }),
    staleTime: 0,
    retry: false,
  });

export const useCreditCheck = (orderId: number, enabled: boolean) =>
  useQuery({ ...creditCheckQueryOptions(orderId), enabled });

export interface PayResult {
  order_id: number;
  status: 'paid' | 'pending';
  pay_method: PayMethod;
  paid_amount?: number;
  payment_no?: string;
  /** Online: the gateway page to send the browser to. */
  redirect_url?: string;
}

/** POST /api/pay/{order_id} {method}. */
export const payOrder = (orderId: number, method: PayMethod) =>
  http.post<PayResult>(`/api/pay/${orderId}`, { method });

export interface LedgerEntry {
  id: number;
  amount: string;
  /** 1 income, 2 expense. */
  direction: 1 | 2;
  kind: string;
  kind_name: string;
  order_id: number | null;
  order_no: string | null;
  note: string;
  created_at: string;
  due_on?: string | null;
}

export interface MoneyLogQuery {
  page: number;
  use_type: 0 | 1 | 2;
  start_time?: string;
  end_time?: string;
}

export const moneyLogQueryOptions = (q: MoneyLogQuery) =>
  queryOptions({
    queryKey: [...walletQueryKey, 'money-log', q] as const,
    queryFn: ({ signal }) => http.get<Paged<LedgerEntry>>('/api/user/user_money_log', { ...q }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useMoneyLog = (q: MoneyLogQuery) => useQuery(moneyLogQueryOptions(q));
