import { endpoint } from '../endpoint';
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
import { combinationInput, combinationsAdminAnswer } from './combinations';
import {
  articleInput,
  bannerInput,
  linkInput,
  navItemInput,
  operatorArticlesAnswer,
  operatorArticlesQuery,
  operatorBannersAnswer,
  operatorBannersQuery,
  operatorLinksAnswer,
  operatorNavItemsAnswer,
  siteSettingsAnswer,
  siteSettingsBody,
} from './content';
import { dashboardAnswer } from './dashboard';
import { operatorIdParams, savedAnswer } from './fields';
import {
  batchInput,
  goodsCategoriesAnswer,
  goodsImagesAnswer,
  goodsImagesBody,
  goodsImportAnswer,
  goodsInput,
  operatorGoodsAnswer,
  operatorGoodsDetailAnswer,
  operatorGoodsQuery,
} from './goods';
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
  activityPriceInput,
  activityPricesAnswer,
  activityPricesQuery,
  fullReductionInput,
  fullReductionsAnswer,
  promotionPreviewAnswer,
  promotionPreviewBody,
} from './promotions';
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
import { storewideDiscountInput, storewideDiscountsAnswer } from './storewide';
import {
  webhookCreatedAnswer,
  webhookDeliveriesAnswer,
  webhookDeliveriesQuery,
  webhookDeliveryParams,
  webhookEndpointBody,
  webhookEndpointsAnswer,
  webhookRetryAnswer,
} from './webhooks';

/**
 * The operator endpoints the front ends call (`call(descriptor, input)` of @yaocai/web-kit/http). A
 * descriptor is named after its path in camelCase, with Create/Update/Detail/Delete where several
 * routes share a path; test/endpoint-descriptors.test.ts in the API checks each against its route.
 */
