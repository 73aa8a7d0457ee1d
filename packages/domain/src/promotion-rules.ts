/** What a promotion staff set up must satisfy before buyers see it. Money in fen; times as Dates. */

export type PromotionRefusal = { field: string; message: string } | null;

export const MAX_PROMOTION_DAYS = 366;

export function windowRefusal(startsAt: Date, endsAt: Date): PromotionRefusal {
  if (endsAt.getTime() <= startsAt.getTime())
    return { field: 'ends_at', message: '结束时间必须晚于开始时间' };
  if (endsAt.getTime() - startsAt.getTime() > MAX_PROMOTION_DAYS * 24 * 3600 * 1000)
    return { field: 'ends_at', message: `活动时间不能超过${MAX_PROMOTION_DAYS}天` };
  return null;
}

/** 满减 tiers: at least one, thresholds rising, reductions rising and always below their threshold. */
export function tiersRefusal(tiers: readonly { amount: number; reduction: number }[]): PromotionRefusal {
  if (tiers.length === 0) return { field: 'tiers', message: '请至少设置一档满减' };
  if (tiers.length > 5) return { field: 'tiers', message: '满减最多设置5档' };
  for (const [i, tier] of tiers.entries()) {
    if (tier.amount <= 0 || tier.reduction <= 0) return { field: 'tiers', message: '满减金额必须大于0' };
    if (tier.reduction >= tier.amount) return { field: 'tiers', message: '减免金额必须小于门槛金额' };
    const previous = tiers[i - 1];
    if (previous && (tier.amount <= previous.amount || tier.reduction <= previous.reduction))
      return { field: 'tiers', message: '满减档位的门槛和减免金额须逐档递增' };
  }
  return null;
}

/** A 秒杀 or 每日特价 price: above zero and below the goods' own price; a limit of 0 means none. */
export function activityPriceRefusal(
  price: number,
  basePrice: number,
  limitPerMember: number,
): PromotionRefusal {
  if (price <= 0) return { field: 'price', message: '活动价必须大于0' };
  if (price >= basePrice) return { field: 'price', message: '活动价必须低于商品供货价' };
  if (!Number.isInteger(limitPerMember) || limitPerMember < 0)
    return { field: 'limit_per_member', message: '限购数量不能小于0' };
  return null;
}

/** A 满减 activity as far as overlaps go: its window [startsAt, endsAt) and its goods. */
export interface FullReductionSpan {
  id: number;
  name: string;
  startsAt: Date;
  endsAt: Date;
  goodsIds: readonly number[];
}

/**
 * A goods takes part in at most one 满减 activity at any moment, so an order line's 满减 share
 * always belongs to exactly one activity. Refuses `candidate` when its window overlaps another
 * activity sharing a goods (the candidate's own id is skipped when editing).
 */
export function fullReductionOverlapRefusal(
  candidate: Omit<FullReductionSpan, 'name' | 'id'> & { id: number | null },
  others: readonly FullReductionSpan[],
): PromotionRefusal {
  const mine = new Set(candidate.goodsIds);
  for (const other of others) {
    if (other.id === candidate.id) continue;
    const overlaps =
      candidate.startsAt.getTime() < other.endsAt.getTime() &&
      other.startsAt.getTime() < candidate.endsAt.getTime();
    if (!overlaps) continue;
    const shared = other.goodsIds.filter((g) => mine.has(g));
    if (shared.length === 0) continue;
    const named = shared.slice(0, 3).join('、') + (shared.length > 3 ? `等${shared.length}个` : '');
    return {
      field: 'goods_ids',
      message: `商品${named}在同一时段已参加满减活动「${other.name}」，同一商品同一时段只能参加一个满减活动`,
    };
  }
  return null;
}
