import { endpoint } from '../endpoint';
import { operatorIdParams } from '../operator/fields';
import {
  activityGoodsAnswer,
  activityGoodsQuery,
  activityTapAnswer,
  activityTapBody,
  activityZonesAnswer,
  activityZonesQuery,
  combinationsAnswer,
  runningFullReductionsAnswer,
  welfareAnswer,
} from './activities';
import { cashbackAnswer, cashbackRulesAnswer } from './cashback';
import {
  couponCentreAnswer,
  couponCentreQuery,
  couponClaimAnswer,
  couponClaimBody,
  couponTemplatesAnswer,
} from './coupon-centre';
import {
  drawActivity,
  drawAdsAnswer,
  drawIdParams,
  drawQuery,
  drawRecordAnswer,
  drawRecordQuery,
  drawResultAnswer,
  drawSimpleAnswer,
  drawWinnersAnswer,
} from './draw';
import { drawRecordsAdminAnswer, drawRecordsAdminQuery, drawsAdminAnswer } from './draw-admin';
import {
  operatorPointsGoodsAnswer,
  operatorPointsGoodsQuery,
  operatorPointsOrdersAnswer,
  operatorPointsOrdersQuery,
  pointsExchangeAnswer,
  pointsExchangeBody,
  pointsGoodsAnswer,
  pointsGoodsQuery,
  pointsLogAnswer,
  pointsLogQuery,
  pointsOrdersAnswer,
  pointsOrdersQuery,
  pointsShipAnswer,
  pointsShipBody,
} from './points';

/**
 * The marketing endpoints the front ends call (`call(descriptor, input)` of @yaocai/web-kit/http). A
 * descriptor is named after its path in camelCase, with Create/Update/Detail/Delete where several
 * routes share a path; test/endpoint-descriptors.test.ts in the API checks each against its route.
 */
export const activityCashback = endpoint({
  method: 'GET',
  path: '/api/activity/cashback',
  answer: cashbackAnswer,
});
export const activityCombinations = endpoint({
  method: 'GET',
  path: '/api/activity/combinations',
  answer: combinationsAnswer,
});
export const activityGoods = endpoint({
  method: 'GET',
  path: '/api/activity/goods',
  query: activityGoodsQuery,
  answer: activityGoodsAnswer,
});
export const activityManjian = endpoint({
  method: 'GET',
  path: '/api/activity/manjian',
  answer: runningFullReductionsAnswer,
});
export const activityTap = endpoint({
  method: 'POST',
  path: '/api/activity/tap',
  body: activityTapBody,
  answer: activityTapAnswer,
});
export const activityWelfare = endpoint({
  method: 'GET',
  path: '/api/activity/welfare',
  answer: welfareAnswer,
});
export const activityZones = endpoint({
  method: 'GET',
  path: '/api/activity/zones',
  query: activityZonesQuery,
  answer: activityZonesAnswer,
});
export const couponCenter = endpoint({
  method: 'GET',
  path: '/api/coupon/center',
  query: couponCentreQuery,
  answer: couponCentreAnswer,
});
export const couponClaim = endpoint({
  method: 'POST',
  path: '/api/coupon/claim',
  body: couponClaimBody,
  answer: couponClaimAnswer,
});
export const draw = endpoint({
  method: 'GET',
  path: '/api/draw',
  query: drawQuery,
  answer: drawResultAnswer,
});
export const drawActivityById = endpoint({
  method: 'GET',
  path: '/api/draw/:id/activity',
  params: drawIdParams,
  answer: drawActivity,
});
export const drawAds = endpoint({ method: 'GET', path: '/api/draw/ads', answer: drawAdsAnswer });
export const drawNewRecord = endpoint({
  method: 'GET',
  path: '/api/draw/new_record',
  query: drawQuery,
  answer: drawWinnersAnswer,
});
export const drawRecordList = endpoint({
  method: 'GET',
  path: '/api/draw/record',
  query: drawRecordQuery,
  answer: drawRecordAnswer,
});
export const drawSimple = endpoint({ method: 'GET', path: '/api/draw/simple', answer: drawSimpleAnswer });
export const operatorCashbackRules = endpoint({
  method: 'GET',
  path: '/api/operator/cashback-rules',
  answer: cashbackRulesAnswer,
});
export const operatorCouponTemplates = endpoint({
  method: 'GET',
  path: '/api/operator/coupon-templates',
  answer: couponTemplatesAnswer,
});
export const operatorDrawRecords = endpoint({
  method: 'GET',
  path: '/api/operator/draw_records',
  query: drawRecordsAdminQuery,
  answer: drawRecordsAdminAnswer,
});
export const operatorDraws = endpoint({
  method: 'GET',
  path: '/api/operator/draws',
  answer: drawsAdminAnswer,
});
export const operatorPointsGoodsList = endpoint({
  method: 'GET',
  path: '/api/operator/points/goods',
  query: operatorPointsGoodsQuery,
  answer: operatorPointsGoodsAnswer,
});
export const operatorPointsOrders = endpoint({
  method: 'GET',
  path: '/api/operator/points/orders',
  query: operatorPointsOrdersQuery,
  answer: operatorPointsOrdersAnswer,
});
export const operatorPointsOrdersShip = endpoint({
  method: 'POST',
  path: '/api/operator/points/orders/:id/ship',
  params: operatorIdParams,
  body: pointsShipBody,
  answer: pointsShipAnswer,
});
export const pointsExchange = endpoint({
  method: 'POST',
  path: '/api/points/exchange',
  body: pointsExchangeBody,
  answer: pointsExchangeAnswer,
});
export const pointsGoods = endpoint({
  method: 'GET',
  path: '/api/points/goods',
  query: pointsGoodsQuery,
  answer: pointsGoodsAnswer,
});
export const pointsLog = endpoint({
  method: 'GET',
  path: '/api/points/log',
  query: pointsLogQuery,
  answer: pointsLogAnswer,
});
export const pointsOrders = endpoint({
  method: 'GET',
  path: '/api/points/orders',
  query: pointsOrdersQuery,
  answer: pointsOrdersAnswer,
});
