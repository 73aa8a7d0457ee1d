import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireViewer } from '../../plugins/session';
import { requireSignedAgreement } from '../../shared/purchase-agreement-guard';
import {
  addToCartAnswer,
  orderDetailAnswer,
  orderIdParams,
  orderListAnswer,
  orderListQuery,
  orderLogisticsAnswer,
  orderStepAnswer,
  receiptListAnswer,
  receiptListQuery,
  receiptStepAnswer,
  receiptUploadBody,
} from '@yaocai/contract';
import { cancelOrder, confirmReceipt, rebuy, uploadReceipt } from './order-actions.service';
import { orderDetail, orderList, orderLogistics, receiptList } from './order-query.service';
import { answers } from '../../lib/answers';

export async function ordersRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];

  r.get(
    '/api/order/list',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '我的订单',
        response: answers(orderListAnswer),
        querystring: orderListQuery,
      },
    },
    (request) => orderList(db, requireViewer(request), request.query),
  );

  r.get(
    '/api/order/receipts',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '含特殊药品订单回执（hmdd）',
        response: answers(receiptListAnswer),
        querystring: receiptListQuery,
      },
    },
    (request) => receiptList(db, requireViewer(request), request.query.page),
  );

  r.get(
    '/api/order/:id',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '订单详情',
        response: answers(orderDetailAnswer),
        params: orderIdParams,
      },
    },
    (request) => orderDetail(db, requireViewer(request), request.params.id),
  );
  r.get(
    '/api/order/:id/logistics',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '物流轨迹',
        response: answers(orderLogisticsAnswer),
        params: orderIdParams,
      },
    },
    (request) => orderLogistics(db, requireViewer(request), request.params.id),
  );
  r.post(
    '/api/order/:id/cancel',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '取消订单',
        response: answers(orderStepAnswer),
        params: orderIdParams,
      },
    },
    (request) => cancelOrder(db, requireViewer(request), request.params.id),
  );
  r.post(
    '/api/order/:id/confirm',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '确认收货',
        response: answers(orderStepAnswer),
        params: orderIdParams,
      },
    },
    (request) => confirmReceipt(db, requireViewer(request), request.params.id),
  );
  r.post(
    '/api/order/:id/rebuy',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '再次购买',
        response: answers(addToCartAnswer),
        params: orderIdParams,
      },
      // It puts the order's goods in the cart: buying, so the agreement comes first.
      onRequest: requireSignedAgreement(db),
    },
    (request) => rebuy(db, requireViewer(request), request.params.id),
  );
  r.post(
    '/api/order/:id/receipt',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '上传回执',
        response: answers(receiptStepAnswer),
        params: orderIdParams,
        body: receiptUploadBody,
      },
    },
    (request) => uploadReceipt(db, requireViewer(request), request.params.id, request.body.image),
  );
}
