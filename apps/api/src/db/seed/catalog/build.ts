import { LADDER_DISPLAY } from '@yaocai/domain';
import type { goods } from '../../schema';
import type { GoodsKind } from '../data/content';
import { addDays, dayNumber, isoDay } from '../dates';
import { searchKeys } from '../pinyin';
import type { Random } from '../random';
import { planBatches, type BatchPlan, type ExpiryProfile } from './batches';
import { goodsBarcode } from './codes';
import { controlledLinesFor, isNewGoodsFor, ladderFor, packsFor, pricesFor, salesFor } from './commerce';
import { deviceDrafts } from './device-drafts';
import { drugDrafts, isHeroDraft } from './drug-drafts';
import { herbalDrafts } from './herbal-drafts';
import type { Draft, MakerRef } from './types';

export type GoodsInsert = typeof goods.$inferInsert & { id: number };

export interface CatalogContext {
  makers: MakerRef[];
  makerByShort: Map<string, MakerRef>;
  categoryId(kind: GoodsKind, leaf: string): number;
}

/** What later steps (activities, floors, tests) need to know of each goods without re-reading it. */
export interface GoodsFact {
  id: number;
  kind: GoodsKind;
  name: string;
  basePrice: number;
  sales: number;
  stock: number;
  nearExpiry: boolean;
  brandId: number | null;
  special: boolean;
  controlled: boolean;
  primary: boolean;
}

export interface CatalogPlan {
  goods: GoodsInsert[];
  batches: BatchPlan[];
  ladders: { goodsId: number; number: number; price: number }[];
  images: { goodsId: number; url: string; sort: number }[];
  facts: GoodsFact[];
}

/** The best-known goods outsells every other 感冒灵 (and everything else). */
export const HERO_SALES = 128_650;

export function kindCounts(total: number): Record<GoodsKind, number> {
  const drug = Math.round(total * 0.6);
  const herbal = Math.round(total * 0.25);
  return { drug, herbal, device: Math.max(0, total - drug - herbal) };
}

function expiryProfile(draft: Draft, random: Random): ExpiryProfile {
  if (isHeroDraft(draft)) return 'normal';
  const r = random.next();
  return r < 0.01 ? 'short' : r < 0.08 ? 'near' : 'normal';
}

export function planCatalog(input: {
  count: number;
  random: Random;
  context: CatalogContext;
  now: Date;
  firstGoodsId: number;
  firstBatchId: number;
}): CatalogPlan {
  const { random, context, now } = input;
  const counts = kindCounts(input.count);
  const drugs = drugDrafts(counts.drug, random.fork('drugs'), context.makerByShort, context.makers);
  const herbs = herbalDrafts(counts.herbal, random.fork('herbal'), context.makers);
  const devices = deviceDrafts(counts.device, random.fork('devices'), context.makerByShort);
  const [lead, ...others] = drugs;
  const drafts = lead
    ? [lead, ...random.shuffle([...others, ...herbs, ...devices])]
    : random.shuffle([...herbs, ...devices]);

  const today = dayNumber(isoDay(now));
  const plan: CatalogPlan = { goods: [], batches: [], ladders: [], images: [], facts: [] };
  let batchId = input.firstBatchId;
  const barcodes = new Set<string>();
  drafts.forEach((draft, index) => {
    const id = input.firstGoodsId + index;
    const hero = isHeroDraft(draft);
    const { basePrice, retailPrice } = pricesFor(draft, random);
    const packs = packsFor(draft, random);
    const isYoux = random.chance(0.1) ? 1 : 0;
    const controlled = !hero && draft.type === 0 && random.chance(0.05);
    const lines = controlled ? controlledLinesFor(random) : { controlledRegions: [], controlledGroups: [] };
    const freeShipping = random.chance(0.08);
    const freeShippingNumber = freeShipping
      ? packs.middlePack > 1
        ? packs.middlePack * random.pick([5, 10, 20])
        : random.pick([10, 20, 30, 50])
      : 0;
    const isNew = isNewGoodsFor(random);
    const profile = expiryProfile(draft, random);
    const batches = planBatches({
      goodsId: id,
      firstId: batchId,
      draft,
      basePrice,
      today,
      profile,
      soldOut: !hero && random.chance(0.04),
      random,
    });
    batchId += batches.length;
    const sales = hero ? HERO_SALES : salesFor(draft, random);
    const name = searchKeys(draft.name);

    plan.goods.push({
      id,
      kind: draft.kind,
      name: draft.name,
      tradeName: draft.tradeName,
      namePinyin: name.pinyin,
      nameInitials: name.initials,
      categoryId: context.categoryId(draft.kind, draft.category),
      brandId: draft.maker.brandId,
      manufacturerId: draft.maker.id,
      spec: draft.spec,
      unit: draft.unit,
      dosageForm: draft.dosageForm,
      approvalNumber: draft.approvalNumber,
      // 中药饮片 are weighed out of sacks and carry no 69 码.
      barcode:
        draft.kind === 'herbal'
          ? ''
          : goodsBarcode(draft.maker.name, `${draft.name}|${draft.spec}|${draft.tradeName}`, barcodes),
      scopeClass: draft.scopeClass,
      middlePack: packs.middlePack,
      piecePack: packs.piecePack,
      canSplit: packs.canSplit,
      basePrice,
      retailPrice,
      type: draft.type,
      isYoux,
      isControlled: controlled,
      controlledRegions: lines.controlledRegions,
      controlledGroups: lines.controlledGroups,
      isFreeShipping: freeShipping ? 1 : 0,
      freeShippingNumber,
      withCoupon: random.chance(0.04) ? 0 : 1,
      origin: draft.origin,
      deviceClass: draft.deviceClass,
      instructions: draft.instructions,
      // 药品标识码: every drug has one, unique per goods (7 digits, 8 then the goods number).
      tracePrefix: draft.kind === 'drug' ? `8${String(id % 1_000_000).padStart(6, '0')}` : '',
      // Every fourth goods reads its ladder as discounts (no draw, so the rest of the seed stays put).
      ladderPriceType: id % 4 === 0 ? LADDER_DISPLAY.DISCOUNT : LADDER_DISPLAY.UNIT_PRICE,
      sales,
      createdAt: addDays(now, -(isNew ? random.int(0, 20) : random.int(21, 720))),
    });
    plan.batches.push(...batches);
    if (random.chance(0.4)) {
      for (const tier of ladderFor(basePrice, packs.middlePack, random))
        plan.ladders.push({ goodsId: id, ...tier });
    }
    plan.images.push(
      { goodsId: id, url: `/img/goods/${id}.svg`, sort: 0 },
      { goodsId: id, url: `/img/goods/${id}.svg?v=2`, sort: 1 },
    );
    plan.facts.push({
      id,
      kind: draft.kind,
      name: draft.name,
      basePrice,
      sales,
      stock: batches.reduce((sum, b) => sum + b.stock, 0),
      nearExpiry: profile !== 'normal',
      brandId: draft.maker.brandId,
      special: draft.type === 1,
      controlled,
      primary: draft.primary,
    });
  });
  return plan;
}
