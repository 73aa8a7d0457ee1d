import { FAVORITE_ADDED, FAVORITE_REMOVED } from '@yaocai/domain';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import type { Viewer } from '../../shared/viewer';
import { goodsCards } from './catalog.service';
import type { Page } from './catalog-schemas';
import * as repo from './favourite.repository';
import { canSeeControlled } from './goods-access';
import { findGoodsRows } from './goods.repository';
import type { GoodsView } from './goods-view';

export async function listFavourites(
  db: Database,
  viewer: Viewer,
  page: number,
  pageSize: number,
): Promise<Page<GoodsView>> {
  const [total, ids] = await Promise.all([
    repo.countFavourites(db, viewer),
    repo.findFavouritePage(db, viewer, pageSize, (page - 1) * pageSize),
  ]);
  return { list: await goodsCards(db, ids, viewer), total, page, page_size: pageSize };
}

/** Idempotent: adding a favourite twice keeps one. Goods must exist for the viewer. */
export async function addFavourites(db: Database, viewer: Viewer, goodsIds: number[]) {
  const ids = [...new Set(goodsIds)];
  const rows = await findGoodsRows(db, ids);
  const visible = new Set(rows.filter((row) => canSeeControlled(row, viewer)).map((row) => row.id));
  if (ids.some((id) => !visible.has(id))) throw notFound('商品');
  await repo.insertFavourites(db, viewer.memberId, ids);
  return { goods_ids: ids, msg: FAVORITE_ADDED };
}

/** Removes only the viewer's own favourites; removing one that is not there is not an error. */
export async function cancelFavourites(db: Database, viewer: Viewer, goodsIds: number[]) {
  const ids = [...new Set(goodsIds)];
  await repo.deleteFavourites(db, viewer.memberId, ids);
  return { goods_ids: ids, msg: FAVORITE_REMOVED };
}
