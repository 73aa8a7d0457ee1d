import type { CouponCentreItem } from '@yaocai/contract';

export type CardAction =
  /** A visitor: the button leads to the login page. */
  | { kind: 'login'; label: string }
  | { kind: 'claim'; label: string }
  | { kind: 'claimed'; label: string }
  | { kind: 'sold_out'; label: string }
  | { kind: 'closed'; label: string };

/** What a coupon card's button says and does for the viewer. */
export function cardAction(
  item: Pick<CouponCentreItem, 'remaining' | 'claimed_by_me' | 'can_claim'>,
  loggedIn: boolean,
): CardAction {
  const mine = loggedIn ? item.claimed_by_me : 0;
  if (mine > 0 && item.can_claim === 0) return { kind: 'claimed', label: '已领取' };
  if (item.remaining <= 0) return { kind: 'sold_out', label: '已领完' };
  if (!loggedIn) return { kind: 'login', label: '立即领取' };
  if (item.can_claim === 1) return { kind: 'claim', label: mine > 0 ? '再领一张' : '立即领取' };
  return { kind: 'closed', label: '暂不可领' };
}

/** "仅剩4张" once a tenth or less is left, else null. */
export function scarcityText(item: Pick<CouponCentreItem, 'remaining' | 'total'>): string | null {
  if (item.remaining <= 0 || item.remaining * 10 > item.total) return null;
  return `仅剩${item.remaining}张`;
}

/** "¥20" without trailing zeros: coupons read as whole yuan. */
export const couponAmount = (yuan: string) => yuan.replace(/\.00$/, '').replace(/(\.\d)0$/, '$1');
