import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import type { Viewer } from '../../shared/viewer';
import * as repo from './brand.repository';
import type { Page } from './catalog-schemas';
import { listGoods, type GoodsListAnswer, type GoodsListQuery } from './goods-list.service';

export interface BrandView {
  id: number;
  name: string;
  logo: string;
  description: string;
  goods_count: number;
  /** The brand's page in the brand zone. */
  url: string;
}

const toView = (
  b: { id: number; name: string; logo: string; description: string },
  goodsCount: number,
): BrandView => ({
  id: b.id,
  name: b.name,
  logo: b.logo,
  description: b.description,
  goods_count: goodsCount,
  url: `/ppzq/info/${b.id}`,
});

/** The brand zone (/ppzq): brands in their display order with how many goods each has. */
export async function listBrands(
  db: Database,
  viewer: Viewer | null,
  page: number,
  pageSize: number,
): Promise<Page<BrandView>> {
  const [total, rows] = await Promise.all([
    repo.countBrands(db),
    repo.findBrandPage(db, pageSize, (page - 1) * pageSize),
  ]);
  const counts = await repo.countGoodsByBrand(
    db,
    rows.map((b) => b.id),
    viewer,
  );
  return { list: rows.map((b) => toView(b, counts.get(b.id) ?? 0)), total, page, page_size: pageSize };
}

/** One brand's page (/ppzq/info/{id}/{page?}): the brand and a page of its goods. */
export async function brandZone(
  db: Database,
  id: number,
  query: Omit<GoodsListQuery, 'brand_id'>,
  viewer: Viewer | null,
): Promise<GoodsListAnswer & { brand: BrandView }> {
  const brand = await repo.findBrandById(db, id);
  if (!brand) throw notFound('品牌');
  const [goods, counts] = await Promise.all([
    listGoods(db, { ...query, brand_id: id }, viewer),
    repo.countGoodsByBrand(db, [id], viewer),
  ]);
  return { brand: toView(brand, counts.get(id) ?? 0), ...goods };
}
