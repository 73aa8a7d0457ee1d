/** What the cart calls answer: the API's contract (packages/contract/src/cart/cart.ts). */
export type {
  AddResult,
  CartCombination,
  CartFilter,
  CartGoods,
  CartLine,
  CartStore,
  CartTotal,
  CartTotals,
  CombinationItem,
  EditResult,
  FlashActivity,
  GiftData,
  LadderHint,
  ManjianActivity,
  ManjianTier,
} from '@yaocai/contract';

/** One goods line of POST /api/cart (spec §3 "Cart line"). */
export interface AddLineInput {
  goods_id: number;
  /** The price the page showed (a display hint; the server recomputes). */
  price?: string;
  number: number;
  ck_id?: number;
  type?: number;
}
