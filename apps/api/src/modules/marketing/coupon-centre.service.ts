import type { CouponCentreAnswer, CouponCentreItem, CouponClaimAnswer } from '@yaocai/contract';
import {
  CLAIM_REFUSAL_MESSAGES,
  claimedCouponValidity,
  claimedPercent,
  claimRefusal,
  formatYuan,
  type CouponValidity,
} from '@yaocai/domain';
import type { Database } from '../../db/client';
import { forbidden, invalid, notFound } from '../../lib/http-errors';
import type { Viewer } from '../../shared/viewer';
import { claimedPerTemplate, issueClaimedCoupon } from '../wallet/index';
import * as repo from './coupon-centre.repository';

export const COUPON_CENTRE_PAGE_SIZE = 12;
/** How many goods names a 指定商品 card lists. */
const GOODS_SHOWN = 3;

export function validityOf(t: repo.CouponTemplateRow): CouponValidity {
  return t.validFrom && t.validTo
    ? { kind: 'fixed', validFrom: t.validFrom, validTo: t.validTo }
    : { kind: 'days', validDays: t.validDays };
}

const claimState = (t: repo.CouponTemplateRow) => ({ ...t, validity: validityOf(t) });

/** 2026.12.01 in China time. */
const chinaDay = (at: Date) =>
  new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '.');

function validityText(v: CouponValidity) {
  return v.kind === 'fixed'
    ? `${chinaDay(v.validFrom)}-${chinaDay(v.validTo)}`
    : `领取后${v.validDays}天内有效`;
}

function itemOf(
  t: repo.CouponTemplateRow,
  names: Map<number, { id: number; name: string; spec: string }>,
  mine: number,
  loggedIn: boolean,
  now: Date,
): CouponCentreItem {
  const validity = validityOf(t);
  const refusal = claimRefusal(claimState(t), loggedIn ? mine : 0, now);
  return {
    id: t.id,
    name: t.name,
    amount: formatYuan(t.amount),
    threshold: formatYuan(t.threshold),
    threshold_text: t.threshold > 0 ? `满${formatYuan(t.threshold).replace(/\.00$/, '')}可用` : '无门槛',
    scope: t.goodsIds.length > 0 ? 'goods' : 'all',
    scope_name: t.goodsIds.length > 0 ? '指定商品' : '全场通用',
    goods: t.goodsIds
      .map((id) => names.get(id))
      .filter((g) => g !== undefined)
      .slice(0, GOODS_SHOWN),
    goods_count: t.goodsIds.length,
    validity: validity.kind,
    valid_from: t.validFrom?.toISOString() ?? null,
    valid_to: t.validTo?.toISOString() ?? null,
    valid_days: t.validDays,
    validity_text: validityText(validity),
    claim_ends_at: t.claimEndsAt.toISOString(),
    total: t.total,
    claimed: t.claimed,
    remaining: Math.max(0, t.total - t.claimed),
    claimed_percent: claimedPercent(t.claimed, t.total),
    limit_per_member: t.limitPerMember,
    claimed_by_me: mine,
    can_claim: refusal === null ? 1 : 0,
  };
}

/** GET /api/coupon/center: the coupons claimable now, with what the viewer already holds of each. */
export async function couponCentre(
  db: Database,
  viewer: Viewer | null,
  page: number,
  now = new Date(),
): Promise<CouponCentreAnswer> {
  const size = COUPON_CENTRE_PAGE_SIZE;
  const { rows, total } = await repo.claimablePage(db, now, (page - 1) * size, size);
  const ids = rows.map((t) => t.id);
  const [mine, names] = await Promise.all([
    viewer ? claimedPerTemplate(db, viewer.memberId, ids) : new Map<number, number>(),
    repo.goodsNames(db, [...new Set(rows.flatMap((t) => t.goodsIds.slice(0, GOODS_SHOWN)))]),
  ]);
  return {
    list: rows.map((t) => itemOf(t, names, mine.get(t.id) ?? 0, viewer !== null, now)),
    total,
    page,
    page_size: size,
    logged_in: viewer ? 1 : 0,
  };
}

/**
 * POST /api/coupon/claim: one transaction takes the member's lock for this template, checks its
 * limit, counts the claim only while one is left (a conditional update) and writes the coupon.
 */
export async function claimCoupon(
  db: Database,
  viewer: Viewer,
  id: number,
  now = new Date(),
): Promise<CouponClaimAnswer> {
  if (viewer.role === 'operator') throw forbidden('员工账号不能领取优惠券');
  return db.transaction(async (tx) => {
    const found = await repo.findTemplate(tx, id);
    if (!found || !found.isOn) throw notFound('优惠券');
    await repo.lockClaimer(tx, id, viewer.memberId);
    const held = (await claimedPerTemplate(tx, viewer.memberId, [id])).get(id) ?? 0;
    const refusal = claimRefusal(claimState(found), held, now);
    if (refusal) throw invalid('id', CLAIM_REFUSAL_MESSAGES[refusal]);
    const taken = await repo.takeOne(tx, id, now);
    // Someone else took the last one (or staff closed it) since it was read.
    if (!taken) throw invalid('id', CLAIM_REFUSAL_MESSAGES.sold_out);
    const { validFrom, validTo } = claimedCouponValidity(validityOf(taken), now);
    const couponId = await issueClaimedCoupon(
      tx,
      viewer.memberId,
      {
        templateId: id,
        name: taken.name,
        amount: taken.amount,
        threshold: taken.threshold,
        goodsIds: taken.goodsIds,
        validFrom,
        validTo,
      },
      now,
    );
    const after = claimRefusal(claimState(taken), held + 1, now);
    return {
      coupon_id: couponId,
      template_id: id,
      name: taken.name,
      amount: formatYuan(taken.amount),
      valid_from: validFrom.toISOString(),
      valid_to: validTo.toISOString(),
      remaining: taken.total - taken.claimed,
      claimed_by_me: held + 1,
      can_claim: after === null ? 1 : 0,
    };
  });
}
