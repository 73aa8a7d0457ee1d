import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands, goods } from '../../db/schema';
import type { Viewer } from '../../shared/viewer';
import { visibleGoodsCondition } from './goods-access';

export function findBrandPage(db: Database, limit: number, offset: number) {
  return db.select().from(brands).orderBy(asc(brands.sort), asc(brands.id)).limit(limit).offset(offset);
}

export async function countBrands(db: Database) {
  const [row] = await db.select({ n: count() }).from(brands);
  return Number(row?.n ?? 0);
}

export async function countGoodsByBrand(db: Database, brandIds: number[], viewer: Viewer | null) {
  if (brandIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: goods.brandId, n: count() })
    .from(goods)
    .where(and(visibleGoodsCondition(viewer), inArray(goods.brandId, brandIds)))
    .groupBy(goods.brandId);
  return new Map(rows.map((r) => [r.id ?? 0, Number(r.n)]));
}

export async function findBrandById(db: Database, id: number) {
  const rows = await db.select().from(brands).where(eq(brands.id, id)).limit(1);
  return rows[0] ?? null;
}
