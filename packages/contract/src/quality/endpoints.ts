import { endpoint } from '../endpoint';
import { coldChainAnswer, coldChainDecisionAnswer, coldChainDecisionBody } from './cold-chain';
import { operatorIdParams } from '../operator/fields';
import { orderIdParams } from '../orders/orders';
import {
  recallAcknowledgeAnswer,
  recallAcknowledgeBody,
  recallNoticesAnswer,
  recallReturnAnswer,
} from './recall-notices';
import {
  recallBatchesAnswer,
  recallBatchesQuery,
  recallCloseAnswer,
  recallCloseBody,
  recallCreateAnswer,
  recallCreateBody,
  recallDetailAnswer,
  recallHoldAnswer,
  recallsAnswer,
  recallsQuery,
} from './recalls';

export const operatorRecalls = endpoint({
  method: 'GET',
  path: '/api/operator/recalls',
  query: recallsQuery,
  answer: recallsAnswer,
});
export const operatorRecallsBatches = endpoint({
  method: 'GET',
  path: '/api/operator/recalls/batches',
  query: recallBatchesQuery,
  answer: recallBatchesAnswer,
});
export const operatorRecallsCreate = endpoint({
  method: 'POST',
  path: '/api/operator/recalls',
  body: recallCreateBody,
  answer: recallCreateAnswer,
});
export const operatorRecallsDetail = endpoint({
  method: 'GET',
  path: '/api/operator/recalls/:id',
  params: operatorIdParams,
  answer: recallDetailAnswer,
});
export const operatorRecallsClose = endpoint({
  method: 'POST',
  path: '/api/operator/recalls/:id/close',
  params: operatorIdParams,
  body: recallCloseBody,
  answer: recallCloseAnswer,
});
export const operatorRecallHoldsRepick = endpoint({
  method: 'POST',
  path: '/api/operator/recall-holds/:id/repick',
  params: operatorIdParams,
  answer: recallHoldAnswer,
});
export const operatorRecallHoldsRefund = endpoint({
  method: 'POST',
  path: '/api/operator/recall-holds/:id/refund',
  params: operatorIdParams,
  answer: recallHoldAnswer,
});
export const recallNoticeList = endpoint({
  method: 'GET',
  path: '/api/recall-notices',
  answer: recallNoticesAnswer,
});
export const orderRecall = endpoint({
  method: 'GET',
  path: '/api/order/:id/recall',
  params: orderIdParams,
  answer: recallNoticesAnswer,
});
export const recallNoticesAcknowledge = endpoint({
  method: 'POST',
  path: '/api/recall-notices/:id/acknowledge',
  body: recallAcknowledgeBody,
  answer: recallAcknowledgeAnswer,
});
export const orderRecallReturn = endpoint({
  method: 'POST',
  path: '/api/order/:id/recall-return',
  params: orderIdParams,
  answer: recallReturnAnswer,
});
export const orderColdChain = endpoint({
  method: 'GET',
  path: '/api/order/:id/cold-chain',
  params: orderIdParams,
  answer: coldChainAnswer,
});
export const orderColdChainDecision = endpoint({
  method: 'POST',
  path: '/api/order/:id/cold-chain/decision',
  params: orderIdParams,
  body: coldChainDecisionBody,
  answer: coldChainDecisionAnswer,
});
export const operatorOrdersColdChain = endpoint({
  method: 'GET',
  path: '/api/operator/orders/:id/cold-chain',
  params: operatorIdParams,
  answer: coldChainAnswer,
});
export const operatorTemperatureRecords = endpoint({
  method: 'POST',
  path: '/api/operator/temperature-records',
  answer: coldChainAnswer,
  multipart: true,
});
