import { couponClaim } from '@yaocai/contract';
import type { CouponClaimAnswer } from '@yaocai/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { walletQueryKey } from '../../wallet/api/wallet';
import { couponCentreQueryKey } from './coupon-centre';

/** POST /api/coupon/claim {id}: one coupon of a template into the member's wallet. */
export function claimCoupon(id: number): Promise<CouponClaimAnswer> {
  // Claims of two different coupons in a row are two requests: neither may cancel the other.
  return call(couponClaim, { id }, { cancelDuplicate: false });
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
