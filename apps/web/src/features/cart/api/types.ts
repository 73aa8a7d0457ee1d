import type { Goods } from '../../catalog/api/types';

export interface CartTotal {
  total: number;
}

/** Next ladder tier of a line: units still needed and that tier's unit price (yuan). */
export interface LadderHint {
  need: number;
  price: string;
}

/**
 * What a cart line carries of its goods: what the cart page, the drawer and checkout show (the line
 * itself holds its price, tags, stock verdict and 全场折扣), not the whole catalogue card.
 */
export interface CartGoods extends Pick<
  Goods,
  'id' | 'name' | 'sccj' | 'ypgg' | 'bzdw' | 'base_price' | 'number' | 'goods_image'
> {
  expires_on: string | null;
  middle_pack: number;
  can_split: 0 | 1;
  ladder_hint: LadderHint | null;
}

export interface CombinationItem {
  goods_id: number;
  name: string;
  ypgg: string;
  sccj: string;
  bzdw: string;
  number: number;
  price: string;
  goods_image: string;
}

export interface CartCombination {
  id: number;
  name: string;
  image: string;
  /** Price of one package, yuan. */
  price: string;
  items: CombinationItem[];
}

/** 买N赠M on a line: `total` gift units earned at the current quantity. */
export interface GiftData {
  total: number;
  type: number;
  goods_id: number;
  name: string;
  unit: string;
  buy_number: number;
  gift_number: number;
}

export interface FlashActivity {
  id: number;
  kind: string;
  price: string;
  limit: number;
  bought: number;
  ends_at: string;
}

/** A cart item of spec §3 as GET /api/cart/list answers it. */
export interface CartLine {
  id: number;
  /** 0 normal, 1 flash sale, 3 combination. */
  type: number;
  goods_id: number;
  ck_id: number;
  goods_type: number;
  number: number;
  /** Unit price now, yuan. */
  price: string;
  amount: string;
  is_selected: 0 | 1;
  with_coupon: 0 | 1;
  goods_manjian_amount: string;
  manjian_id: number;
  gift_data: GiftData | null;
  goods: CartGoods | null;
  combination: CartCombination | null;
  activity: FlashActivity | null;
  /** The 全场折扣 that set the unit price ("94折"); the goods' base_price is the price before it. */
  storewide?: { id: number; name: string; label: string } | null;
  /** The unit price moved since the buyer last saw the line. */
  price_changed: { from: string; to: string } | null;
  is_free_shipping: 0 | 1;
  is_buy: 0 | 1;
  /** Why the line cannot be bought now (stock, scope, qualification…). */
  buy_tip: string | null;
}

export interface ManjianTier {
  amount: string;
  reduction: string;
  /** 1: reached by the selected eligible total. */
  status: 0 | 1;
}

export interface ManjianActivity {
  id: number;
  name: string;
  eligible_amount: string;
  reduction: string;
  next: { need: string; reduction: string } | null;
  tiers: ManjianTier[];
}

export interface CartFilter {
  id: number;
  name: string;
  count: number;
}

export interface CartTotals {
  goods_amount: string;
  manjian_amount: string;
  shipping_amount: string;
  payable_amount: string;
  selected_count: number;
  selected_number: number;
  total_count: number;
}

/** The cart store of spec §3 (GET /api/cart/list). */
export interface CartStore {
  data: CartLine[];
  shipping_data: { shipping_amount: string; no_trans_order_amount: string; free_threshold: string };
  activity_data: {
    manjians: (ManjianTier & { id: number; name: string })[];
    activities: ManjianActivity[];
  };
  filter_data: CartFilter[];
  totals: CartTotals;
  /** A refusal of the buyer as a whole (qualification expired, not approved). */
  refusal: string | null;
}

/** One goods line of POST /api/cart (spec §3 "Cart line"). */
export interface AddLineInput {
  goods_id: number;
  /** The price the page showed (a display hint; the server recomputes). */
  price?: string;
  number: number;
  ck_id?: number;
  type?: number;
}

export interface AddResult {
  lines: {
    id: number;
    goods_id: number;
    type: number;
    number: number;
    price: string;
    price_changed: { from: string; to: string } | null;
  }[];
  skipped: { goods_id: number; reason: string }[];
  total: number;
}

export interface EditResult {
  id: number;
  number: number;
  price: string;
  amount: string;
  ladder_hint: LadderHint | null;
}
