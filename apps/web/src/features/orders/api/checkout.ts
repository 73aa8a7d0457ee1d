import { cartCheckout, orderCreate } from '@yaocai/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import type { CreateOrderInput, DiscountChoice } from './types';

const compact = (choice: DiscountChoice) => ({
  ...(choice.coupon_id ? { coupon_id: choice.coupon_id } : {}),
  ...(choice.red_packet ? { red_packet: choice.red_packet } : {}),
  ...(choice.cash_voucher_id ? { cash_voucher_id: choice.cash_voucher_id } : {}),
});

/** POST /api/cart/checkout {ids} with the discounts chosen so far (spec §7). */
export const fetchCheckoutPreview = (ids: number[], choice: DiscountChoice, signal?: AbortSignal) =>
  call(cartCheckout, { ids, ...compact(choice) }, { signal });

export const checkoutPreviewQueryOptions = (ids: number[], choice: DiscountChoice) =>
  queryOptions({
    queryKey: ['orders', 'checkout', ids.join(','), compact(choice)] as const,
    queryFn: ({ signal }) => fetchCheckoutPreview(ids, choice, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });

export const useCheckoutPreview = (ids: number[], choice: DiscountChoice) =>
  useQuery({ ...checkoutPreviewQueryOptions(ids, choice), enabled: ids.length > 0 });

/** POST /api/order/create: one order per idempotency key, however often it is sent. */
export const createOrder = (input: CreateOrderInput) =>
  call(orderCreate, {
    ...input,
    ...compact(input),
    remark: (input.remark ?? '').trim(),
  });
