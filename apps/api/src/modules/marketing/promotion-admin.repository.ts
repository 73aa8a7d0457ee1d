import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activityPrices, fullReductionGoods, fullReductions, goods } from '../../db/schema';

/** The console's reads and writes of 满减 activities and activity prices. */

/** Every activity with its goods, or only the one with `id`. */
export async function fullReductionList(db: Database, id?: number) {
  const activities = await db
    .select()
    .from(fullReductions)
    .where(id === undefined ? undefined : eq(fullReductions.id, id))
    .orderBy(desc(fullReductions.startsAt), desc(fullReductions.id));
  const members = activities.length
    ? await db
        .select()
        .from(fullReductionGoods)
        .where(
          inArray(
            fullReductionGoods.activityId,
            activities.map((a) => a.id),
          ),
        )
        .orderBy(asc(fullReductionGoods.goodsId))
    : [];
  return activities.map((a) => ({
    ...a,
    goodsIds: members.filter((m) => m.activityId === a.id).map((m) => m.goodsId),
  }));
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
  let activityId = id;
  if (activityId === null) {
    const [row] = await db.insert(fullReductions).values(values).returning({ id: fullReductions.id });
    activityId = row.id;
  } else {
    const rows = await db
      .update(fullReductions)
      .set(values)
      .where(eq(fullReductions.id, activityId))
      .returning({ id: fullReductions.id });
    if (rows.length === 0) return null;
    await db.delete(fullReductionGoods).where(eq(fullReductionGoods.activityId, activityId));
  }
  const target = activityId;
  await db.insert(fullReductionGoods).values(goodsIds.map((goodsId) => ({ activityId: target, goodsId })));
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
