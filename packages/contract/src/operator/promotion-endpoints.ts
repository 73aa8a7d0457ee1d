import { endpoint } from '../endpoint';
import { combinationInput, combinationsAdminAnswer } from './combinations';
import { operatorIdParams, savedAnswer } from './fields';
import {
  activityPriceInput,
  activityPricesAnswer,
  activityPricesQuery,
  fullReductionInput,
  fullReductionsAnswer,
  promotionPreviewAnswer,
  promotionPreviewBody,
} from './promotions';
import { storewideDiscountInput, storewideDiscountsAnswer } from './storewide';

/**
 * The console promotion (满减, 特价, 组合购, 全场折扣, preview) endpoints the front ends call
 * (`call(descriptor, input)` of @yaocai/web-kit/http). A descriptor is named after its path in
 * camelCase, with Create/Update/Detail/Delete where several routes share a path;
 * test/endpoint-descriptors.test.ts in the API checks each against its route.
 */
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
export const operatorPromotionsPreview = endpoint({
  method: 'POST',
  path: '/api/operator/promotions/preview',
  body: promotionPreviewBody,
  answer: promotionPreviewAnswer,
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
