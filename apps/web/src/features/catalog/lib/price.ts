/** The price a goods is shown at (docs/promotions.md: the 全场折扣 sets the unit price of goods taking part). */
import type { Goods } from '../api/types';

type Priced = Pick<Goods, 'base_price'> & Partial<Pick<Goods, 'discount_price'>>;

/** One unit without a ladder tier: the 全场折扣 price when the goods takes part, else the base price; null when hidden. */
export function sellingPrice(goods: Priced): string | null {
  if (goods.base_price === null) return null;
  return goods.discount_price ?? goods.base_price;
}

/** The base price to strike through next to a 全场折扣 price, else null. */
export function referencePrice(goods: Priced): string | null {
  return goods.base_price !== null && goods.discount_price ? goods.base_price : null;
}
