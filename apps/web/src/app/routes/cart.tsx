/** 购物车 → 核对订单 → 支付 → 支付完成 (the cart steps 1–4 of spec §2). */
import type { RouteObject } from 'react-router';
import { cartFlags, lazyPage, page } from './route-kit';

const cartPage = lazyPage(() => import('../../features/cart/pages/cart-page'), 'CartPage');
const checkout = lazyPage(() => import('../../features/orders/pages/checkout-page'), 'CheckoutPage');
const payOrder = lazyPage(() => import('../../features/wallet/pages/pay-order-page'), 'PayOrderPage');
const payDone = lazyPage(() => import('../../features/wallet/pages/pay-done-page'), 'PayDonePage');

export const cart: RouteObject[] = [
  page('/cart', '购物车', cartFlags(1), cartPage),
  page('/cart/step2', '核对订单信息', cartFlags(2), checkout),
  page('/cart/step3/:id', '支付订单', cartFlags(3), payOrder),
  page('/cart/step4', '支付完成', cartFlags(4), payDone),
  page('/cart/hm', '支付订单', cartFlags(3), payOrder),
];
