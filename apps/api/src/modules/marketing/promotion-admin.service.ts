import {
  type activityPriceInput,
  type ActivityPriceView,
  type fullReductionInput,
  type FullReductionView,
  ACTIVITY_PRICE_KINDS,
  PROMOTION_STATES,
  type PromotionState,
} from '@yaocai/contract';
import {
  activityPriceRefusal,
  formatYuan,
  fullReductionOverlapRefusal,
  tiersRefusal,
  windowRefusal,
} from '@yaocai/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { invalid, notFound } from '../../lib/http-errors';
import * as repo from './promotion-admin.repository';

const stateOf = (startsAt: Date, endsAt: Date, now: Date): PromotionState =>
  now < startsAt ? 'upcoming' : now >= endsAt ? 'ended' : 'running';

const refuse = (refusal: { field: string; message: string } | null) => {
  if (refusal) throw invalid(refusal.field, refusal.message);
};

export async function fullReductionViews(db: Database, now = new Date()): Promise<FullReductionView[]> {
  return (await repo.fullReductionList(db)).map((a) => {
    const state = stateOf(a.startsAt, a.endsAt, now);
    return {
      id: a.id,
      name: a.name,
      tiers: a.tiers.map((t) => ({ amount: formatYuan(t.amount), reduction: formatYuan(t.reduction) })),
      starts_at: a.startsAt.toISOString(),
      ends_at: a.endsAt.toISOString(),
      state,
      state_name: PROMOTION_STATES[state],
      goods_ids: a.goodsIds,
      goods: a.goods,
    };
  });
}

/** A 满减 activity over the chosen goods; editing replaces its goods. */
export async function saveFullReduction(
  db: Database,
  id: number | null,
  input: z.output<typeof fullReductionInput>,
) {
  refuse(tiersRefusal(input.tiers));
  refuse(windowRefusal(input.starts_at, input.ends_at));
  const ids = [...new Set(input.goods_ids)];
  const known = new Set(await repo.existingGoodsIds(db, ids));
  const missing = ids.find((g) => !known.has(g));
  if (missing !== undefined) throw invalid('goods_ids', `商品${missing}不存在`);
  const others = await repo.fullReductionsOfGoods(db, ids);
  refuse(
    fullReductionOverlapRefusal(
      { id, startsAt: input.starts_at, endsAt: input.ends_at, goodsIds: ids },
      others,
    ),
  );
  const saved = await repo.saveFullReduction(
    db,
    id,
    { name: input.name, tiers: input.tiers, startsAt: input.starts_at, endsAt: input.ends_at },
    ids,
  );
  if (saved === null) throw notFound('满减活动');
  return { id: saved };
}

export async function fullReductionSnapshot(db: Database, id: number) {
  return (await repo.fullReductionList(db, id))[0] ?? null;
}

export async function activityPriceViews(
  db: Database,
  kind?: string,
  now = new Date(),
): Promise<ActivityPriceView[]> {
  return (await repo.activityPriceList(db, kind)).map(({ offer, goodsName, spec, basePrice }) => {
    const state = stateOf(offer.startsAt, offer.endsAt, now);
    const offerKind = offer.kind as keyof typeof ACTIVITY_PRICE_KINDS;
    return {
      id: offer.id,
      kind: offerKind,
      kind_name: ACTIVITY_PRICE_KINDS[offerKind] ?? offer.kind,
      goods_id: offer.goodsId,
      goods_name: goodsName,
      spec,
      base_price: formatYuan(basePrice),
      price: formatYuan(offer.price),
      limit_per_member: offer.limitPerMember,
      sold: offer.sold,
      starts_at: offer.startsAt.toISOString(),
      ends_at: offer.endsAt.toISOString(),
      state,
      state_name: PROMOTION_STATES[state],
    };
  });
}

/** A 秒杀 or 每日特价 price for one goods within a window. */
export async function saveActivityPrice(
  db: Database,
  id: number | null,
  input: z.output<typeof activityPriceInput>,
) {
  const basePrice = await repo.goodsPrice(db, input.goods_id);
  if (basePrice === null) throw invalid('goods_id', '商品不存在');
  refuse(activityPriceRefusal(input.price, basePrice, input.limit_per_member));
  refuse(windowRefusal(input.starts_at, input.ends_at));
  const saved = await repo.saveActivityPrice(db, id, {
    kind: input.kind,
    goodsId: input.goods_id,
    price: input.price,
    limitPerMember: input.limit_per_member,
    startsAt: input.starts_at,
    endsAt: input.ends_at,
  });
  if (saved === null) throw notFound('活动价');
  return { id: saved };
}

export const activityPriceSnapshot = repo.activityPriceById;

/** 结束: a running promotion stops now; one not started yet is deleted or rescheduled instead. */
function endRefusal(startsAt: Date, endsAt: Date, now: Date) {
  const state = stateOf(startsAt, endsAt, now);
  if (state === 'upcoming') return { field: 'id', message: '活动尚未开始，如不再需要请直接删除或修改时间' };
  if (state === 'ended') return { field: 'id', message: '活动已经结束' };
  return null;
}

export async function endFullReduction(db: Database, id: number, now = new Date()) {
  const activity = await fullReductionSnapshot(db, id);
  if (!activity) throw notFound('满减活动');
  refuse(endRefusal(activity.startsAt, activity.endsAt, now));
  await repo.endFullReduction(db, id, now);
  return { id };
}

/** Deleting keeps the record of what orders got: an activity something was ordered under can only end. */
export async function deleteFullReduction(db: Database, id: number) {
  if (!(await fullReductionSnapshot(db, id))) throw notFound('满减活动');
  if (await repo.fullReductionOrdered(db, id))
    throw invalid('id', '已有订单享受了该满减活动，不能删除；如需停止请点“结束”');
  await repo.deleteFullReduction(db, id);
  return { id };
}

export async function endActivityPrice(db: Database, id: number, now = new Date()) {
  const offer = await repo.activityPriceById(db, id);
  if (!offer) throw notFound('活动价');
  refuse(endRefusal(offer.startsAt, offer.endsAt, now));
  await repo.endActivityPrice(db, id, now);
  return { id };
}

export async function deleteActivityPrice(db: Database, id: number) {
  const offer = await repo.activityPriceById(db, id);
  if (!offer) throw notFound('活动价');
  if (offer.sold > 0 || (await repo.activityPriceOrdered(db, id)))
    throw invalid('id', '已有订单以该活动价购买，不能删除；如需停止请点“结束”');
  await repo.deleteActivityPrice(db, id);
  return { id };
}
