import { formatYuan, HOME_FLOORS_PER_PAGE, priceVisibility } from '@yaocai/domain';
import type { Database } from '../../db/client';
import type { Viewer } from '../../shared/viewer';
import * as catalogRepo from './catalog.repository';
import { MAX_PAGE_SIZE } from './catalog-schemas';
import { listGoods } from './goods-list.service';
import { canSeeControlled } from './goods-access';
import { findGoodsExtras, findGoodsRows } from './goods.repository';
import { toGoodsView, type GoodsView } from './goods-view';

const HOT_GOODS_LIMIT = 10;

/** Goods cards in the order of ids, without what the viewer may not see. */
export async function goodsCards(db: Database, ids: number[], viewer: Viewer | null): Promise<GoodsView[]> {
  const rows = (await findGoodsRows(db, ids)).filter((row) => canSeeControlled(row, viewer));
  const extras = await findGoodsExtras(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toGoodsView(row, extras, viewer));
}

export async function hotGoods(db: Database, viewer: Viewer | null) {
  return goodsCards(db, await catalogRepo.findBestSellerIds(db, HOT_GOODS_LIMIT), viewer);
}

async function activityGoods(db: Database, kind: 'spike' | 'daily', viewer: Viewer | null, now: Date) {
  const offers = await catalogRepo.findActiveActivityPrices(db, kind, now);
  const cards = await goodsCards(
    db,
    offers.map((o) => o.goodsId),
    viewer,
  );
  const visible = priceVisibility({ loggedIn: viewer !== null, isPassed: viewer?.isPassed ?? false }).visible;
  const byGoods = new Map(offers.map((o) => [o.goodsId, o]));
  return { offers, list: cards.map((card) => ({ card, offer: byGoods.get(card.id)! })), visible };
}

export async function spike(db: Database, viewer: Viewer | null, now = new Date()) {
  const { offers, list, visible } = await activityGoods(db, 'spike', viewer, now);
  const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
  return {
    start_time: offers.length ? seconds(offers[0].startsAt) : 0,
    end_time: offers.length ? seconds(offers[0].endsAt) : 0,
    list: list.map(({ card, offer }) => ({
      ...card,
      spike_price: visible ? formatYuan(offer.price) : null,
      /** The offer: a cart line at this price is type 1 with ck_id = activity_id. */
      activity_id: offer.id,
      limit: offer.limitPerMember,
      sold: offer.sold,
    })),
  };
}

export async function everydayPrice(db: Database, viewer: Viewer | null, now = new Date()) {
  const { offers, list, visible } = await activityGoods(db, 'daily', viewer, now);
  const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
  return {
    start_time: offers.length ? seconds(offers[0].startsAt) : 0,
    end_time: offers.length ? seconds(offers[0].endsAt) : 0,
    list: list.map(({ card, offer }) => ({
      ...card,
      activity_price: visible ? formatYuan(offer.price) : null,
      activity_id: offer.id,
      limit: offer.limitPerMember,
    })),
  };
}

export async function recommendFloors(db: Database, viewer: Viewer | null, page = 1) {
  const floors = await catalogRepo.findHomeFloors(db, page, HOME_FLOORS_PER_PAGE);
  const cards = await goodsCards(
    db,
    floors.flatMap((f) => f.goodsIds),
    viewer,
  );
  const byId = new Map(cards.map((c) => [c.id, c]));
  return Promise.all(
    floors.map(async (f) => {
      const chosen = f.goodsIds.map((id) => byId.get(id)).filter((g): g is GoodsView => g !== undefined);
      return {
        id: f.id,
        name: f.name,
        zone: f.zone,
        more_url: f.moreUrl,
        goods:
          f.zone === 'near_expiry' ? await stillNearExpiry(db, chosen, f.goodsIds.length, viewer) : chosen,
      };
    }),
  );
}

// The floor's goods were near expiry when it was put together; a fresh batch or a sell-out changes
// that, so it keeps those still near expiry and fills up with the zone's best sellers.
async function stillNearExpiry(db: Database, chosen: GoodsView[], size: number, viewer: Viewer | null) {
  const kept = chosen.filter((g) => g.near_expiry === 1);
  if (kept.length >= size) return kept;
  const zone = await listGoods(
    db,
    { zone: 'near_expiry', sort: 'sales', page: 1, page_size: Math.min(MAX_PAGE_SIZE, size + kept.length) },
    viewer,
  );
  const seen = new Set(kept.map((g) => g.id));
  return [...kept, ...zone.list.filter((g) => !seen.has(g.id))].slice(0, size);
}

/** Goods names by id (chat context, messages); unknown ids are left out. */
export async function goodsNames(db: Database, ids: number[]): Promise<Map<number, string>> {
  const rows = await catalogRepo.findGoodsNames(db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, r.name]));
}
