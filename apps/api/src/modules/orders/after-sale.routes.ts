import {
  afterSaleApplyBody,
  afterSaleCreatedAnswer,
  afterSaleDetailAnswer,
  afterSaleIdParams,
  afterSaleListAnswer,
  afterSaleListQuery,
  returnParcelAnswer,
  returnParcelBody,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireViewer } from '../../plugins/session';
import { afterSaleDetail, afterSaleList, applyAfterSale } from './after-sale.service';
import { answers } from '../../lib/answers';
import { enterReturnParcel } from './exchange.service';

export async function afterSaleRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['after-sales'];

  r.post(
    '/api/after_sale',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '申请售后',
        response: answers(afterSaleCreatedAnswer),
        body: afterSaleApplyBody,
      },
    },
    (request) => {
      const b = request.body;
      return applyAfterSale(db, requireViewer(request), {
        orderId: b.order_id,
        kind: b.kind,
        reason: b.reason,
        lines: b.lines.map((l) => ({
          orderLineId: l.order_line_id,
          quantity: l.quantity,
          traceCodes: l.trace_codes,
        })),
        photos: b.photos,
      });
    },
  );
  r.get(
    '/api/after_sale/list',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '售后列表',
        response: answers(afterSaleListAnswer),
        querystring: afterSaleListQuery,
      },
    },
    (request) => afterSaleList(db, requireViewer(request), request.query.status, request.query.page),
  );
  r.get(
    '/api/after_sale/:id',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '售后详情',
        response: answers(afterSaleDetailAnswer),
        params: afterSaleIdParams,
      },
    },
    (request) => afterSaleDetail(db, requireViewer(request), request.params.id),
  );
  r.post(
    '/api/after_sale/:id/return_parcel',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '填写退货物流（退货退款、换货通过后）',
        params: afterSaleIdParams,
        body: returnParcelBody,
        response: answers(returnParcelAnswer),
      },
    },
    (request) => enterReturnParcel(db, requireViewer(request), request.params.id, request.body),
  );
}
