export { priceCart } from './cart-pricing';
export type { PricedCart, PricedLine } from './cart-pricing';
export { toCartItem } from './cart-view';
export { countCartLines, findCartLines, rememberShownPrices } from './cart.repository';
export { addToCart } from './cart.service';
export type { AddLine } from './cart.service';
export { buyerRefusal } from './line-rules';
export { loadPricingContext } from './pricing-context';
export type { PricingContext } from './pricing-context';
