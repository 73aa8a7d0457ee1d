import { endpoint } from '../endpoint';
import { orderIdParams } from './orders';
import {
  orderTraceAnswer,
  receiptCheckAnswer,
  receiptConfirmAnswer,
  receiptConfirmBody,
  receiptScanBody,
} from './trace';

/** The buyer's 药品追溯码 calls (the downloads are plain links). */
export const orderTrace = endpoint({
  method: 'GET',
  path: '/api/order/:id/trace',
  params: orderIdParams,
  answer: orderTraceAnswer,
});
export const orderReceiptCheck = endpoint({
  method: 'POST',
  path: '/api/order/:id/receipt-check',
  params: orderIdParams,
  body: receiptScanBody,
  answer: receiptCheckAnswer,
});
export const orderReceiptConfirm = endpoint({
  method: 'POST',
  path: '/api/order/:id/receipt-confirm',
  params: orderIdParams,
  body: receiptConfirmBody,
  answer: receiptConfirmAnswer,
});
