import { endpoint } from '../endpoint';
import { operatorIdParams } from '../operator/fields';
import { operatorCancelBody, receiptCheckBody, shipBody } from '../operator/orders';
import {
  afterSaleApplyBody,
  afterSaleCreatedAnswer,
  afterSaleDetailAnswer,
  afterSaleIdParams,
  afterSaleListAnswer,
  afterSaleListQuery,
  afterSaleRefundAnswer,
  returnParcelAnswer,
  returnParcelBody,
} from './after-sales';
import {
  approvalDecisionAnswer,
  approvalIdParams,
  approvalListAnswer,
  approvalRejectBody,
} from './approvals';
import { checkoutPreviewAnswer, checkoutPreviewBody, orderCreateAnswer, orderCreateBody } from './checkout';
import {
  orderDetailAnswer,
  orderIdParams,
  orderListAnswer,
  orderListQuery,
  orderLogisticsAnswer,
  orderStepAnswer,
  receiptListAnswer,
  receiptListQuery,
  receiptStepAnswer,
  receiptUploadBody,
} from './orders';
import { boughtLinesAnswer, fastBuyAnswer, fastBuyQuery, purchaseHistoryQuery } from './quick-purchase';

/**
 * The orders endpoints the front ends call (`call(descriptor, input)` of @yaocai/web-kit/http). A
 * descriptor is named after its path in camelCase, with Create/Update/Detail/Delete where several
 * routes share a path; test/endpoint-descriptors.test.ts in the API checks each against its route.
 */
export const afterSaleCreate = endpoint({
  method: 'POST',
  path: '/api/after_sale',
  body: afterSaleApplyBody,
  answer: afterSaleCreatedAnswer,
});
export const afterSaleDetail = endpoint({
  method: 'GET',
  path: '/api/after_sale/:id',
  params: afterSaleIdParams,
  answer: afterSaleDetailAnswer,
});
export const afterSaleReturnParcel = endpoint({
  method: 'POST',
  path: '/api/after_sale/:id/return_parcel',
  params: afterSaleIdParams,
  body: returnParcelBody,
  answer: returnParcelAnswer,
});
export const afterSaleList = endpoint({
  method: 'GET',
  path: '/api/after_sale/list',
  query: afterSaleListQuery,
  answer: afterSaleListAnswer,
});
export const cartCheckout = endpoint({
  method: 'POST',
  path: '/api/cart/checkout',
  body: checkoutPreviewBody,
  answer: checkoutPreviewAnswer,
});
export const operatorAfterSaleRefund = endpoint({
  method: 'POST',
  path: '/api/operator/after_sale/:id/refund',
  params: operatorIdParams,
  answer: afterSaleRefundAnswer,
});
export const operatorOrderShip = endpoint({
  method: 'POST',
  path: '/api/operator/order/:id/ship',
  params: operatorIdParams,
  body: shipBody,
  answer: orderStepAnswer,
});
export const operatorParcelSubscribe = endpoint({
  method: 'POST',
  path: '/api/operator/parcels/:id/subscribe',
  params: operatorIdParams,
  answer: orderStepAnswer,
});
export const operatorOrdersCancel = endpoint({
  method: 'POST',
  path: '/api/operator/orders/:id/cancel',
  params: operatorIdParams,
  body: operatorCancelBody,
  answer: orderStepAnswer,
});
export const operatorReceiptCheck = endpoint({
  method: 'POST',
  path: '/api/operator/receipt/:id/check',
  params: operatorIdParams,
  body: receiptCheckBody,
  answer: receiptStepAnswer,
});
export const orderDetail = endpoint({
  method: 'GET',
  path: '/api/order/:id',
  params: orderIdParams,
  answer: orderDetailAnswer,
});
export const orderApprove = endpoint({
  method: 'POST',
  path: '/api/order/:id/approve',
  params: approvalIdParams,
  answer: approvalDecisionAnswer,
});
export const orderCancel = endpoint({
  method: 'POST',
  path: '/api/order/:id/cancel',
  params: orderIdParams,
  answer: orderStepAnswer,
});
export const orderConfirm = endpoint({
  method: 'POST',
  path: '/api/order/:id/confirm',
  params: orderIdParams,
  answer: orderStepAnswer,
});
export const orderLogistics = endpoint({
  method: 'GET',
  path: '/api/order/:id/logistics',
  params: orderIdParams,
  answer: orderLogisticsAnswer,
});
export const orderReceipt = endpoint({
  method: 'POST',
  path: '/api/order/:id/receipt',
  params: orderIdParams,
  body: receiptUploadBody,
  answer: receiptStepAnswer,
});
export const orderReject = endpoint({
  method: 'POST',
  path: '/api/order/:id/reject',
  params: approvalIdParams,
  body: approvalRejectBody,
  answer: approvalDecisionAnswer,
});
export const orderApprovals = endpoint({
  method: 'GET',
  path: '/api/order/approvals',
  answer: approvalListAnswer,
});
export const orderCreate = endpoint({
  method: 'POST',
  path: '/api/order/create',
  body: orderCreateBody,
  answer: orderCreateAnswer,
});
export const orderList = endpoint({
  method: 'GET',
  path: '/api/order/list',
  query: orderListQuery,
  answer: orderListAnswer,
});
export const orderReceipts = endpoint({
  method: 'GET',
  path: '/api/order/receipts',
  query: receiptListQuery,
  answer: receiptListAnswer,
});
export const userBuy = endpoint({
  method: 'GET',
  path: '/api/user/buy',
  query: purchaseHistoryQuery,
  answer: boughtLinesAnswer,
});
export const userFastBuy = endpoint({
  method: 'GET',
  path: '/api/user/fast_buy',
  query: fastBuyQuery,
  answer: fastBuyAnswer,
});
