import { cartCheckout, orderCreate } from '@yaocai/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { compactChoice } from '@yaocai/web-kit/checkout';
import { call } from '../../../lib/http';
import type { CreateOrderInput, DiscountChoice } from './types';

const compact = compactChoice;

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
