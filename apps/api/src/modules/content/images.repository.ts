import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { banners, brands, categories, goods, goodsBatches, manufacturers } from '../../db/schema';

export async function findGoodsForPicture(db: Database, id: number) {
  const rows = await db
    .select({
      id: goods.id,
      name: goods.name,
      spec: goods.spec,
      kind: goods.kind,
      manufacturer: manufacturers.shortName,
    })
    .from(goods)
    .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .where(eq(goods.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export async function findBannerForPicture(db: Database, id: number) {
  const rows = await db
    .select({ id: banners.id, position: banners.position, title: banners.title })
    .from(banners)
    .where(eq(banners.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export async function findBrandForPicture(db: Database, id: number) {
  const rows = await db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(eq(brands.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export async function findCategoryForPicture(db: Database, id: number) {
  const rows = await db
    .select({ id: categories.id, name: categories.name, parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export async function findBatchForReport(db: Database, batchId: number) {
  const rows = await db
    .select({
      id: goodsBatches.id,
      batchNo: goodsBatches.batchNo,
      producedOn: goodsBatches.producedOn,
      expiresOn: goodsBatches.expiresOn,
      qualityReportUrl: goodsBatches.qualityReportUrl,
      kind: goods.kind,
      name: goods.name,
      spec: goods.spec,
      approvalNumber: goods.approvalNumber,
      manufacturer: manufacturers.name,
    })
    .from(goodsBatches)
    .innerJoin(goods, eq(goods.id, goodsBatches.goodsId))
    .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .where(eq(goodsBatches.id, batchId))
    .limit(1);
  return rows[0] ?? null;
}
