import { qualificationStatus } from '@yaocai/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { qualifications } from '../../db/schema';
import type { Viewer } from '../account/viewer';
import { canSeeControlled } from '../catalog/goods-access';
import { findStorewideRules } from '../catalog/storewide-rules';
import type { GoodsExtras, GoodsRow } from '../catalog/goods.repository';
import * as marketing from '../marketing/marketing.repository';
import { findCartGoodsExtras, findCartGoodsRows } from './cart-goods.repository';
import { parallel } from './db-parallel';

/** Everything the pricing rules need about a set of cart lines, loaded in a fixed handful of queries. */
export interface PricingContext {
  viewer: Viewer;
  now: Date;
  /** On-sale goods the viewer may see. */
  goods: Map<number, GoodsRow>;
  extras: GoodsExtras;
  flash: Map<number, marketing.FlashOffer>;
  flashBought: Map<number, number>;
  fullReductions: Map<number, marketing.FullReduction>;
  gifts: Map<number, marketing.GiftRule>;
  combinations: Map<number, marketing.Combination>;
  /** Name of an approved qualification document that has expired, if any. */
  expiredQualification: string | null;
}

export interface LineKey {
  type: number;
  goodsId: number | null;
  refId: number;
}

async function findExpiredQualification(db: Database, companyId: number, now: Date) {
  const rows = await db
    .select({ kind: qualifications.kind, expiresOn: qualifications.expiresOn })
    .from(qualifications)
    .where(and(eq(qualifications.companyId, companyId), eq(qualifications.status, 'approved')));
  return rows.find((row) => qualificationStatus(row.expiresOn, now) === 'expired')?.kind ?? null;
}

export async function loadPricingContext(
  db: Database,
  viewer: Viewer,
  lines: readonly LineKey[],
  now: Date,
): Promise<PricingContext> {
  const flashIds = [...new Set(lines.filter((l) => l.type === 1).map((l) => l.refId))];
  const comboIds = [...new Set(lines.filter((l) => l.type === 3).map((l) => l.refId))];
  const [flash, flashBought, combos, expiredQualification] = await parallel(db, [
    () => marketing.findFlashOffers(db, flashIds),
    () => marketing.findFlashBought(db, viewer.memberId, flashIds),
    () => marketing.findCombinations(db, comboIds, now),
    () => findExpiredQualification(db, viewer.companyId, now),
  ] as const);
  const goodsIds = new Set<number>();
  for (const line of lines) if (line.goodsId !== null) goodsIds.add(line.goodsId);
  for (const combo of combos) for (const item of combo.items) goodsIds.add(item.goodsId);
  const ids = [...goodsIds];
  const [rows, extras, fullReductions, gifts, storewide] = await parallel(db, [
    () => findCartGoodsRows(db, ids),
    () => findCartGoodsExtras(db, ids, now),
    () => marketing.findFullReductions(db, ids, now),
    () => marketing.findGiftRules(db, ids, now),
    () => (ids.length > 0 ? findStorewideRules(db, now) : Promise.resolve([])),
  ] as const);
  extras.storewide = storewide;
  const visible = rows.filter((row) => canSeeControlled(row, viewer));
  return {
    viewer,
    now,
    goods: new Map(visible.map((row) => [row.id, row])),
    extras,
    flash,
    flashBought,
    fullReductions,
    gifts,
    combinations: new Map(combos.map((c) => [c.id, c])),
    expiredQualification,
  };
}