export const operatorAccountManagers = endpoint({
  method: 'GET',
  path: '/api/operator/account_managers',
  answer: accountManagersAnswer,
});
export const operatorActivityPrices = endpoint({
  method: 'GET',
  path: '/api/operator/activity_prices',
  query: activityPricesQuery,
  answer: activityPricesAnswer,
});
export const operatorActivityPricesCreate = endpoint({
  method: 'POST',
  path: '/api/operator/activity_prices',
  body: activityPriceInput,
  answer: savedAnswer,
});
export const operatorActivityPricesUpdate = endpoint({
  method: 'POST',
  path: '/api/operator/activity_prices/:id',
  params: operatorIdParams,
  body: activityPriceInput,
  answer: savedAnswer,
});
export const operatorActivityPricesDelete = endpoint({
  method: 'POST',
  path: '/api/operator/activity_prices/:id/delete',
  params: operatorIdParams,
  answer: savedAnswer,
});
export const operatorActivityPricesEnd = endpoint({
  method: 'POST',
  path: '/api/operator/activity_prices/:id/end',
  params: operatorIdParams,
  answer: savedAnswer,
});
export const operatorAfterSaleApprove = endpoint({
  method: 'POST',
  path: '/api/operator/after_sale/:id/approve',
  params: operatorIdParams,
  answer: afterSaleStepAnswer,
});
export const operatorAfterSaleReceived = endpoint({
  method: 'POST',
  path: '/api/operator/after_sale/:id/received',
  params: operatorIdParams,
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
export const operatorArticles = endpoint({
  method: 'GET',
  path: '/api/operator/articles',
  query: operatorArticlesQuery,
  answer: operatorArticlesAnswer,
});
export const operatorArticlesCreate = endpoint({
  method: 'POST',
  path: '/api/operator/articles',
  body: articleInput,
  answer: savedAnswer,
});
export const operatorArticlesUpdate = endpoint({
  method: 'POST',
  path: '/api/operator/articles/:id',
  params: operatorIdParams,
  body: articleInput,
  answer: savedAnswer,
});
export const operatorArticlesDelete = endpoint({
  method: 'POST',
  path: '/api/operator/articles/:id/delete',
  params: operatorIdParams,
  answer: savedAnswer,
});
export const operatorAudit = endpoint({
  method: 'GET',
  path: '/api/operator/audit',
  query: auditQuery,
  answer: auditAnswer,
});
export const operatorBanners = endpoint({
  method: 'GET',
  path: '/api/operator/banners',
  query: operatorBannersQuery,
  answer: operatorBannersAnswer,
});
export const operatorBannersCreate = endpoint({
  method: 'POST',
  path: '/api/operator/banners',
  body: bannerInput,
  answer: savedAnswer,
});
export const operatorBannersUpdate = endpoint({
  method: 'POST',
  path: '/api/operator/banners/:id',
  params: operatorIdParams,
  body: bannerInput,
  answer: savedAnswer,
});
export const operatorBannersDelete = endpoint({
  method: 'POST',
  path: '/api/operator/banners/:id/delete',
  params: operatorIdParams,
  answer: savedAnswer,
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
export const operatorCombinations = endpoint({
  method: 'GET',
  path: '/api/operator/combinations',
  answer: combinationsAdminAnswer,
});
export const operatorCombinationsCreate = endpoint({
  method: 'POST',
  path: '/api/operator/combinations',
  body: combinationInput,
  answer: savedAnswer,
});
export const operatorCombinationsUpdate = endpoint({
  method: 'POST',
  path: '/api/operator/combinations/:id',
  params: operatorIdParams,
  body: combinationInput,
  answer: savedAnswer,
});
export const operatorCombinationsDelete = endpoint({
  method: 'POST',
  path: '/api/operator/combinations/:id/delete',
  params: operatorIdParams,
  answer: savedAnswer,
});
export const operatorCombinationsEnd = endpoint({
  method: 'POST',
  path: '/api/operator/combinations/:id/end',
  params: operatorIdParams,
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
export const operatorFullReductions = endpoint({
  method: 'GET',
  path: '/api/operator/full_reductions',
  answer: fullReductionsAnswer,
});
export const operatorFullReductionsCreate = endpoint({
  method: 'POST',
  path: '/api/operator/full_reductions',
  body: fullReductionInput,
  answer: savedAnswer,
});
export const operatorFullReductionsUpdate = endpoint({
  method: 'POST',
  path: '/api/operator/full_reductions/:id',
  params: operatorIdParams,
  body: fullReductionInput,
  answer: savedAnswer,
});
export const operatorFullReductionsDelete = endpoint({
  method: 'POST',
  path: '/api/operator/full_reductions/:id/delete',
  params: operatorIdParams,
  answer: savedAnswer,
});
export const operatorFullReductionsEnd = endpoint({
  method: 'POST',
  path: '/api/operator/full_reductions/:id/end',
  params: operatorIdParams,
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
export const operatorLinks = endpoint({
  method: 'GET',
  path: '/api/operator/links',
  answer: operatorLinksAnswer,
});
export const operatorLinksCreate = endpoint({
  method: 'POST',
  path: '/api/operator/links',
  body: linkInput,
  answer: savedAnswer,
});
export const operatorLinksUpdate = endpoint({
  method: 'POST',
  path: '/api/operator/links/:id',
  params: operatorIdParams,
  body: linkInput,
  answer: savedAnswer,
});
export const operatorLinksDelete = endpoint({
  method: 'POST',
  path: '/api/operator/links/:id/delete',
  params: operatorIdParams,
  answer: savedAnswer,
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
export const operatorNavItems = endpoint({
  method: 'GET',
  path: '/api/operator/nav_items',
  answer: operatorNavItemsAnswer,
});
export const operatorNavItemsCreate = endpoint({
  method: 'POST',
  path: '/api/operator/nav_items',
  body: navItemInput,
  answer: savedAnswer,
});
export const operatorNavItemsUpdate = endpoint({
  method: 'POST',
  path: '/api/operator/nav_items/:id',
  params: operatorIdParams,
  body: navItemInput,
  answer: savedAnswer,
});
export const operatorNavItemsDelete = endpoint({
  method: 'POST',
  path: '/api/operator/nav_items/:id/delete',
  params: operatorIdParams,
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
export const operatorPromotionsPreview = endpoint({
  method: 'POST',
  path: '/api/operator/promotions/preview',
  body: promotionPreviewBody,
  answer: promotionPreviewAnswer,
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
export const operatorSiteSettings = endpoint({
  method: 'GET',
  path: '/api/operator/site_settings',
  answer: siteSettingsAnswer,
});
export const operatorSiteSettingsSave = endpoint({
  method: 'POST',
  path: '/api/operator/site_settings',
  body: siteSettingsBody,
  answer: siteSettingsAnswer,
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
export const operatorStorewideDiscounts = endpoint({
  method: 'GET',
  path: '/api/operator/storewide_discounts',
  answer: storewideDiscountsAnswer,
});
export const operatorStorewideDiscountsCreate = endpoint({
  method: 'POST',
  path: '/api/operator/storewide_discounts',
  body: storewideDiscountInput,
  answer: savedAnswer,
});
export const operatorStorewideDiscountsUpdate = endpoint({
  method: 'POST',
  path: '/api/operator/storewide_discounts/:id',
  params: operatorIdParams,
  body: storewideDiscountInput,
  answer: savedAnswer,
});
export const operatorSupplierDocumentsUpdate = endpoint({
  method: 'POST',
  path: '/api/operator/supplier_documents/:kind',
  params: supplierDocumentParams,
  body: supplierDocumentBody,
  answer: savedAnswer,
});
export const operatorWebhooks = endpoint({
  method: 'GET',
  path: '/api/operator/webhooks',
  answer: webhookEndpointsAnswer,
});
export const operatorWebhooksCreate = endpoint({
  method: 'POST',
  path: '/api/operator/webhooks',
  body: webhookEndpointBody,
  answer: webhookCreatedAnswer,
});
export const operatorWebhooksDelete = endpoint({
  method: 'DELETE',
  path: '/api/operator/webhooks/:id',
  params: operatorIdParams,
  answer: savedAnswer,
});
export const operatorWebhooksDeliveries = endpoint({
  method: 'GET',
  path: '/api/operator/webhooks/:id/deliveries',
  query: webhookDeliveriesQuery,
  params: operatorIdParams,
  answer: webhookDeliveriesAnswer,
});
export const operatorWebhooksDeliveriesRetry = endpoint({
  method: 'POST',
  path: '/api/operator/webhooks/:id/deliveries/:delivery_id/retry',
  params: webhookDeliveryParams,
  answer: webhookRetryAnswer,
});
