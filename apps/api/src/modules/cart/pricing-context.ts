import {
  QUOTE_LINE_TYPE,
  qualificationStatus,
  SPECIAL_MEDICINE_TYPE,
  TRADE_UP_LINE_TYPE,
} from '@yaocai/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { namedStatement } from '../../db/named-statement';
import type { Viewer } from '../../shared/viewer';
import { canSeeControlled, type GoodsExtras } from '../catalog/index';
import * as marketing from '../marketing/index';
import { findCartGoods, type CartGoods } from './cart-goods.repository';
import type { CartGoodsRow } from './cart-pricing.types';
import { parallel } from '../../shared/parallel-reads';
import { hasOutstandingSpecialReceipt } from '../../shared/special-receipt';
import { findPricingQuotes } from '../quotes/index';

export type PricingQuote = Awaited<ReturnType<typeof findPricingQuotes>>[number];

/** Everything the pricing rules need about a set of cart lines, loaded in a fixed handful of queries. */
export interface PricingContext {
  viewer: Viewer;
  now: Date;
  /** On-sale goods the viewer may see. */
  goods: Map<number, CartGoodsRow>;
  extras: GoodsExtras;
  flash: Map<number, marketing.FlashOffer>;
  flashBought: Map<number, number>;
  fullReductions: Map<number, marketing.FullReduction>;
  gifts: Map<number, marketing.GiftRule>;
  combinations: Map<number, marketing.Combination>;
  /** The quotes of lines bought at a quote (type 4), with the state of the order that used each. */
  quotes: Map<number, PricingQuote>;
  /** The 换购 offers of trade-up lines (type 6), whatever their activity's state. */
  tradeUps: Map<number, marketing.TradeUpOfferRow>;
  /** Name of an approved qualification document that has expired, if any. */
  expiredQualification: string | null;
  /** A paid 含特殊药品 order's receipt is not approved yet (only asked when such goods are in play). */
  specialReceiptOutstanding: boolean;
}

export interface LineKey {
  type: number;
  goodsId: number | null;
  refId: number;
}

const approvedQualifications = namedStatement<{ companyId: number }, { kind: string; expiresOn: string }>(
  'approved_qualifications',
  () => sql`select kind, expires_on as "expiresOn" from qualifications
    where company_id = ${sql.placeholder('companyId')} and status = 'approved'`,
);

const expiredOf = (rows: { kind: string; expiresOn: string }[], now: Date) =>
  rows.find((row) => qualificationStatus(row.expiresOn, now) === 'expired')?.kind ?? null;

async function findExpiredQualification(db: Database, companyId: number, now: Date) {
  return expiredOf(await approvedQualifications(db, { companyId }), now);
}

/** Goods and licences already read with the cart (findCartForAdd): used when they cover every goods. */
export interface PreloadedGoods {
  goods: CartGoods;
  goodsIds: readonly number[];
  licences: { kind: string; expiresOn: string }[];
}

export async function loadPricingContext(
  db: Database,
  viewer: Viewer,
  lines: readonly LineKey[],
  now: Date,
  preloaded?: PreloadedGoods,
): Promise<PricingContext> {
  const flashIds = [...new Set(lines.filter((l) => l.type === 1).map((l) => l.refId))];
  const comboIds = [...new Set(lines.filter((l) => l.type === 3).map((l) => l.refId))];
  // Flash-sale and combination lines are rare: a cart without them skips this round trip.
  const [flash, flashBought, combos] =
    flashIds.length + comboIds.length === 0
      ? [new Map<number, marketing.FlashOffer>(), new Map<number, number>(), []]
      : await parallel(db, [
          () => marketing.findFlashOffers(db, flashIds),
          () => marketing.findFlashBought(db, viewer.memberId, flashIds),
          () => marketing.findCombinations(db, comboIds, now),
        ] as const);
  const goodsIds = new Set<number>();
  for (const line of lines) if (line.goodsId !== null) goodsIds.add(line.goodsId);
  for (const combo of combos) for (const item of combo.items) goodsIds.add(item.goodsId);
  const ids = [...goodsIds];
  const have = new Set(preloaded?.goodsIds);
  const [found, expiredQualification] =
    preloaded && ids.every((id) => have.has(id))
      ? [preloaded.goods, expiredOf(preloaded.licences, now)]
      : await parallel(db, [
          () => findCartGoods(db, ids, now),
          () => findExpiredQualification(db, viewer.companyId, now),
        ] as const);
  const extras = found.extras;
  extras.storewide = found.storewide;
  const goods = new Map<number, CartGoodsRow>();
  for (const row of found.rows) if (canSeeControlled(row, viewer)) goods.set(row.id, row);
  const special = viewer.isSpecial && found.rows.some((row) => row.type === SPECIAL_MEDICINE_TYPE);
  const specialReceiptOutstanding = special && (await hasOutstandingSpecialReceipt(db, viewer.memberId));
  const quoteIds = [...new Set(lines.filter((l) => l.type === QUOTE_LINE_TYPE).map((l) => l.refId))];
  const quotes = await findPricingQuotes(db, quoteIds);
  const tradeUpIds = [...new Set(lines.filter((l) => l.type === TRADE_UP_LINE_TYPE).map((l) => l.refId))];
  const tradeUps = await marketing.findTradeUpOffers(db, tradeUpIds);
  return {
    viewer,
    now,
    goods,
    extras,
    flash,
    flashBought,
    fullReductions: found.fullReductions,
    gifts: found.gifts,
    combinations: new Map(combos.map((c) => [c.id, c])),
    quotes: new Map(quotes.map((q) => [q.quote.id, q])),
    tradeUps: new Map(tradeUps.map((t) => [t.id, t])),
    expiredQualification,
    specialReceiptOutstanding,
  };
}
