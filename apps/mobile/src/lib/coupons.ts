/** The coupon centre and 我的优惠券 are read again after every claim (a refusal such as 已领完 changes the card too). */
export const couponKeys = { centre: ['coupon-centre'], mine: ['coupons'] } as const;
