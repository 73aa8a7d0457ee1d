import { endpoint } from '../endpoint';
import { orderIdParams } from '../orders/orders';
import { buyAgainBody } from '../orders/quick-purchase';
import {
  addToCartAnswer,
  cartChangeAnswer,
  cartCopyAnswer,
  cartListQuery,
  cartStoreAnswer,
  cartTotalAnswer,
  editCartLineAnswer,
  nextHintAnswer,
} from './cart';
import {
  addToCartBody,
  cartCopyBody,
  cartLineIdParams,
  deleteCartLinesBody,
  editCartLineBody,
  nextHintQuery,
  quickAddParams,
  selectCartLinesBody,
} from './cart-requests';
import { planImportAnswer } from './plan-import';

/**
 * The cart endpoints the front ends call (`call(descriptor, input)` of @yaocai/web-kit/http). A
 * descriptor is named after its path in camelCase, with Create/Update/Detail/Delete where several
 * routes share a path; test/endpoint-descriptors.test.ts in the API checks each against its route.
 */
export const cartAdd = endpoint({
  method: 'POST',
  path: '/api/cart',
  body: addToCartBody,
  answer: addToCartAnswer,
});
export const cartEdit = endpoint({
  method: 'POST',
  path: '/api/cart/:id/edit',
  params: cartLineIdParams,
  body: editCartLineBody,
  answer: editCartLineAnswer,
});
export const cartBatchDelete = endpoint({
  method: 'POST',
  path: '/api/cart/batch_delete',
  body: deleteCartLinesBody,
  answer: cartChangeAnswer,
});
export const cartBatchSelect = endpoint({
  method: 'POST',
  path: '/api/cart/batch_select',
  body: selectCartLinesBody,
  answer: cartChangeAnswer,
});
export const cartCopy = endpoint({
  method: 'POST',
  path: '/api/cart/copy',
  body: cartCopyBody,
  answer: cartCopyAnswer,
});
export const cartImport = endpoint({
  method: 'POST',
  path: '/api/cart/import',
  answer: planImportAnswer,
  multipart: true,
});
export const cartList = endpoint({
  method: 'GET',
  path: '/api/cart/list',
  query: cartListQuery,
  answer: cartStoreAnswer,
});
export const cartNextHint = endpoint({
  method: 'POST',
  path: '/api/cart/next_hint',
  query: nextHintQuery,
  answer: nextHintAnswer,
});
export const cartQuickAdd = endpoint({
  method: 'POST',
  path: '/api/cart/quick_add/:id',
  params: quickAddParams,
  answer: addToCartAnswer,
});
export const cartTotal = endpoint({ method: 'GET', path: '/api/cart/total', answer: cartTotalAnswer });
export const orderRebuy = endpoint({
  method: 'POST',
  path: '/api/order/:id/rebuy',
  params: orderIdParams,
  answer: addToCartAnswer,
});
export const userBuyAdd = endpoint({
  method: 'POST',
  path: '/api/user/buy',
  body: buyAgainBody,
  answer: addToCartAnswer,
});
