import type { AddToCartLineInput } from '@yaocai/contract';

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

/** One goods line of POST /api/cart (spec §3 "Cart line"); `price` is the price the page showed. */
export type AddLineInput = AddToCartLineInput;
