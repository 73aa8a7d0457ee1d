import { endpoint } from '../endpoint';
import { shipBody } from './orders';
import { cashbackRuleInput } from '../marketing/cashback';
import { couponTemplateInput } from '../marketing/coupon-centre';
import { drawAdminInput } from '../marketing/draw-admin';
import { pointsGoodsInput } from '../marketing/points';
import { supplierDocumentBody, supplierDocumentParams } from '../purchasing/documents';
import {
  afterSaleRefuseBody,
  afterSaleStepAnswer,
  operatorAfterSalesAnswer,
  operatorAfterSalesQuery,
} from './after-sales';
import { auditAnswer, auditQuery } from './audit';
import { dashboardAnswer } from './dashboard';
import { operatorIdParams, savedAnswer } from './fields';
import {
  batchInput,
  goodsCategoriesAnswer,
  goodsInput,
  operatorGoodsAnswer,
  operatorGoodsDetailAnswer,
  operatorGoodsQuery,
} from './goods';
import { goodsImagesAnswer, goodsImagesBody, goodsImportAnswer } from './goods-files';
import {
  accountManagersAnswer,
  memberUpdateBody,
  operatorMembersAnswer,
  operatorMembersQuery,
} from './members';
import {
  operatorOrderDetailAnswer,
  operatorOrdersAnswer,
  operatorOrdersQuery,
  salesRecordsAnswer,
  salesRecordsQuery,
} from './orders';
import {
  reviewApproveBody,
  reviewDecisionAnswer,
  reviewDetailAnswer,
  reviewRejectBody,
  reviewsAnswer,
  reviewsQuery,
} from './reviews';
import { operatorMeAnswer } from './staff';
import { roleInput, staffAnswer, staffCreateBody, staffUpdateBody } from './staff-admin';

/**
 * The console staff, members, goods, orders, after-sales, reviews, audit and documents endpoints the front ends call
 * (`call(descriptor, input)` of @yaocai/web-kit/http). A descriptor is named after its path in
 * camelCase, with Create/Update/Detail/Delete where several routes share a path;
 * test/endpoint-descriptors.test.ts in the API checks each against its route.
 */
