import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { banners, categories, storewideDiscounts } from '../schema';
import { ACTIVITY_BANNERS, STOREWIDE_DISCOUNT } from './data/activities';
import { addDays } from './dates';

export interface ActivitiesSummary {
  storewide: number;
  banners: number;
}

/** The best sellers among drugs without ladder tiers: the goods a storewide discount would otherwise reach. */
async function bestSellers(db: Database, count: number): Promise<number[]> {
  const rows = (await db.execute(sql`
    select g.id from goods g
    where g.on_sale and g.kind = 'drug' and not exists (select 1 from ladder_prices l where l.goods_id = g.id)
    order by g.sales desc, g.id limit ${count}`)) as unknown as { rows: { id: number }[] };
  return rows.rows.map((r) => Number(r.id));
}

/**
 * The running 全场94折 (excluding 中药饮片 and a few best sellers) and the banners that lead to the
 * activity pages (/welfare, /zhzq, /yjh, /yyh), so every activity page has content on first start.
 * Runs once: a database that already has a storewide discount is left alone.
 */
export async function seedActivities(db: Database, options: { now: Date }): Promise<ActivitiesSummary> {
  const [existing] = await db.select({ id: storewideDiscounts.id }).from(storewideDiscounts).limit(1);
  if (existing) return { storewide: 0, banners: 0 };
  const roots = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(isNull(categories.parentId), inArray(categories.name, STOREWIDE_DISCOUNT.excludedCategories)));
  await db.insert(storewideDiscounts).values({
    name: STOREWIDE_DISCOUNT.name,
    ratePermille: STOREWIDE_DISCOUNT.ratePermille,
    excludedCategoryIds: roots.map((r) => r.id),
    excludedGoodsIds: await bestSellers(db, STOREWIDE_DISCOUNT.excludedBestSellers),
    startsAt: addDays(options.now, STOREWIDE_DISCOUNT.startsInDays),
    endsAt: addDays(options.now, STOREWIDE_DISCOUNT.endsInDays),
  });

  const sorts = new Map<string, number>();
  for (const b of ACTIVITY_BANNERS) {
    if (!sorts.has(b.position)) {
      const [row] = await db
        .select({ n: sql<number>`coalesce(max(${banners.sort}), 0)::int` })
        .from(banners)
        .where(eq(banners.position, b.position));
      sorts.set(b.position, Number(row?.n ?? 0));
    }
    const sort = sorts.get(b.position)! + 1;
    sorts.set(b.position, sort);
    const [row] = await db
      .insert(banners)
      .values({ position: b.position, title: b.title, url: b.url, sort, image: '' })
      .returning({ id: banners.id });
    // The picture is drawn from the banner row by id (GET /img/banner/{id}.svg).
    await db
      .update(banners)
      .set({ image: `/img/banner/${row!.id}.svg` })
      .where(eq(banners.id, row!.id));
  }
  return { storewide: 1, banners: ACTIVITY_BANNERS.length };
}
