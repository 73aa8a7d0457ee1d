import { CART_LIST_DEFAULT_FILTER } from '@yaocai/domain';
import { z } from 'zod';
import { cartTradeUp } from './trade-up';

/**
 * 购物车 (spec §3): what GET /api/cart/list, GET /api/cart/total and the add and edit calls answer.
 * Money is yuan text with two decimals ("12.50"); flags are 0/1 as the spec's pages read them.
 */

const flag = z.union([z.literal(0), z.literal(1)]);
const yuan = z.string();

/** GET /api/cart/list: `filter` 99999 everything (default), 1 selected … 6 unavailable. */
export const cartListQuery = z.object({
  filter: z.coerce
    .number({ error: '筛选条件不正确' })
    .int('筛选条件不正确')
    .default(CART_LIST_DEFAULT_FILTER),
});

/** Next ladder tier of a line: units still needed and that tier's unit price. */
export const ladderHint = z.object({ need: z.number().int(), price: yuan });
export type LadderHint = z.infer<typeof ladderHint>;

/** What a cart line shows of its goods (not the whole catalogue card). */
export const cartGoods = z.object({
  id: z.number().int(),
  name: z.string(),
  ypgg: z.string(),
  sccj: z.string(),
  bzdw: z.string(),
  /** Price before any 全场折扣 or ladder; null when the viewer may not see prices. */
  base_price: yuan.nullable(),
  /** Sellable stock. */
  number: z.number().int(),
  goods_image: z.array(z.string()),
  expires_on: z.string().nullable(),
  middle_pack: z.number().int(),
  can_split: flag,
  ladder_hint: ladderHint.nullable(),
});
export type CartGoods = z.infer<typeof cartGoods>;

export const combinationItem = z.object({
  goods_id: z.number().int(),
  name: z.string(),
  ypgg: z.string(),
  sccj: z.string(),
  bzdw: z.string(),
  number: z.number().int(),
  price: yuan,
  goods_image: z.string(),
});
export type CombinationItem = z.infer<typeof combinationItem>;

export const cartCombination = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  /** Price of one package. */
  price: yuan,
  items: z.array(combinationItem),
});
export type CartCombination = z.infer<typeof cartCombination>;

/** 买N赠M on a line: `total` gift units earned at the current quantity. */
export const giftData = z.object({
  total: z.number().int(),
  type: z.number().int(),
  goods_id: z.number().int(),
  name: z.string(),
  unit: z.string(),
  buy_number: z.number().int(),
  gift_number: z.number().int(),
});
export type GiftData = z.infer<typeof giftData>;

export const flashActivity = z.object({
  id: z.number().int(),
  kind: z.string(),
  price: yuan,
  limit: z.number().int(),
  bought: z.number().int(),
  ends_at: z.string(),
});
export type FlashActivity = z.infer<typeof flashActivity>;

const priceChange = z.object({ from: yuan, to: yuan });

/** A cart item of spec §3. */
export const cartLine = z.object({
  id: z.number().int(),
  /** 0 normal, 1 flash sale, 3 combination. */
  type: z.number().int(),
  goods_id: z.number().int(),
  ck_id: z.number().int(),
  goods_type: z.number().int(),
  number: z.number().int(),
  /** Unit price now. */
  price: yuan,
  amount: yuan,
  is_selected: flag,
  with_coupon: flag,
  goods_manjian_amount: yuan,
  manjian_id: z.number().int(),
  gift_data: giftData.nullable(),
  goods: cartGoods.nullable(),
  combination: cartCombination.nullable(),
  activity: flashActivity.nullable(),
  /** The 全场折扣 that set the unit price ("94折"); the goods' base_price is the price before it. */
  storewide: z.object({ id: z.number().int(), name: z.string(), label: z.string() }).nullable(),
  /** The unit price moved since the buyer last saw the line. */
  price_changed: priceChange.nullable(),
  is_free_shipping: flag,
  is_buy: flag,
  /** Why the line cannot be bought now (stock, scope, qualification…). */
  buy_tip: z.string().nullable(),
});
export type CartLine = z.infer<typeof cartLine>;

export const manjianTier = z.object({
  amount: yuan,
  reduction: yuan,
  /** 1: reached by the selected eligible total. */
  status: flag,
});
export type ManjianTier = z.infer<typeof manjianTier>;

const manjianNext = z.object({ need: yuan, reduction: yuan }).nullable();

