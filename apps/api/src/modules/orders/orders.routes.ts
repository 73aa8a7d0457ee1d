import { ORDER_STATUSES } from '@yaocai/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireViewer } from '../../plugins/session';
import { requireSignedAgreement } from '../../shared/purchase-agreement-guard';
import { idField, imageField, pageField, form } from '../../shared/form-fields';
import { cancelOrder, confirmReceipt, rebuy, uploadReceipt } from './order-actions.service';
import { orderDetail, orderList, orderLogistics, receiptList } from './order-query.service';
import {
  addToCartAnswer,
  orderDetailAnswer,
  orderListAnswer,
  orderLogisticsAnswer,
  orderStepAnswer,
  receiptListAnswer,
  receiptStepAnswer,
} from '@yaocai/contract';
import { answers } from '../../lib/answers';

/** Status tabs by name or number: 0 all, 1 unpaid, 2 to_ship, 3 shipped, 4 completed, 5 cancelled. */
const statusField = z
  .string({ error: '订单状态不正确' })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '' || v === 'all' || v === '0') return undefined;
    const byNumber = /^\d$/.test(v) ? ORDER_STATUSES[Number(v) - 1] : undefined;
    const status = byNumber ?? (ORDER_STATUSES as readonly string[]).find((s) => s === v);
    if (!status) {
      ctx.addIssue({ code: 'custom', message: '订单状态不正确' });
      return z.NEVER;
    }
    return status;
  });

export async function ordersRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];
  const idParams = z.object({ id: idField('订单编号') });

  r.get(
    '/api/order/list',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '我的订单',
        response: answers(orderListAnswer),
        querystring: z.object({
          status: statusField,
          keyword: z
            .string({ error: '搜索关键词不正确' })
            .trim()
            .max(50, '搜索关键词不能超过50个字')
            .optional(),
          page: pageField,
        }),
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
        querystring: z.object({ page: pageField }),
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
        params: idParams,
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
        params: idParams,
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
        params: idParams,
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
        params: idParams,
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
        params: idParams,
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
        params: idParams,
        body: form({ image: imageField('回执图片') }),
      },
    },
    (request) => uploadReceipt(db, requireViewer(request), request.params.id, request.body.image),
  );
}
