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
