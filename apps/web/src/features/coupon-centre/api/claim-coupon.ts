import type { CouponClaimAnswer } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { walletQueryKey } from '../../wallet/api/wallet';
import { couponCentreQueryKey } from './coupon-centre';

/** POST /api/coupon/claim {id}: one coupon of a template into the member's wallet. */
export function claimCoupon(id: number): Promise<CouponClaimAnswer> {
  // Claims of two different coupons in a row are two requests: neither may cancel the other.
  return http.post<CouponClaimAnswer>('/api/coupon/claim', { id }, { cancelDuplicate: false });
}

/** Claims, then the centre and 我的优惠券 are read again (a refusal such as 已领完 changes the card too). */
export function useClaimCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimCoupon,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: couponCentreQueryKey }),
        queryClient.invalidateQueries({ queryKey: walletQueryKey }),
      ]),
  });
}
