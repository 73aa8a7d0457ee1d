import { z } from 'zod';

const yuan = z.string();

/** An offer of a running 换购 activity as the cart shows it. */
export const cartTradeUpGoods = z.object({
  /** The offer: add it as a line of type 6 with this `ck_id`. */
  id: z.number().int(),
  goods_id: z.number().int(),
  name: z.string(),
  spec: z.string(),
  unit: z.string(),
  image: z.string(),
  base_price: yuan,
  /** The special unit price. */
  price: yuan,
  limit_per_order: z.number().int(),
  /** Units of it already in the cart as a trade-up line. */
  in_cart: z.number().int(),
});

/**
 * A running 换购 activity against the cart's selected goods (trade-up lines not counted):
 * `hint` reads 「已满X元，可换购…」 once reached, else how much more is needed.
 */
export const cartTradeUp = z.object({
  id: z.number().int(),
  name: z.string(),
  threshold: yuan,
  /** What the selected goods count towards it. */
  spent: yuan,
  reached: z.union([z.literal(0), z.literal(1)]),
  missing: yuan,
  hint: z.string(),
  goods: z.array(cartTradeUpGoods),
});
export type CartTradeUp = z.infer<typeof cartTradeUp>;
