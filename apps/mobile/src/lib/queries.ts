import { useQuery } from '@tanstack/react-query';
import { cartTotal, userBase } from '@yaocai/contract';
import { call } from './http';

/** The viewer's profile (a visitor gets the same shape with an empty username). */
export function useProfile() {
  return useQuery({
    queryKey: ['profile'],
    queryFn: ({ signal }) => call(userBase, undefined, { silent: true, signal }),
    staleTime: 30_000,
  });
}

export const isMember = (profile: { username: string } | undefined) => Boolean(profile?.username);

/** Lines in the cart (0 for a visitor): the tab bar's badge. */
export function useCartCount() {
  return useQuery({
    queryKey: ['cart-total'],
    queryFn: ({ signal }) => call(cartTotal, undefined, { silent: true, signal }),
    select: (data) => data.total,
    staleTime: 10_000,
  });
}
