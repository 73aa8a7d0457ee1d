import { cartTotal } from '@yaocai/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { isCanceledError } from '@yaocai/web-kit/http';

export const cartTotalQueryKey = ['cart', 'total'] as const;

/** Visitors get 0; the call is silent so a visitor never sees an error. */
export async function fetchCartTotal(): Promise<number> {
  try {
    const data = await call(cartTotal, undefined, { silent: true });
    return Number(data?.total ?? 0) || 0;
  } catch (e) {
    // A newer request superseded this one; let the query keep its state.
    if (isCanceledError(e)) throw e;
    return 0;
  }
}

export const cartTotalQueryOptions = () =>
  queryOptions({ queryKey: cartTotalQueryKey, queryFn: fetchCartTotal });

/** Number of lines in the cart, for the header and side-bar badges. */
export const useCartTotal = () => useQuery(cartTotalQueryOptions());
