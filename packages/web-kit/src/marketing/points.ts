import type { PointsGoodsItem } from '@yaocai/contract';

/** The API's limit on one exchange. */
export const MAX_EXCHANGE = 99;

/** How many units the member may still exchange of an item, by stock and its per-member limit. */
export function unitsLeft(
  item: Pick<PointsGoodsItem, 'stock' | 'limit_per_member' | 'exchanged_by_me'>,
): number {
  const byLimit =
    item.limit_per_member > 0 ? Math.max(0, item.limit_per_member - item.exchanged_by_me) : Infinity;
  return Math.max(0, Math.min(MAX_EXCHANGE, item.stock, byLimit));
}

/** The most units one exchange may take: what is left, and what the member's points pay for. */
export function exchangeCeiling(
  item: Pick<PointsGoodsItem, 'stock' | 'limit_per_member' | 'exchanged_by_me' | 'points'>,
  points: number,
): number {
  return Math.max(0, Math.min(unitsLeft(item), Math.floor(points / item.points)));
}

/** What the card's button says, or null when the member may exchange. */
export function exchangeBlock(
  item: Pick<PointsGoodsItem, 'stock' | 'limit_per_member' | 'exchanged_by_me' | 'points'>,
  points: number,
  loggedIn: boolean,
): string | null {
  if (item.stock <= 0) return '已兑完';
  if (!loggedIn) return null;
  if (item.limit_per_member > 0 && item.exchanged_by_me >= item.limit_per_member) return '已达兑换上限';
  if (points < item.points) return '积分不足';
  return null;
}
