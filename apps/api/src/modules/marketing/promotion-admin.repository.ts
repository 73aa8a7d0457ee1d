import { and, asc, desc, eq, gt, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activityPrices, fullReductionGoods, fullReductions, goods, orderLines } from '../../db/schema';
import { saveActivityHead } from './activity-head.repository';

/** The console's reads and writes of 满减 activities and activity prices. */

/** Every activity with its goods (ids and names), or only the one with `id`. */
export async function fullReductionList(db: Database, id?: number) {
  return withGoods(db, id === undefined ? undefined : eq(fullReductions.id, id));
}

/** The activities any of `goodsIds` takes part in, for the overlap rule. */
export async function fullReductionsOfGoods(db: Database, goodsIds: number[]) {
  if (goodsIds.length === 0) return [];
  const ids = db
    .selectDistinct({ id: fullReductionGoods.activityId })
    .from(fullReductionGoods)
    .where(inArray(fullReductionGoods.goodsId, goodsIds));
  return withGoods(db, inArray(fullReductions.id, ids));
}

async function withGoods(db: Database, where: SQL | undefined) {
  const activities = await db
    .select()
    .from(fullReductions)
    .where(where)
    .orderBy(desc(fullReductions.startsAt), desc(fullReductions.id));
  const members = activities.length
    ? await db
        .select({
          activityId: fullReductionGoods.activityId,
          id: goods.id,
          name: goods.name,
          spec: goods.spec,
        })
        .from(fullReductionGoods)
        .innerJoin(goods, eq(goods.id, fullReductionGoods.goodsId))
        .where(
          inArray(
            fullReductionGoods.activityId,
            activities.map((a) => a.id),
          ),
        )
        .orderBy(asc(fullReductionGoods.goodsId))
    : [];
  return activities.map((a) => {
    const own = members.filter((m) => m.activityId === a.id);
    return {
      ...a,
      goodsIds: own.map((m) => m.id),
      goods: own.map(({ id, name, spec }) => ({ id, name, spec })),
    };
  });
}

export type FullReductionRow = Awaited<ReturnType<typeof fullReductionList>>[number];

export type FullReductionWrite = Pick<
  typeof fullReductions.$inferInsert,
  'name' | 'tiers' | 'startsAt' | 'endsAt'
>;

export async function saveFullReduction(
  db: Database,
  id: number | null,
  values: FullReductionWrite,
  goodsIds: number[],
) {
  const activityId = await saveActivityHead(db, fullReductions, id, values);
  if (activityId === null) return null;
  if (id !== null) await db.delete(fullReductionGoods).where(eq(fullReductionGoods.activityId, activityId));
  await db.insert(fullReductionGoods).values(goodsIds.map((goodsId) => ({ activityId, goodsId })));
  return activityId;
}

export async function existingGoodsIds(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: goods.id }).from(goods).where(inArray(goods.id, ids));
  return rows.map((r) => r.id);
}

export async function activityPriceList(db: Database, kind?: string) {
  return db
    .select({ offer: activityPrices, goodsName: goods.name, spec: goods.spec, basePrice: goods.basePrice })
    .from(activityPrices)
    .innerJoin(goods, eq(goods.id, activityPrices.goodsId))
    .where(kind ? eq(activityPrices.kind, kind) : undefined)
    .orderBy(desc(activityPrices.startsAt), desc(activityPrices.id));
}

export async function goodsPrice(db: Database, id: number) {
  const [row] = await db.select({ basePrice: goods.basePrice }).from(goods).where(eq(goods.id, id));
  return row?.basePrice ?? null;
}

export type ActivityPriceWrite = Pick<
  typeof activityPrices.$inferInsert,
  'kind' | 'goodsId' | 'price' | 'limitPerMember' | 'startsAt' | 'endsAt'
>;

export async function saveActivityPrice(db: Database, id: number | null, values: ActivityPriceWrite) {
  if (id === null) {
    const [row] = await db.insert(activityPrices).values(values).returning({ id: activityPrices.id });
    return row.id;
  }
  const rows = await db
    .update(activityPrices)
    .set(values)
    .where(eq(activityPrices.id, id))
    .returning({ id: activityPrices.id });
  return rows[0]?.id ?? null;
}

export async function activityPriceById(db: Database, id: number) {
  const [row] = await db.select().from(activityPrices).where(eq(activityPrices.id, id));
  return row ?? null;
}

/** Moves an activity's end to `now`; null when there is no such activity. */
export async function endFullReduction(db: Database, id: number, now: Date) {
  const rows = await db
    .update(fullReductions)
    .set({ endsAt: now })
    .where(eq(fullReductions.id, id))
    .returning({ id: fullReductions.id });
  return rows[0]?.id ?? null;
}

/**
 * Whether an order line got a 满减 share from this activity: a line of one of its goods placed
 * within its window with a share (a goods is in one activity at a time, so the share is this one's).
 */
export async function fullReductionOrdered(db: Database, id: number) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(orderLines)
    .innerJoin(fullReductionGoods, eq(fullReductionGoods.goodsId, orderLines.goodsId))
    .innerJoin(fullReductions, eq(fullReductions.id, fullReductionGoods.activityId))
    .where(
      and(
        eq(fullReductions.id, id),
        gt(orderLines.manjianShare, 0),
        gte(orderLines.createdAt, fullReductions.startsAt),
        lt(orderLines.createdAt, fullReductions.endsAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function deleteFullReduction(db: Database, id: number) {
  await db.delete(fullReductionGoods).where(eq(fullReductionGoods.activityId, id));
  const rows = await db
    .delete(fullReductions)
    .where(eq(fullReductions.id, id))
    .returning({ id: fullReductions.id });
  return rows[0]?.id ?? null;
}

export async function endActivityPrice(db: Database, id: number, now: Date) {
  const rows = await db
    .update(activityPrices)
    .set({ endsAt: now })
    .where(eq(activityPrices.id, id))
    .returning({ id: activityPrices.id });
  return rows[0]?.id ?? null;
}

/** Whether any order line was bought at this 秒杀 or 每日特价 price. */
export async function activityPriceOrdered(db: Database, id: number) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(orderLines)
    .where(and(eq(orderLines.lineType, 1), eq(orderLines.refId, id)))
    .limit(1);
  return row !== undefined;
}

export async function deleteActivityPrice(db: Database, id: number) {
  const rows = await db
    .delete(activityPrices)
    .where(eq(activityPrices.id, id))
    .returning({ id: activityPrices.id });
  return rows[0]?.id ?? null;
}
