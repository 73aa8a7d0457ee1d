import { endpoint } from '../endpoint';
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
import { operatorIdParams, savedAnswer } from './fields';
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
 * The console content (articles, banners, navigation, links, site settings) and webhook endpoints the front ends call
 * (`call(descriptor, input)` of @yaocai/web-kit/http). A descriptor is named after its path in
 * camelCase, with Create/Update/Detail/Delete where several routes share a path;
 * test/endpoint-descriptors.test.ts in the API checks each against its route.
 */
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