export const operatorAccountManagers = endpoint({
  method: 'GET',
  path: '/api/operator/account_managers',
  answer: accountManagersAnswer,
});
export const operatorAfterSaleApprove = endpoint({
  method: 'POST',
  path: '/api/operator/after_sale/:id/approve',
  params: operatorIdParams,
  answer: afterSaleStepAnswer,
});
export const operatorAfterSaleReship = endpoint({
  method: 'POST',
  path: '/api/operator/after_sale/:id/reship',
  params: operatorIdParams,
  body: shipBody,
  answer: afterSaleStepAnswer,
});
export const operatorAfterSaleRefuse = endpoint({
  method: 'POST',
  path: '/api/operator/after_sale/:id/refuse',
  params: operatorIdParams,
  body: afterSaleRefuseBody,
  answer: afterSaleStepAnswer,
});
export const operatorAfterSales = endpoint({
  method: 'GET',
  path: '/api/operator/after_sales',
  query: operatorAfterSalesQuery,
  answer: operatorAfterSalesAnswer,
});
export const operatorAudit = endpoint({
  method: 'GET',
  path: '/api/operator/audit',
  query: auditQuery,
  answer: auditAnswer,
});
export const operatorCashbackRulesCreate = endpoint({
  method: 'POST',
  path: '/api/operator/cashback-rules',
  body: cashbackRuleInput,
  answer: savedAnswer,
});
export const operatorCashbackRulesUpdate = endpoint({
  method: 'POST',
  path: '/api/operator/cashback-rules/:id',
  params: operatorIdParams,
  body: cashbackRuleInput,
  answer: savedAnswer,
});
export const operatorCouponTemplatesCreate = endpoint({
  method: 'POST',
  path: '/api/operator/coupon-templates',
  body: couponTemplateInput,
  answer: savedAnswer,
});
export const operatorCouponTemplatesUpdate = endpoint({
  method: 'POST',
  path: '/api/operator/coupon-templates/:id',
  params: operatorIdParams,
  body: couponTemplateInput,
  answer: savedAnswer,
});
export const operatorDashboard = endpoint({
  method: 'GET',
  path: '/api/operator/dashboard',
  answer: dashboardAnswer,
});
export const operatorDrawsCreate = endpoint({
  method: 'POST',
  path: '/api/operator/draws',
  body: drawAdminInput,
  answer: savedAnswer,
});
export const operatorDrawsUpdate = endpoint({
  method: 'POST',
  path: '/api/operator/draws/:id',
  params: operatorIdParams,
  body: drawAdminInput,
  answer: savedAnswer,
});
export const operatorGoods = endpoint({
  method: 'GET',
  path: '/api/operator/goods',
  query: operatorGoodsQuery,
  answer: operatorGoodsAnswer,
});
export const operatorGoodsCreate = endpoint({
  method: 'POST',
  path: '/api/operator/goods',
  body: goodsInput,
  answer: savedAnswer,
});
export const operatorGoodsDetail = endpoint({
  method: 'GET',
  path: '/api/operator/goods/:id',
  params: operatorIdParams,
  answer: operatorGoodsDetailAnswer,
});
export const operatorGoodsUpdate = endpoint({
  method: 'POST',
  path: '/api/operator/goods/:id',
  params: operatorIdParams,
  body: goodsInput,
  answer: savedAnswer,
});
export const operatorGoodsBatches = endpoint({
  method: 'POST',
  path: '/api/operator/goods/:id/batches',
  params: operatorIdParams,
  body: batchInput,
  answer: savedAnswer,
});
export const operatorGoodsImages = endpoint({
  method: 'GET',
  path: '/api/operator/goods/:id/images',
  params: operatorIdParams,
  answer: goodsImagesAnswer,
});
export const operatorGoodsImagesCreate = endpoint({
  method: 'POST',
  path: '/api/operator/goods/:id/images',
  params: operatorIdParams,
  body: goodsImagesBody,
  answer: goodsImagesAnswer,
});
export const operatorGoodsCategories = endpoint({
  method: 'GET',
  path: '/api/operator/goods/categories',
  answer: goodsCategoriesAnswer,
});
export const operatorGoodsImport = endpoint({
  method: 'POST',
  path: '/api/operator/goods/import',
  answer: goodsImportAnswer,
  multipart: true,
});
export const operatorMe = endpoint({ method: 'GET', path: '/api/operator/me', answer: operatorMeAnswer });
export const operatorMembers = endpoint({
  method: 'GET',
  path: '/api/operator/members',
  query: operatorMembersQuery,
  answer: operatorMembersAnswer,
});
export const operatorMembersUpdate = endpoint({
  method: 'POST',
  path: '/api/operator/members/:id',
  params: operatorIdParams,
  body: memberUpdateBody,
  answer: savedAnswer,
});
export const operatorOrders = endpoint({
  method: 'GET',
  path: '/api/operator/orders',
  query: operatorOrdersQuery,
  answer: operatorOrdersAnswer,
});
export const operatorOrdersDetail = endpoint({
  method: 'GET',
  path: '/api/operator/orders/:id',
  params: operatorIdParams,
  answer: operatorOrderDetailAnswer,
});
export const operatorPointsGoodsCreate = endpoint({
  method: 'POST',
  path: '/api/operator/points/goods',
  body: pointsGoodsInput,
  answer: savedAnswer,
});
export const operatorPointsGoodsUpdate = endpoint({
  method: 'POST',
  path: '/api/operator/points/goods/:id',
  params: operatorIdParams,
  body: pointsGoodsInput,
  answer: savedAnswer,
});
export const operatorReviews = endpoint({
  method: 'GET',
  path: '/api/operator/reviews',
  query: reviewsQuery,
  answer: reviewsAnswer,
});
export const operatorReviewsDetail = endpoint({
  method: 'GET',
  path: '/api/operator/reviews/:id',
  params: operatorIdParams,
  answer: reviewDetailAnswer,
});
export const operatorReviewsApprove = endpoint({
  method: 'POST',
  path: '/api/operator/reviews/:id/approve',
  params: operatorIdParams,
  body: reviewApproveBody,
  answer: reviewDecisionAnswer,
});
export const operatorReviewsReject = endpoint({
  method: 'POST',
  path: '/api/operator/reviews/:id/reject',
  params: operatorIdParams,
  body: reviewRejectBody,
  answer: reviewDecisionAnswer,
});
export const operatorRolesCreate = endpoint({
  method: 'POST',
  path: '/api/operator/roles',
  body: roleInput,
  answer: savedAnswer,
});
export const operatorRolesUpdate = endpoint({
  method: 'POST',
  path: '/api/operator/roles/:id',
  params: operatorIdParams,
  body: roleInput,
  answer: savedAnswer,
});
export const operatorSalesRecords = endpoint({
  method: 'GET',
  path: '/api/operator/sales_records',
  query: salesRecordsQuery,
  answer: salesRecordsAnswer,
});
export const operatorStaff = endpoint({ method: 'GET', path: '/api/operator/staff', answer: staffAnswer });
export const operatorStaffCreate = endpoint({
  method: 'POST',
  path: '/api/operator/staff',
  body: staffCreateBody,
  answer: savedAnswer,
});
export const operatorStaffUpdate = endpoint({
  method: 'POST',
  path: '/api/operator/staff/:id',
  params: operatorIdParams,
  body: staffUpdateBody,
  answer: savedAnswer,
});
export const operatorSupplierDocumentsUpdate = endpoint({
  method: 'POST',
  path: '/api/operator/supplier_documents/:kind',
  params: supplierDocumentParams,
  body: supplierDocumentBody,
  answer: savedAnswer,
});
