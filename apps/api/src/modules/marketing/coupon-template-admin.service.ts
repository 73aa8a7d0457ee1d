import {
  type couponTemplateInput,
  type CouponTemplateView,
  PROMOTION_STATES,
  type PromotionState,
} from '@yaocai/contract';
import { couponTemplateRefusal, formatYuan, type CouponValidity } from '@yaocai/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { invalid, notFound } from '../../lib/http-errors';
import { usedPerTemplate } from '../wallet/index';
import * as repo from './coupon-centre.repository';
import { validityOf } from './coupon-centre.service';
import { existingGoodsIds } from './promotion-admin.repository';

type Input = z.output<typeof couponTemplateInput>;

const stateOf = (t: repo.CouponTemplateRow, now: Date): PromotionState =>
  now < t.claimStartsAt ? 'upcoming' : now >= t.claimEndsAt ? 'ended' : 'running';

/** GET /api/operator/coupon-templates: every template with what was claimed and used. */
export async function couponTemplateViews(db: Database, now = new Date()): Promise<CouponTemplateView[]> {
  const rows = await repo.allTemplates(db);
  const [used, names] = await Promise.all([
    usedPerTemplate(
      db,
      rows.map((t) => t.id),
    ),
    repo.goodsNames(db, [...new Set(rows.flatMap((t) => t.goodsIds))]),
  ]);
  return rows.map((t) => {
    const state = stateOf(t, now);
    return {
      id: t.id,
      name: t.name,
      amount: formatYuan(t.amount),
      threshold: formatYuan(t.threshold),
      goods: t.goodsIds.map((id) => names.get(id) ?? { id, name: `商品 #${id}`, spec: '' }),
      claim_starts_at: t.claimStartsAt.toISOString(),
      claim_ends_at: t.claimEndsAt.toISOString(),
      validity: validityOf(t).kind,
      valid_from: t.validFrom?.toISOString() ?? null,
      valid_to: t.validTo?.toISOString() ?? null,
      valid_days: t.validDays,
      total: t.total,
      claimed: t.claimed,
      used: used.get(t.id) ?? 0,
      limit_per_member: t.limitPerMember,
      is_on: t.isOn ? 1 : 0,
      sort: t.sort,
      state,
      state_name: PROMOTION_STATES[state],
    };
  });
}

function validityInput(input: Input): CouponValidity {
  if (input.validity === 'days') return { kind: 'days', validDays: input.valid_days };
  if (!input.valid_from) throw invalid('valid_from', '请选择使用开始时间');
  if (!input.valid_to) throw invalid('valid_to', '请选择使用结束时间');
  return { kind: 'fixed', validFrom: input.valid_from, validTo: input.valid_to };
}

/**
 * Creates or edits a template. Editing keeps what was claimed (the total may not drop below it) and
 * never touches coupons already claimed; is_on 0 takes it off the centre.
 */
export async function saveCouponTemplate(db: Database, id: number | null, input: Input) {
  const existing = id === null ? null : await repo.lockTemplate(db, id);
  if (id !== null && !existing) throw notFound('优惠券');
  const validity = validityInput(input);
  const refusal = couponTemplateRefusal(
    {
      amount: input.amount,
      threshold: input.threshold,
      total: input.total,
      limitPerMember: input.limit_per_member,
      claimStartsAt: input.claim_starts_at,
      claimEndsAt: input.claim_ends_at,
      validity,
    },
    existing?.claimed ?? 0,
  );
  if (refusal) throw invalid(refusal.field, refusal.message);
  const goodsIds = [...new Set(input.goods_ids)];
  const known = new Set(await existingGoodsIds(db, goodsIds));
  const missing = goodsIds.find((g) => !known.has(g));
  if (missing !== undefined) throw invalid('goods_ids', `商品${missing}不存在`);
  const values: repo.CouponTemplateWrite = {
    name: input.name,
    amount: input.amount,
    threshold: input.threshold,
    goodsIds,
    claimStartsAt: input.claim_starts_at,
    claimEndsAt: input.claim_ends_at,
    validFrom: validity.kind === 'fixed' ? validity.validFrom : null,
    validTo: validity.kind === 'fixed' ? validity.validTo : null,
    validDays: validity.kind === 'days' ? validity.validDays : 0,
    total: input.total,
    limitPerMember: input.limit_per_member,
    isOn: input.is_on === 1,
    sort: input.sort,
  };
  if (id === null) return { id: await repo.insertTemplate(db, values) };
  await repo.updateTemplate(db, id, values);
  return { id };
}

export const couponTemplateSnapshot = repo.findTemplate;
