import type { Database } from '../../db/client';
import { AppError, forbidden, notFound } from '../../lib/http-errors';
import { type Viewer, findStoreViewer } from '../../shared/viewer';
import { addToCart } from './cart.service';
import * as repo from './cart.repository';

/**
 * A chain headquarters copies its own cart lines into its own stores' carts. Lines a store may not buy
 * (scope, stock, …) are skipped and reported; a store of another chain is refused outright.
 */
export async function copyToStores(
  db: Database,
  viewer: Viewer,
  ids: number[],
  storeIds: number[],
  now = new Date(),
) {
  const lines = await repo.findCartLines(db, viewer.memberId, [...new Set(ids)]);
  if (lines.length !== new Set(ids).size) throw notFound('购物车商品');
  const stores = [];
  for (const storeId of new Set(storeIds)) {
    const store = await findStoreViewer(db, viewer.memberId, storeId);
    if (!store) throw forbidden('只能复制到本连锁的门店');
    stores.push(store);
  }
  const items = lines.map((l) => ({
    goodsId: l.goodsId ?? 0,
    number: l.number,
    type: l.type,
    ckId: l.refId,
    price: null,
  }));
  const results = [];
  for (const store of stores) {
    try {
      const added = await addToCart(db, store, items, now, true);
      results.push({
        user_id: store.memberId,
        username: store.username,
        copied: added.lines.length,
        skipped: added.skipped,
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({
        user_id: store.memberId,
        username: store.username,
        copied: 0,
        skipped: [{ goods_id: 0, reason: error.message }],
      });
    }
  }
  return { list: results };
}
