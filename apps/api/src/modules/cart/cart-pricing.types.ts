import type { FullReductionResult, NextTierHint, ShippingResult, StorewideRule } from '@yaocai/domain';
import type { GoodsRow } from '../catalog/index';
import type { Combination, FullReduction } from '../marketing/index';
import type { Refusal } from '../../shared/refusal-errors';

/** The shapes the cart pricing works on and produces (pure data, no I/O). */

/** Columns of goods the cart does not read (long texts). */
export const CART_SKIPS_COLUMNS = ['instructions', 'namePinyin', 'nameInitials', 'sort'] as const;

/** A goods as the cart reads it: the catalogue's row without the long texts nobody prices or shows. */
export type CartGoodsRow = Omit<GoodsRow, (typeof CART_SKIPS_COLUMNS)[number]>;

export interface CartLineLike {
  id: number;
  type: number;
  goodsId: number | null;
  refId: number;
  number: number;
  isSelected: number;
  shownPrice: number | null;
}

/** What one line puts in the order: one part for a goods line, one per goods for a combination. */
export interface PricedPart {
  goodsId: number;
  quantity: number;
  unitPrice: number;
  amount: number;
}

export interface GiftInfo {
  goodsId: number;
  name: string;
  unit: string;
  total: number;
  /** 1 the same goods, 2 another goods. */
  type: 1 | 2;
  buyNumber: number;
  giftNumber: number;
}

export interface PricedLine {
  line: CartLineLike;
  goods: CartGoodsRow | null;
  combination: Combination | null;
  unitPrice: number;
  amount: number;
  ladderHint: NextTierHint | null;
  refusal: Refusal | null;
  selected: boolean;
  withCoupon: boolean;
  fullReduction: FullReduction | null;
  manjianShare: number;
  /** The 全场折扣 that set the unit price, if one did. */
  storewide: StorewideRule | null;
  gift: GiftInfo | null;
  shipsFree: boolean;
  parts: PricedPart[];
  priceChanged: { from: number; to: number } | null;
}

export interface ActivityState {
  activity: FullReduction;
  eligible: number;
  result: FullReductionResult;
}

export interface PricedCart {
  lines: PricedLine[];
  goodsAmount: number;
  manjianAmount: number;
  shipping: ShippingResult;
  payable: number;
  activities: ActivityState[];
}
