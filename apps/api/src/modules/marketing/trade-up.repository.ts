import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goods, orderLines, orders, tradeUpActivities, tradeUpGoods } from '../../db/schema';
import { saveActivityHead } from './activity-head.repository';

/** 换购 (trade-up) activities and the goods they offer. */

const offerColumns = {
  id: tradeUpGoods.id,
  activityId: tradeUpGoods.activityId,
  activityName: tradeUpActivities.name,
  threshold: tradeUpActivities.threshold,
  startsAt: tradeUpActivities.startsAt,
  endsAt: tradeUpActivities.endsAt,
  isOn: tradeUpActivities.isOn,
  goodsId: tradeUpGoods.goodsId,
  price: tradeUpGoods.price,
  limitPerOrder: tradeUpGoods.limitPerOrder,
};

/** One goods of an activity at its special price (a cart line of type 6 names it by `id`). */
export interface TradeUpOfferRow {
  id: number;
  activityId: number;
  activityName: string;
  threshold: number;
  startsAt: Date;
  endsAt: Date;
  isOn: boolean;
  goodsId: number;
  price: number;
  limitPerOrder: number;
}

/** The offers of the given ids, whatever their activity's state (pricing decides). */
export async function findTradeUpOffers(db: Database, ids: readonly number[]): Promise<TradeUpOfferRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(offerColumns)
    .from(tradeUpGoods)
    .innerJoin(tradeUpActivities, eq(tradeUpActivities.id, tradeUpGoods.activityId))
    .where(inArray(tradeUpGoods.id, [...ids]));
}

/** The offers of activities switched on and running at `now`, with what the cart shows of their goods. */
export async function runningTradeUps(db: Database, now: Date) {
  return db
    .select({
      ...offerColumns,
      goodsName: goods.name,
      spec: goods.spec,
      unit: goods.unit,
      basePrice: goods.basePrice,
      image: sql<string>`coalesce((select gi.url from goods_images gi where gi.goods_id = ${goods.id}
        order by gi.sort, gi.id limit 1), '')`,
    })
    .from(tradeUpGoods)
    .innerJoin(tradeUpActivities, eq(tradeUpActivities.id, tradeUpGoods.activityId))
    .innerJoin(goods, eq(goods.id, tradeUpGoods.goodsId))
    .where(
      and(
        eq(tradeUpActivities.isOn, true),
        lte(tradeUpActivities.startsAt, now),
        gt(tradeUpActivities.endsAt, now),
        eq(goods.onSale, true),
      ),
    )
    .orderBy(asc(tradeUpActivities.threshold), asc(tradeUpActivities.id), asc(tradeUpGoods.id));
}

export type RunningTradeUp = Awaited<ReturnType<typeof runningTradeUps>>[number];

/** Every activity (or the one with `id`), newest first, with its goods and the units sold per offer. */
export async function tradeUpList(db: Database, id?: number) {
  const activities = await db
    .select()
    .from(tradeUpActivities)
    .where(id === undefined ? undefined : eq(tradeUpActivities.id, id))
    .orderBy(desc(tradeUpActivities.startsAt), desc(tradeUpActivities.id));
  if (activities.length === 0) return [];
  const offers = await db
    .select({
      id: tradeUpGoods.id,
      activityId: tradeUpGoods.activityId,
      goodsId: tradeUpGoods.goodsId,
      price: tradeUpGoods.price,
      limitPerOrder: tradeUpGoods.limitPerOrder,
      goodsName: goods.name,
      spec: goods.spec,
      basePrice: goods.basePrice,
      sold: sql<number>`(select coalesce(sum(l.quantity), 0)::int from ${orderLines} l
        join ${orders} o on o.id = l.order_id
        where l.line_type = 6 and l.ref_id = ${tradeUpGoods.id} and o.status <> 'cancelled')`,
    })
    .from(tradeUpGoods)
    .innerJoin(goods, eq(goods.id, tradeUpGoods.goodsId))
    .where(
      inArray(
        tradeUpGoods.activityId,
        activities.map((a) => a.id),
      ),
    )
    .orderBy(asc(tradeUpGoods.id));
  return activities.map((a) => ({ ...a, goods: offers.filter((o) => o.activityId === a.id) }));
}

export type TradeUpRow = Awaited<ReturnType<typeof tradeUpList>>[number];

export interface TradeUpWrite {
  name: string;
  threshold: number;
  startsAt: Date;
  endsAt: Date;
  isOn: boolean;
  goods: { goodsId: number; price: number; limitPerOrder: number }[];
}

/**
 * Inserts or updates an activity; its goods are matched by goods id, so an offer kept keeps its id
 * (and the cart lines naming it), a goods left out is removed. Null when `id` names no activity.
 */
export async function saveTradeUp(db: Database, id: number | null, values: TradeUpWrite) {
  const { goods: items, ...head } = values;
  const activityId = await saveActivityHead(db, tradeUpActivities, id, head);
  if (activityId === null) return null;
  const kept = items.map((i) => i.goodsId);
  await db
    .delete(tradeUpGoods)
    .where(
      and(
        eq(tradeUpGoods.activityId, activityId),
        sql`${tradeUpGoods.goodsId} <> all(${sql.param(kept)}::int[])`,
      ),
    );
  await db
    .insert(tradeUpGoods)
    .values(items.map((i) => ({ ...i, activityId })))
    .onConflictDoUpdate({
      target: [tradeUpGoods.activityId, tradeUpGoods.goodsId],
      set: { price: sql`excluded.price`, limitPerOrder: sql`excluded.limit_per_order` },
    });
  return activityId;
}

export async function deleteTradeUp(db: Database, id: number) {
  await db.delete(tradeUpGoods).where(eq(tradeUpGoods.activityId, id));
  await db.delete(tradeUpActivities).where(eq(tradeUpActivities.id, id));
}
