import { endpoint } from '../endpoint';
import { orderIdParams } from '../orders/orders';
import {
  listBody,
  listDetailAnswer,
  listIdParams,
  listItemBody,
  listItemParams,
  listSavedAnswer,
  listsAnswer,
} from './lists';
import {
  recurringBody,
  recurringIdParams,
  recurringJobAnswer,
  recurringListAnswer,
  recurringPlan,
} from './recurring';
import { reorderAnswer } from './reorder';
import { replenishAnswer, usualGoodsAnswer, usualGoodsQuery } from './usual-goods';

/** Buying again: reorder, 常购清单 and named lists, 补货提醒, 定期采购. */
export const orderReorder = endpoint({
  method: 'POST',
  path: '/api/order/:id/reorder',
  params: orderIdParams,
  answer: reorderAnswer,
});
export const userUsualGoods = endpoint({
  method: 'GET',
  path: '/api/user/usual-goods',
  query: usualGoodsQuery,
  answer: usualGoodsAnswer,
});
export const userReplenish = endpoint({
  method: 'GET',
  path: '/api/user/replenish',
  answer: replenishAnswer,
});
export const userLists = endpoint({ method: 'GET', path: '/api/user/lists', answer: listsAnswer });
export const userListsCreate = endpoint({
  method: 'POST',
  path: '/api/user/lists',
  body: listBody,
  answer: listSavedAnswer,
});
export const userListsDetail = endpoint({
  method: 'GET',
  path: '/api/user/lists/:id',
  params: listIdParams,
  answer: listDetailAnswer,
});
export const userListsUpdate = endpoint({
  method: 'POST',
  path: '/api/user/lists/:id',
  params: listIdParams,
  body: listBody,
  answer: listSavedAnswer,
});
export const userListsDelete = endpoint({
  method: 'POST',
  path: '/api/user/lists/:id/delete',
  params: listIdParams,
  answer: listSavedAnswer,
});
export const userListsItems = endpoint({
  method: 'POST',
  path: '/api/user/lists/:id/items',
  params: listIdParams,
  body: listItemBody,
  answer: listSavedAnswer,
});
export const userListsItemsDelete = endpoint({
  method: 'POST',
  path: '/api/user/lists/:id/items/:item/delete',
  params: listItemParams,
  answer: listSavedAnswer,
});
export const userRecurringOrders = endpoint({
  method: 'GET',
  path: '/api/user/recurring-orders',
  answer: recurringListAnswer,
});
export const userRecurringOrdersCreate = endpoint({
  method: 'POST',
  path: '/api/user/recurring-orders',
  body: recurringBody,
  answer: recurringPlan,
});
export const userRecurringOrdersUpdate = endpoint({
  method: 'POST',
  path: '/api/user/recurring-orders/:id',
  params: recurringIdParams,
  body: recurringBody,
  answer: recurringPlan,
});
export const userRecurringOrdersPause = endpoint({
  method: 'POST',
  path: '/api/user/recurring-orders/:id/pause',
  params: recurringIdParams,
  answer: recurringPlan,
});
export const userRecurringOrdersResume = endpoint({
  method: 'POST',
  path: '/api/user/recurring-orders/:id/resume',
  params: recurringIdParams,
  answer: recurringPlan,
});
export const userRecurringOrdersSkip = endpoint({
  method: 'POST',
  path: '/api/user/recurring-orders/:id/skip',
  params: recurringIdParams,
  answer: recurringPlan,
});
export const userRecurringOrdersDelete = endpoint({
  method: 'POST',
  path: '/api/user/recurring-orders/:id/delete',
  params: recurringIdParams,
  answer: listSavedAnswer,
});
export const devJobsRecurringOrders = endpoint({
  method: 'POST',
  path: '/api/dev/jobs/recurring-orders',
  answer: recurringJobAnswer,
});
