import { and, asc, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activityPrices, goods, homeFloors } from '../../db/schema';

export async function findBestSellerIds(db: Database, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.onSale, true), eq(goods.isControlled, false)))
    .orderBy(desc(goods.sales), asc(goods.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function findActiveActivityPrices(db: Database, kind: 'spike' | 'daily', now: Date) {
  return db
    .select()
    .from(activityPrices)
    .where(
      and(eq(activityPrices.kind, kind), lte(activityPrices.startsAt, now), gt(activityPrices.endsAt, now)),
    )
    .orderBy(asc(activityPrices.id));
}

export async function findHomeFloors(db: Database, page: number, pageSize: number) {
  return db
    .select()
    .from(homeFloors)
    .orderBy(asc(homeFloors.sort), asc(homeFloors.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

export async function findGoodsNames(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select({ id: goods.id, name: goods.name }).from(goods).where(inArray(goods.id, ids));
}
