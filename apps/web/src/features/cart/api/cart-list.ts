import { cartList } from '@yaocai/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CART_LIST_DEFAULT_FILTER } from '@yaocai/domain';
import { call } from '../../../lib/http';
import { isCanceledError } from '@yaocai/web-kit/http';
import type { CartLine } from './types';

/** Every cart query lives under this prefix; invalidating it refreshes badges, drawer and page. */
export const cartQueryKey = ['cart'] as const;
export const cartListQueryKey = ['cart', 'list'] as const;

/** GET /api/cart/list with a filter (spec §7: default 99999, everything). */
export const fetchCartStore = (filter: number = CART_LIST_DEFAULT_FILTER, signal?: AbortSignal) =>
  call(cartList, { filter }, { signal });

export const cartStoreQueryOptions = (filter: number = CART_LIST_DEFAULT_FILTER) =>
  queryOptions({
    queryKey: [...cartListQueryKey, 'store', filter] as const,
    queryFn: ({ signal }) => fetchCartStore(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** The cart page's store: lines, shipping, 满减, filters and totals of the selected lines. */
export const useCartStore = (filter: number = CART_LIST_DEFAULT_FILTER) =>
  useQuery(cartStoreQueryOptions(filter));

/**
 * The side-bar drawer's view of the cart. Silent: the full cart page owns error handling,
 * and the drawer falls back to its empty state.
 */
export async function fetchCartLines(): Promise<CartLine[]> {
  try {
    const data = await call(cartList, undefined, {
      silent: true,
      cancelDuplicate: false,
    });
    if (Array.isArray(data)) return data;
    return Array.isArray(data?.data) ? data.data : [];
  } catch (e) {
    // A newer request superseded this one; let the query keep its state.
    if (isCanceledError(e)) throw e;
    return [];
  }
}

export const cartLinesQueryOptions = () =>
  queryOptions({ queryKey: cartListQueryKey, queryFn: fetchCartLines });

export const useCartLines = (enabled = true) => useQuery({ ...cartLinesQueryOptions(), enabled });
