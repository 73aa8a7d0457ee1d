import type { Database } from '../client';
import {
  activityPrices,
  goods,
  goodsBatches,
  goodsImages,
  homeFloors,
  ladderPrices,
  manufacturers,
} from '../schema';
import { insertChunked, syncSerial } from './bulk';
import { planCatalog, type CatalogPlan } from './catalog/build';
import { planPromotions } from './catalog/promotions';
import type { MakerRef } from './catalog/types';
import { MANUFACTURERS } from './data/manufacturers';
import { searchKeys } from './pinyin';
import type { Random } from './random';
import type { ContentRefs } from './seed-content';

async function seedManufacturers(db: Database, brandIdByName: Map<string, number>): Promise<MakerRef[]> {
  const rows = MANUFACTURERS.map((m, i) => {
    const keys = searchKeys(m.name);
    return { id: i + 1, name: m.name, shortName: m.shortName, pinyin: keys.pinyin, initials: keys.initials };
  });
  await db.insert(manufacturers).values(rows);
  return MANUFACTURERS.map((m, i) => ({
    id: i + 1,
    name: m.name,
    shortName: m.shortName,
    province: m.province,
    kinds: m.kinds,
    brandId: m.brand ? (brandIdByName.get(m.brand) ?? null) : null,
  }));
}

export interface CatalogSummary {
  goods: number;
  batches: number;
  manufacturers: number;
  ladders: number;
  spike: number;
  daily: number;
  plan: CatalogPlan;
}

/** Manufacturers, goods with batches, ladders and images, activity prices and home floors. */
export async function seedCatalog(
  db: Database,
  input: { count: number; random: Random; now: Date; refs: ContentRefs },
): Promise<CatalogSummary> {
  const makers = await seedManufacturers(db, input.refs.brandIdByName);

  const plan = planCatalog({
    count: input.count,
    random: input.random.fork('catalog'),
    context: {
      makers,
      makerByShort: new Map(makers.map((m) => [m.shortName, m])),
      categoryId: input.refs.categoryId,
    },
    now: input.now,
    firstGoodsId: 1,
    firstBatchId: 1,
  });
  const promotions = planPromotions(plan.facts, input.random.fork('promotions'), input.now);

  await insertChunked(db, goods, plan.goods);
  await insertChunked(db, goodsBatches, plan.batches);
  await insertChunked(db, ladderPrices, plan.ladders);
  await insertChunked(db, goodsImages, plan.images);
  if (promotions.activities.length > 0) await db.insert(activityPrices).values(promotions.activities);
  await db.insert(homeFloors).values(promotions.floors);
  for (const table of [manufacturers, goods, goodsBatches]) await syncSerial(db, table);

  const kinds = promotions.activities.map((a) => a.kind);
  return {
    goods: plan.goods.length,
    batches: plan.batches.length,
    manufacturers: makers.length,
    ladders: plan.ladders.length,
    spike: kinds.filter((k) => k === 'spike').length,
    daily: kinds.filter((k) => k === 'daily').length,
    plan,
  };
}
