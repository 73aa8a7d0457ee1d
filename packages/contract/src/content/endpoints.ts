import { endpoint } from '../endpoint';
import {
  articleCategoryQuery,
  articleDetailAnswer,
  articleIdParams,
  articleListAnswer,
  articleListQuery,
  helpCategoriesAnswer,
} from './articles';
import {
  bannerPositionParams,
  bannerPositionQuery,
  bannersAnswer,
  brandBannerParams,
  commonAnswer,
  commonQuery,
  demoBannerAnswer,
  demoBannerQuery,
  friendlyLinksAnswer,
  siteAnswer,
} from './site';

/**
 * The content endpoints the front ends call (`call(descriptor, input)` of @yaocai/web-kit/http). A
 * descriptor is named after its path in camelCase, with Create/Update/Detail/Delete where several
 * routes share a path; test/endpoint-descriptors.test.ts in the API checks each against its route.
 */
export const articleDetail = endpoint({
  method: 'GET',
  path: '/api/article/:id',
  params: articleIdParams,
  answer: articleDetailAnswer,
});
export const articleCategory = endpoint({
  method: 'GET',
  path: '/api/article/category',
  query: articleCategoryQuery,
  answer: helpCategoriesAnswer,
});
export const articleList = endpoint({
  method: 'GET',
  path: '/api/article/list',
  query: articleListQuery,
  answer: articleListAnswer,
});
export const focus = endpoint({ method: 'GET', path: '/api/focus', answer: bannersAnswer });
export const focusPosition = endpoint({
  method: 'GET',
  path: '/api/focus/:position',
  query: bannerPositionQuery,
  params: bannerPositionParams,
  answer: bannersAnswer,
});
export const focusBrand = endpoint({
  method: 'GET',
  path: '/api/focus/brand/:id',
  params: brandBannerParams,
  answer: bannersAnswer,
});
export const focusCommon = endpoint({
  method: 'GET',
  path: '/api/focus/common',
  query: commonQuery,
  answer: commonAnswer,
});
export const focusDemo = endpoint({
  method: 'GET',
  path: '/api/focus/demo',
  query: demoBannerQuery,
  answer: demoBannerAnswer,
});
export const globalLinks = endpoint({
  method: 'GET',
  path: '/api/global/links',
  answer: friendlyLinksAnswer,
});
export const globalSite = endpoint({ method: 'GET', path: '/api/global/site', answer: siteAnswer });
