import type { PromotionWindow, StorewideRule } from '@yaocai/domain';
import { and, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { goods, manufacturers } from '../../db/schema';

export type GoodsRow = typeof goods.$inferSelect & { manufacturer: string };

/**
 * What a goods card (toGoodsView) reads of a goods row, and no more: a list page parses 20 rows, and
 * each column left out (the long texts, the 追溯码 and cold-chain settings, the 控销 arrays a list
 * filters on in SQL) is parsing saved.
 */
const CARD_COLUMNS = [
  'id',
  'kind',
  'name',
  'tradeName',
  'categoryId',
  'brandId',
  'manufacturerId',
  'spec',
  'unit',
  'dosageForm',
  'approvalNumber',
  'scopeClass',
  'middlePack',
  'quoteThreshold',
  'piecePack',
  'canSplit',
  'basePrice',
  'retailPrice',
  'ladderPriceType',
  'type',
  'isYoux',
  'isControlled',
  'isFreeShipping',
  'freeShippingNumber',
  'origin',
  'deviceClass',
  'sales',
  'createdAt',
] as const satisfies readonly (keyof typeof goods.$inferSelect)[];

export type GoodsCardRow = Pick<GoodsRow, (typeof CARD_COLUMNS)[number] | 'manufacturer'>;

/** The goods columns of a GoodsCardRow, for a select. */
export const goodsCardColumns = Object.fromEntries(
  Object.entries(getTableColumns(goods)).filter(([key]) => (CARD_COLUMNS as readonly string[]).includes(key)),
) as Pick<ReturnType<typeof getTableColumns<typeof goods>>, (typeof CARD_COLUMNS)[number]>;

export interface GoodsExtras {
  ladders: Map<number, { number: number; price: number }[]>;
  /** Promotions not yet ended when read; the tags shown follow from them at the moment of showing. */
  promotions: Map<number, PromotionWindow[]>;
  images: Map<number, string[]>;
  /** The batch on sale: the first-expiring batch with stock, and the stock over all batches. */
  stock: Map<number, { total: number; batchNo: string; expiresOn: string; reportUrl: string } | undefined>;
  /** 全场折扣 rules not yet ended when read (the same for every goods); none when left out. */
  storewide?: StorewideRule[];
}

export async function findGoodsRows(db: Database, ids: number[]): Promise<GoodsRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ g: goods, manufacturer: manufacturers.name })
    .from(goods)
    .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .where(and(inArray(goods.id, ids), eq(goods.onSale, true)));
  const byId = new Map(rows.map((r) => [r.g.id, { ...r.g, manufacturer: r.manufacturer }]));
  return ids.map((id) => byId.get(id)).filter((r): r is GoodsRow => r !== undefined);
}

export { findGoodsExtras } from './goods-extras.repository';
