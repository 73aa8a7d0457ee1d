import { parseYuan } from '@yaocai/domain';
import type { Database } from '../../db/client';
import type { Viewer } from '../../shared/viewer';
import { canSeeControlled } from './goods-access';
import { findOfferExtras } from './goods-offer.repository';
import { findGoodsRows, type GoodsExtras, type GoodsRow } from './goods.repository';
import { toGoodsView, type GoodsView } from './goods-view';
import { findStorewideRules } from './storewide-rules';

/** An on-sale goods as it stands now (inside the caller's transaction), ready to be shown to any member. */
export interface GoodsOffer {
  row: GoodsRow;
  extras: GoodsExtras;
  now: Date;
}

/** What one member sees of an offer: the card, its sellable stock and one unit's price (fen, null when hidden). */
export interface OfferView {
  view: GoodsView;
  stock: number;
  price: number | null;
}

/**
 * The goods with what its price and stock depend on (ladders, running activities, 全场折扣, batches),
 * read one statement after another so it works inside a write's transaction; null when not on sale.
 */
export async function goodsOffer(
  db: Database,
  goodsId: number,
  now = new Date(),
): Promise<GoodsOffer | null> {
  const [row] = await findGoodsRows(db, [goodsId]);
  if (!row) return null;
  const extras = await findOfferExtras(db, goodsId, now);
  extras.storewide = await findStorewideRules(db, now);
  return { row, extras, now };
}

/**
 * The offer as the catalogue shows it to this member (toGoodsView: price visibility, 全场折扣), or null
 * when the goods does not exist for them (控销). The price is one unit's without a ladder tier.
 */
export function offerTo(offer: GoodsOffer, viewer: Viewer): OfferView | null {
  if (!canSeeControlled(offer.row, viewer)) return null;
  const view = toGoodsView(offer.row, offer.extras, viewer, offer.now);
  const shown = view.discount_price ?? view.base_price;
  return { view, stock: view.number, price: shown === null ? null : parseYuan(shown) };
}
