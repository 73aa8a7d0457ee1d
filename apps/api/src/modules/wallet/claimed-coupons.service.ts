import type { Database } from '../../db/client';
import * as repo from './claimed-coupons.repository';
import { insertCoupons } from './coupon-grant.repository';

export interface ClaimedCoupon {
  templateId: number;
  name: string;
  amount: number;
  threshold: number;
  /** 品种券: only these goods (type 2); empty: every coupon-eligible goods (type 1). */
  goodsIds: number[];
  validFrom: Date;
  validTo: Date;
}

/**
 * A coupon claimed in the 领券中心: an ordinary coupon row (so 我的优惠券 and checkout see it) that
 * remembers its template, in the caller's transaction. Returns its id.
 */
export async function issueClaimedCoupon(db: Database, memberId: number, c: ClaimedCoupon, now = new Date()) {
  const [id] = await insertCoupons(db, [
    {
      memberId,
      name: c.name.slice(0, 64),
      type: c.goodsIds.length > 0 ? 2 : 1,
      amount: c.amount,
      threshold: c.threshold,
      goodsIds: c.goodsIds,
      validFrom: c.validFrom,
      validTo: c.validTo,
      templateId: c.templateId,
      createdAt: now,
    },
  ]);
  return id!;
}

/** How many coupons of each template a member has claimed; what per-member limits count. */
export const claimedPerTemplate = repo.heldPerTemplate;

/** How many claimed coupons of each template were used on orders (the console's list). */
export const usedPerTemplate = repo.usedPerTemplate;