export const manjianActivity = z.object({
  id: z.number().int(),
  name: z.string(),
  eligible_amount: yuan,
  reduction: yuan,
  next: manjianNext,
  tiers: z.array(manjianTier),
});
export type ManjianActivity = z.infer<typeof manjianActivity>;

export const cartFilter = z.object({ id: z.number().int(), name: z.string(), count: z.number().int() });
export type CartFilter = z.infer<typeof cartFilter>;

export const cartTotals = z.object({
  goods_amount: yuan,
  manjian_amount: yuan,
  shipping_amount: yuan,
  payable_amount: yuan,
  selected_count: z.number().int(),
  selected_number: z.number().int(),
  total_count: z.number().int(),
});
export type CartTotals = z.infer<typeof cartTotals>;

/** GET /api/cart/list: the lines of the filter, shipping, 满减, the filters' counts and the totals. */
export const cartStoreAnswer = z.object({
  data: z.array(cartLine),
  shipping_data: z.object({ shipping_amount: yuan, no_trans_order_amount: yuan, free_threshold: yuan }),
  activity_data: z.object({
    manjians: z.array(manjianTier.extend({ id: z.number().int(), name: z.string() })),
    activities: z.array(manjianActivity),
  }),
  filter_data: z.array(cartFilter),
  totals: cartTotals,
  /** A refusal of the buyer as a whole (qualification expired, not approved). */
  refusal: z.string().nullable(),
  /** The running 换购 activities: reached or how much is missing, and their goods. */
  trade_ups: z.array(cartTradeUp),
});
export type CartStore = z.infer<typeof cartStoreAnswer>;

/** GET /api/cart/total: the number of lines (0 for a visitor). */
export const cartTotalAnswer = z.object({ total: z.number().int() });
export type CartTotal = z.infer<typeof cartTotalAnswer>;

/** POST /api/cart and /api/cart/quick_add/{id}: the lines written, those skipped, the line count. */
export const addToCartAnswer = z.object({
  lines: z.array(
    z.object({
      id: z.number().int(),
      goods_id: z.number().int(),
      type: z.number().int(),
      number: z.number().int(),
      price: yuan,
      price_changed: priceChange.nullable(),
    }),
  ),
  skipped: z.array(z.object({ goods_id: z.number().int(), reason: z.string() })),
  total: z.number().int(),
});
export type AddResult = z.infer<typeof addToCartAnswer>;

/** POST /api/cart/{id}/edit: the line at its new quantity. */
export const editCartLineAnswer = z.object({
  id: z.number().int(),
  number: z.number().int(),
  price: yuan,
  amount: yuan,
  ladder_hint: ladderHint.nullable(),
});
export type EditResult = z.infer<typeof editCartLineAnswer>;

/** POST /api/cart/batch_select and batch_delete: lines changed and lines left. */
export const cartChangeAnswer = z.object({ count: z.number().int(), total: z.number().int() });
export type CartChange = z.infer<typeof cartChangeAnswer>;

/** POST /api/cart/next_hint: what a quantity of a goods would cost and what the next step brings. */
export const nextHintAnswer = z.object({
  goods_id: z.number().int(),
  number: z.number().int(),
  price: yuan,
  amount: yuan,
  ladder_hint: ladderHint.nullable(),
  manjian: z
    .object({
      id: z.number().int(),
      name: z.string(),
      eligible_amount: yuan,
      reduction: yuan,
      next: z.object({ need: yuan, reduction: yuan }).nullable(),
    })
    .nullable(),
  /** 买N赠M earned at this quantity; type 1 the same goods, 2 another. */
  gift_data: z
    .object({ total: z.number().int(), type: z.union([z.literal(1), z.literal(2)]), name: z.string() })
    .nullable(),
  free_shipping: z.object({
    is_free_shipping: z.number().int(),
    free_shipping_number: z.number().int(),
    ships_free: z.number().int(),
  }),
  buy_tip: z.string().nullable(),
});
export type NextHintAnswer = z.infer<typeof nextHintAnswer>;

/** POST /api/cart/copy: a headquarters' cart copied to each of its stores, with the goods skipped. */
export const cartCopyAnswer = z.object({
  list: z.array(
    z.object({
      user_id: z.number().int(),
      username: z.string(),
      copied: z.number().int(),
      skipped: z.array(z.object({ goods_id: z.number().int(), reason: z.string() })),
    }),
  ),
});
export type CartCopyAnswer = z.infer<typeof cartCopyAnswer>;
