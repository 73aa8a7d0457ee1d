import type { Database } from '../../db/client';
import { insertCoupons } from './coupon-grant.repository';

export interface CouponGrant {
  name: string;
  /** Fen off, and the goods amount (fen) it needs; 0: no threshold. */
  amount: number;
  threshold: number;
  /** Valid from `now` for this many days. */
  days: number;
  /** 品种券: only these goods (type 2); empty: every coupon-eligible goods (type 1). */
  goodsIds?: number[];
  /** The 领券中心 template it comes from, when claimed there. */
  templateId?: number | null;
}

/**
 * Gives a member `count` coupons (points mall, raffle prizes, the coupon centre), in the caller's
 * transaction. Returns the new coupons' ids.
 */
export async function grantCoupons(
  db: Database,
  memberId: number,
  grant: CouponGrant,
  count = 1,
  now = new Date(),
): Promise<number[]> {
  if (!Number.isInteger(count) || count < 1) throw new Error('coupon count must be a positive integer');
  if (!Number.isInteger(grant.amount) || grant.amount <= 0) throw new Error('coupon amount must be positive');
  const goodsIds = grant.goodsIds ?? [];
  const row = {
    memberId,
    name: grant.name.slice(0, 64),
    type: goodsIds.length > 0 ? 2 : 1,
    amount: grant.amount,
    threshold: grant.threshold,
    goodsIds,
    validFrom: now,
    validTo: new Date(now.getTime() + grant.days * 86_400_000),
    templateId: grant.templateId ?? null,
    createdAt: now,
  };
  return insertCoupons(
    db,
    Array.from({ length: count }, () => row),
  );
}
