import { endpoint } from '../endpoint';
import {
  brandListAnswer,
  brandZoneAnswer,
  categoryTreeAnswer,
  everydayPriceAnswer,
  favouriteChangeAnswer,
  goodsCardPage,
  goodsDetailAnswer,
  goodsListAnswer,
  hotGoodsAnswer,
  recommendFloorsAnswer,
  searchSuggestionsAnswer,
  spikeAnswer,
} from './goods';
import {
  brandZoneParams,
  brandZoneQuery,
  catalogPageQuery,
  categoryTreeQuery,
  favouriteGoodsBody,
  goodsDetailParams,
  goodsListQuery,
  goodsSearchQuery,
  recommendFloorsParams,
} from './queries';

/**
 * The catalog endpoints the front ends call (`call(descriptor, input)` of @yaocai/web-kit/http). A
 * descriptor is named after its path in camelCase, with Create/Update/Detail/Delete where several
 * routes share a path; test/endpoint-descriptors.test.ts in the API checks each against its route.
 */
export const activityEverydayPrice = endpoint({
  method: 'GET',
  path: '/api/activity/everyday_price',
  answer: everydayPriceAnswer,
});
export const brandZone = endpoint({
  method: 'GET',
  path: '/api/brand/:id',
  query: brandZoneQuery,
  params: brandZoneParams,
  answer: brandZoneAnswer,
});
export const brandList = endpoint({
  method: 'GET',
  path: '/api/brand/list',
  query: catalogPageQuery,
  answer: brandListAnswer,
});
export const categoryTree = endpoint({
  method: 'GET',
  path: '/api/category/tree',
  query: categoryTreeQuery,
  answer: categoryTreeAnswer,
});
export const favoriteList = endpoint({
  method: 'GET',
  path: '/api/favorite',
  query: catalogPageQuery,
  answer: goodsCardPage,
});
export const favoriteAdd = endpoint({
  method: 'POST',
  path: '/api/favorite',
  body: favouriteGoodsBody,
  answer: favouriteChangeAnswer,
});
export const favoriteCancel = endpoint({
  method: 'POST',
  path: '/api/favorite/cancel',
  body: favouriteGoodsBody,
  answer: favouriteChangeAnswer,
});
export const goodsDetail = endpoint({
  method: 'GET',
  path: '/api/goods/detail/:id',
  params: goodsDetailParams,
  answer: goodsDetailAnswer,
});
export const goodsHot = endpoint({ method: 'GET', path: '/api/goods/hot', answer: hotGoodsAnswer });
export const goodsList = endpoint({
  method: 'GET',
  path: '/api/goods/list',
  query: goodsListQuery,
  answer: goodsListAnswer,
});
export const goodsSearch = endpoint({
  method: 'GET',
  path: '/api/goods/search',
  query: goodsSearchQuery,
  answer: searchSuggestionsAnswer,
});
export const indexSpike = endpoint({ method: 'GET', path: '/api/index/spike', answer: spikeAnswer });
export const indexWntj = endpoint({
  method: 'GET',
  path: '/api/index_wntj/:page',
  params: recommendFloorsParams,
  answer: recommendFloorsAnswer,
});
