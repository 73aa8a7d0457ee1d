import { and, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  activityPrices,
  combinationItems,
  combinations,
  fullReductionGoods,
  fullReductions,
  giftRules,
  goods,
  orderLines,
  orders,
} from '../../db/schema';
import { anyOf } from '../../db/sql-arrays';

export type FlashOffer = typeof activityPrices.$inferSelect;
export type FullReduction = typeof fullReductions.$inferSelect;
export interface GiftRule {
  id: number;
  goodsId: number;
  buyNumber: number;
  giftGoodsId: number;
  giftNumber: number;
  giftName: string;
  giftUnit: string;
}
export interface Combination {
  id: number;
  name: string;
  image: string;
  startsAt: Date;
  endsAt: Date;
  items: { goodsId: number; number: number; price: number }[];
}

export async function findFlashOffers(db: Database, ids: number[]): Promise<Map<number, FlashOffer>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(activityPrices).where(inArray(activityPrices.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Units of each offer the member's orders (not cancelled) already took at the offer price. */
export async function findFlashBought(db: Database, memberId: number, offerIds: number[]) {
  if (offerIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ refId: orderLines.refId, n: sql<number>`sum(${orderLines.quantity})::int` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.memberId, memberId),
        ne(orders.status, 'cancelled'),
        eq(orderLines.lineType, 1),
        eq(orderLines.isGift, false),
        inArray(orderLines.refId, offerIds),
      ),
    )
    .groupBy(orderLines.refId);
  return new Map(rows.map((r) => [r.refId, Number(r.n)]));
}

/** The running 满减 activity of each goods (the lowest id when several run). */
export async function findFullReductions(db: Database, goodsIds: number[], now: Date) {
  const byGoods = new Map<number, FullReduction>();
  if (goodsIds.length === 0) return byGoods;
  const rows = await db
    .select({ goodsId: fullReductionGoods.goodsId, activity: fullReductions })
    .from(fullReductionGoods)
    .innerJoin(fullReductions, eq(fullReductions.id, fullReductionGoods.activityId))
    .where(
      and(
        anyOf(fullReductionGoods.goodsId, goodsIds),
        lte(fullReductions.startsAt, now),
        gt(fullReductions.endsAt, now),
      ),
    )
    .orderBy(fullReductions.id);
  for (const row of rows) if (!byGoods.has(row.goodsId)) byGoods.set(row.goodsId, row.activity);
  return byGoods;
}

export async function findGiftRules(
  db: Database,
  goodsIds: number[],
  now: Date,
): Promise<Map<number, GiftRule>> {
  const byGoods = new Map<number, GiftRule>();
  if (goodsIds.length === 0) return byGoods;
  const rows = await db
    .select({
      id: giftRules.id,
      goodsId: giftRules.goodsId,
      buyNumber: giftRules.buyNumber,
      giftGoodsId: sql<number>`coalesce(${giftRules.giftGoodsId}, ${giftRules.goodsId})`,
      giftNumber: giftRules.giftNumber,
      giftName: goods.name,
      giftUnit: goods.unit,
    })
    .from(giftRules)
    .innerJoin(goods, eq(goods.id, sql`coalesce(${giftRules.giftGoodsId}, ${giftRules.goodsId})`))
    .where(and(anyOf(giftRules.goodsId, goodsIds), lte(giftRules.startsAt, now), gt(giftRules.endsAt, now)))
    .orderBy(giftRules.id);
  for (const row of rows)
    if (!byGoods.has(row.goodsId)) byGoods.set(row.goodsId, { ...row, giftGoodsId: Number(row.giftGoodsId) });
  return byGoods;
}

export async function findCombinations(
  db: Database,
  ids: number[] | 'active',
  now: Date,
): Promise<Combination[]> {
  if (Array.isArray(ids) && ids.length === 0) return [];
  const rows = await db
    .select({ combination: combinations, item: combinationItems })
    .from(combinations)
    .innerJoin(combinationItems, eq(combinationItems.combinationId, combinations.id))
    .where(
      ids === 'active'
        ? and(lte(combinations.startsAt, now), gt(combinations.endsAt, now))
        : inArray(combinations.id, ids),
    )
    .orderBy(combinations.sort, combinations.id, combinationItems.goodsId);
  const byId = new Map<number, Combination>();
  for (const { combination, item } of rows) {
    const entry = byId.get(combination.id) ?? { ...combination, items: [] };
    entry.items.push({ goodsId: item.goodsId, number: item.number, price: item.price });
    byId.set(combination.id, entry);
  }
  return [...byId.values()];
}

/** Running 满减 activities with their goods ids. */
export async function findRunningFullReductions(db: Database, now: Date) {
  const rows = await db
    .select({ activity: fullReductions, goodsId: fullReductionGoods.goodsId })
    .from(fullReductions)
    .innerJoin(fullReductionGoods, eq(fullReductionGoods.activityId, fullReductions.id))
    .where(and(lte(fullReductions.startsAt, now), gt(fullReductions.endsAt, now)))
    .orderBy(fullReductions.id, fullReductionGoods.goodsId);
  const byId = new Map<number, FullReduction & { goodsIds: number[] }>();
  for (const { activity, goodsId } of rows) {
    const entry = byId.get(activity.id) ?? { ...activity, goodsIds: [] };
    entry.goodsIds.push(goodsId);
    byId.set(activity.id, entry);
  }
  return [...byId.values()];
}
