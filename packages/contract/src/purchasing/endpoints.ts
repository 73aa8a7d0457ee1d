import { endpoint } from '../endpoint';
import { operatorIdParams } from '../operator/fields';
import { supplierDocumentsAnswer } from './documents';
import {
  goodsSubscription,
  subscribeBody,
  subscriptionDeleteAnswer,
  subscriptionListAnswer,
  subscriptionListQuery,
} from './subscriptions';

/**
 * The purchasing endpoints the front ends call (`call(descriptor, input)` of @yaocai/web-kit/http). A
 * descriptor is named after its path in camelCase, with Create/Update/Detail/Delete where several
 * routes share a path; test/endpoint-descriptors.test.ts in the API checks each against its route.
 */
export const goodsSubscribe = endpoint({
  method: 'POST',
  path: '/api/goods/:id/subscribe',
  params: operatorIdParams,
  body: subscribeBody,
  answer: goodsSubscription,
});
export const operatorSupplierDocuments = endpoint({
  method: 'GET',
  path: '/api/operator/supplier_documents',
  answer: supplierDocumentsAnswer,
});
export const userSubscriptions = endpoint({
  method: 'GET',
  path: '/api/user/subscriptions',
  query: subscriptionListQuery,
  answer: subscriptionListAnswer,
});
export const userSubscriptionsDelete = endpoint({
  method: 'DELETE',
  path: '/api/user/subscriptions/:id',
  params: operatorIdParams,
  answer: subscriptionDeleteAnswer,
});
