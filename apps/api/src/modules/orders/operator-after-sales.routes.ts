import {
  afterSaleRefundAnswer,
  afterSaleRefuseBody,
  afterSaleStepAnswer,
  operatorAfterSalesAnswer,
  operatorAfterSalesQuery,
  operatorIdParams,
  returnCheckAnswer,
  returnReceiveBody,
  returnScanBody,
  shipBody,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import { audited } from '../../shared/audit';
import { sendAfterSaleRefunds } from '../wallet/index';
import * as console_ from './operator-orders.service';
import { shipReplacement } from './exchange.service';
import { approveAfterSale, receiveReturn, refundAfterSale, refuseAfterSale } from './refund.service';
import { returnCheck } from './trace-return-receive.service';

/** The console's after-sales: the list, and each step (approve, refuse, goods received, refund) audited. */
export async function operatorAfterSalesRoutes(app: FastifyInstance, { db, payments }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['operator'];
  const sale = (id: number) => ({
    entity: 'after_sale',
    entityId: id,
    snapshot: (tx: typeof db) => console_.afterSaleSnapshot(tx, id),
  });

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
        summary: '确认收到退货（扫描退回的追溯码）',
        params: operatorIdParams,
        body: returnReceiveBody,
        response: answers(afterSaleStepAnswer),
      },
    },
    (request) =>
      audited(
        db,
        requireViewer(request),
        { action: 'after_sale.receive', ...sale(request.params.id), summary: '确认收到退货' },
        async (tx) =>
          step(
            await receiveReturn(tx, request.params.id, new Date(), {
              codes: request.body.codes,
              allowMissing: request.body.allow_missing === 1,
            }),
          ),
      ),
  );
  r.post(
    '/api/operator/after_sale/:id/return-check',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'after_sale.receive',
        tags,
        summary: '核对退回的追溯码（不记录）',
        params: operatorIdParams,
        body: returnScanBody,
        response: answers(returnCheckAnswer),
      },
    },
    async (request) => (await returnCheck(db, request.params.id, request.body.codes)).answer,
  );
  r.post(
    '/api/operator/after_sale/:id/refund',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'after_sale.refund',
        tags,
        summary: '退款（原路退回）',
        response: answers(afterSaleRefundAnswer),
        params: operatorIdParams,
      },
    },
    async (request) => {
      const answer = await audited(
        db,
        requireViewer(request),
        { action: 'after_sale.refund', ...sale(request.params.id), summary: '售后退款（原路退回）' },
        (tx) => refundAfterSale(tx, request.params.id),
      );
      // Online money goes back through its provider once the refund is committed; a refusal stays
      // failed in the provider refunds for finance to retry.
      await sendAfterSaleRefunds(db, payments, request.params.id);
      return answer;
    },
  );
  r.post(
    '/api/operator/after_sale/:id/reship',
    {
      schema: {
        'x-access': 'operator',
        'x-permission': 'order.ship',
        tags,
        summary: '换货发货（收到退货后，按效期先出库）',
        params: operatorIdParams,
        body: shipBody,
        response: answers(afterSaleStepAnswer),
      },
    },
    (request) =>
      audited(
        db,
        requireViewer(request),
        {
          action: 'order.ship',
          ...sale(request.params.id),
          summary: `换货发货：${request.body.logistics_company} ${request.body.logistics_no}`,
        },
        async (tx) =>
          step(
            await shipReplacement(tx, request.params.id, {
              company: request.body.logistics_company,
              no: request.body.logistics_no,
            }),
          ),
      ),
  );
}
