import {
  afterSaleCreatedAnswer,
  afterSaleDetailAnswer,
  afterSaleListAnswer,
  asList,
  idField,
  imageField,
  pageField,
  quantityField,
  form,
} from '@yaocai/contract';
import { AFTER_SALE_STATUSES } from '@yaocai/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireViewer } from '../../plugins/session';
import { afterSaleDetail, afterSaleList, applyAfterSale } from './after-sale.service';
import { answers } from '../../lib/answers';

/** refund_return is accepted as another spelling of return_refund (退货退款). */
const kindField = z.preprocess(
  (v) => (v === 'refund_return' ? 'return_refund' : v),
  z.enum(['return_refund', 'refund_only', 'exchange'], { error: '请选择售后类型' }),
);

const applyBody = form({
  order_id: idField('订单编号'),
  kind: kindField,
  reason: z
    .string({ error: '请填写售后原因' })
    .trim()
    .min(2, '请填写售后原因')
    .max(500, '售后原因不能超过500个字'),
  lines: z.preprocess(
    asList,
    z
      .array(form({ order_line_id: idField('订单商品'), quantity: quantityField }), {
        error: '请选择售后商品',
      })
      .min(1, '请选择售后商品')
      .max(200, '一次最多申请200个商品'),
  ),
  photos: z.preprocess(
    (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]),
    z.array(imageField('凭证图片'), { error: '凭证图片格式不正确' }).max(6, '凭证图片最多6张'),
  ),
});

export async function afterSaleRoutes(app: FastifyInstance, { db }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['after-sales'];
  const idParams = z.object({ id: idField('售后编号') });

  r.post(
    '/api/after_sale',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '申请售后',
        response: answers(afterSaleCreatedAnswer),
        body: applyBody,
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
        querystring: z.object({
          page: pageField,
          status: z.enum(AFTER_SALE_STATUSES, { error: '售后状态不正确' }).optional(),
        }),
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
        params: idParams,
      },
    },
    (request) => afterSaleDetail(db, requireViewer(request), request.params.id),
  );
}
