import type { Goods } from '../../catalog/api/types';

export interface CartTotal {
  total: number;
}

/** A cart line as far as the side-bar drawer needs it (spec §3 cart item). */
export interface CartLine {
  id: number;
  /** 1 flash sale, 3 combination. */
  type: number;
  goods_type?: number;
  number: number;
  /** Unit price, yuan string. */
  price: string;
  is_selected: 0 | 1;
  with_coupon?: 0 | 1;
  goods?: Partial<Goods> & { id: number; name: string };
  combination?: { id: number; name: string; image?: string };
}

/** GET /api/cart/list; the drawer reads only the lines. */
export interface CartListData {
  data: CartLine[];
  shipping_data?: { shipping_amount: string; no_trans_order_amount: string };
  activity_data?: unknown;
  filter_data?: unknown;
}
