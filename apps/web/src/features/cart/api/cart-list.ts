import { queryOptions, useQuery } from '@tanstack/react-query';
import { http, isCanceledError } from '../../../lib/http';
import type { CartLine, CartListData } from './types';

export const cartListQueryKey = ['cart', 'list'] as const;

/**
 * The side-bar drawer's view of the cart. Silent: the full cart page owns error handling,
 * and the drawer falls back to its empty state.
 */
export async function fetchCartLines(): Promise<CartLine[]> {
  try {
    const data = await http.get<CartListData | CartLine[]>('/api/cart/list', undefined, { silent: true });
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
