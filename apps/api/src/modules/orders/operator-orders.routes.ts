import {
  afterSaleRefuseBody,
  afterSaleStepAnswer,
  operatorAfterSalesAnswer,
  operatorAfterSalesQuery,
  operatorCancelBody,
  operatorIdParams,
  operatorOrderDetailAnswer,
  operatorOrdersAnswer,
  operatorOrdersQuery,
  shipBody,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { conflict } from '../../lib/http-errors';
import { answers } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import { audited } from '../operator/audit.service';
import { sandboxGateway } from '../wallet/payment-gateway';
import { cancelUnpaid } from './order-cancel.service';
import { checkReceipt, shipOrder } from './order-actions.service';
import * as console_ from './operator-orders.service';
import { approveAfterSale, receiveReturn, refundAfterSale, refuseAfterSale } from './refund.service';

const receiptBody = z
  .object({
    pass: z.coerce
      .number({ error: '审核结果不正确' })
      .refine((v) => v === 0 || v === 1, '审核结果不正确')
      .default(1),
    note: z.string({ error: '备注格式不正确' }).trim().max(200, '备注不能超过200个字').default(''),
  })
  .default({ pass: 1, note: '' });

/** The console's orders and after-sales: lists for staff, and every write logged in the audit log. */
export async function operatorOrdersRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];
  const gateway = sandboxGateway(config.paymentSandboxSecret);
  const order = (id: number) => ({
    entity: 'order',
    entityId: id,
    snapshot: (tx: typeof db) => console_.orderSnapshot(tx, id),
  });
  const sale = (id: number) => ({
    entity: 'after_sale',
    entityId: id,
    snapshot: (tx: typeof db) => console_.afterSaleSnapshot(tx, id),
  });

  r.get(
    '/api/operator/orders',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'order.read',
        tags,
        summary: '订单列表（状态、会员或公司、批号、下单日期）',
        querystring: operatorOrdersQuery,
        response: answers(operatorOrdersAnswer),
      },
    },
    (request) => console_.operatorOrderList(db, request.query),
  );
  r.get(
    '/api/operator/orders/:id',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'order.read',
        tags,
        summary: '订单详情（商品批号、效期、订单记录）',
        params: operatorIdParams,
        response: answers(operatorOrderDetailAnswer),
      },
    },
    (request) => console_.operatorOrderDetail(db, request.params.id),
  );
  r.post(
    '/api/operator/order/:id/ship',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'order.ship',
        tags,
        summary: '发货（物流公司、运单号）',
        params: operatorIdParams,
        body: shipBody,
      },
    },
    (request) => {
      const { id } = request.params;
      const logistics = { company: request.body.logistics_company, no: request.body.logistics_no };
      return audited(
        db,
        requireViewer(request),
        { action: 'order.ship', ...order(id), summary: `发货：${logistics.company} ${logistics.no}` },
        (tx) => shipOrder(tx, id, logistics),
      );
    },
  );
  r.post(
    '/api/operator/orders/:id/cancel',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'order.cancel',
        tags,
        summary: '取消待支付订单（原因告知会员）',
        params: operatorIdParams,
        body: operatorCancelBody,
      },
    },
    (request) => {
      const { id } = request.params;
      const reason = request.body.reason;
      return audited(
        db,
        requireViewer(request),
        { action: 'order.cancel', ...order(id), summary: `取消订单：${reason}` },
        async (tx) => {
          await console_.cancelCheck(tx, id);
          const cancelled = await cancelUnpaid(tx, id, reason);
          if (!cancelled) throw conflict('订单状态已变化，请刷新后重试');
          return { id, status: 'cancelled' };
        },
      );
    },
  );
  r.post(
    '/api/operator/receipt/:id/check',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'receipt.check',
        tags,
        summary: '审核回执（id 为订单编号）',
        params: operatorIdParams,
        body: receiptBody,
      },
    },
    (request) => {
      const { id } = request.params;
      const { pass, note } = request.body;
      return audited(
        db,
        requireViewer(request),
        { action: 'receipt.check', ...order(id), summary: pass === 1 ? '回执审核通过' : `回执驳回：${note}` },
        (tx) => checkReceipt(tx, id, pass === 1, note),
      );
    },
  );

  r.get(
    '/api/operator/after_sales',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'after_sale.read',
        tags,
        summary: '售后列表（状态、单号、会员或公司）',
        querystring: operatorAfterSalesQuery,
        response: answers(operatorAfterSalesAnswer),
      },
    },
    (request) => console_.operatorAfterSaleList(db, request.query),
  );
  const step = (row: { id: number; status: string }) => ({ id: row.id, status: row.status });
  r.post(
    '/api/operator/after_sale/:id/approve',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'after_sale.approve',
        tags,
        summary: '同意售后',
        params: operatorIdParams,
        response: answers(afterSaleStepAnswer),
      },
    },
    (request) =>
      audited(
        db,
        requireViewer(request),
        { action: 'after_sale.approve', ...sale(request.params.id), summary: '同意售后申请' },
        async (tx) => step(await approveAfterSale(tx, request.params.id)),
      ),
  );
  r.post(
    '/api/operator/after_sale/:id/refuse',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'after_sale.approve',
        tags,
        summary: '拒绝售后（原因告知会员）',
        params: operatorIdParams,
        body: afterSaleRefuseBody,
        response: answers(afterSaleStepAnswer),
      },
    },
    (request) =>
      audited(
        db,
        requireViewer(request),
        {
          action: 'after_sale.approve',
          ...sale(request.params.id),
          summary: `拒绝售后：${request.body.reason}`,
        },
        async (tx) => step(await refuseAfterSale(tx, request.params.id, request.body.reason)),
      ),
  );
  r.post(
    '/api/operator/after_sale/:id/received',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'after_sale.receive',
        tags,
        summary: '确认收到退货',
        params: operatorIdParams,
        response: answers(afterSaleStepAnswer),
      },
    },
    (request) =>
      audited(
        db,
        requireViewer(request),
        { action: 'after_sale.receive', ...sale(request.params.id), summary: '确认收到退货' },
        async (tx) => step(await receiveReturn(tx, request.params.id)),
      ),
  );
  r.post(
    '/api/operator/after_sale/:id/refund',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'after_sale.refund',
        tags,
        summary: '退款（原路退回）',
        params: operatorIdParams,
      },
    },
    (request) =>
      audited(
        db,
        requireViewer(request),
        { action: 'after_sale.refund', ...sale(request.params.id), summary: '售后退款（原路退回）' },
        (tx) => refundAfterSale(tx, request.params.id, gateway),
      ),
  );
}
