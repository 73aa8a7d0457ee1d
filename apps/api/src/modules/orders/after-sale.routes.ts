import { AFTER_SALE_STATUSES } from '@yaocai/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { forbidden } from '../../lib/http-errors';
import { requireViewer } from '../../plugins/session';
import { idField, imageField, pageField, quantityField, form } from '../cart/fields';
import { sandboxGateway } from '../wallet/payment-gateway';
import { checkReceipt, shipOrder } from './order-actions.service';
import { afterSaleDetail, afterSaleList, applyAfterSale } from './after-sale.service';
import { approveAfterSale, receiveReturn, refundAfterSale, refuseAfterSale } from './refund.service';

/** refund_return is accepted as another spelling of return_refund (退货退款). */
const kindField = z.preprocess(
  (v) => (v === 'refund_return' ? 'return_refund' : v),
  z.enum(['return_refund', 'refund_only', 'exchange'], { error: '请选择售后类型' }),
);

const toList = (v: unknown) =>
  v === undefined || v === ''
    ? []
    : Array.isArray(v)
      ? v
      : typeof v === 'object' && v !== null
        ? Object.values(v)
        : [v];

const applyBody = form({
  order_id: idField('订单编号'),
  kind: kindField,
  reason: z
    .string({ error: '请填写售后原因' })
    .trim()
    .min(2, '请填写售后原因')
    .max(500, '售后原因不能超过500个字'),
  lines: z.preprocess(
    toList,
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

function requireOperator(request: FastifyRequest) {
  const viewer = requireViewer(request);
  if (viewer.role !== 'operator') throw forbidden('无权操作');
  return viewer;
}

export async function afterSaleRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['after-sales'];
  const gateway = sandboxGateway(config.paymentSandboxSecret);
  const idParams = z.object({ id: idField('售后编号') });

  r.post(
    '/api/after_sale',
    { schema: { 'x-access': 'member', tags, summary: '申请售后', body: applyBody } },
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
    { schema: { 'x-access': 'member', tags, summary: '售后详情', params: idParams } },
    (request) => afterSaleDetail(db, requireViewer(request), request.params.id),
  );

  const op = ['operator'];
  r.post(
    '/api/operator/order/:id/ship',
    {
      schema: {
        'x-access': 'operator',
        tags: op,
        summary: '发货',
        params: idParams,
        body: form({
          logistics_company: z
            .string({ error: '请填写物流公司' })
            .trim()
            .min(1, '请填写物流公司')
            .max(32, '物流公司不能超过32个字'),
          logistics_no: z
            .string({ error: '请填写运单号' })
            .trim()
            .regex(/^[A-Za-z0-9-]{4,64}$/, '运单号格式不正确'),
        }),
      },
    },
    (request) => {
      requireOperator(request);
      return shipOrder(db, request.params.id, {
        company: request.body.logistics_company,
        no: request.body.logistics_no,
      });
    },
  );
  r.post(
    '/api/operator/after_sale/:id/approve',
    { schema: { 'x-access': 'operator', tags: op, summary: '同意售后', params: idParams } },
    async (request) => {
      requireOperator(request);
      const row = await approveAfterSale(db, request.params.id);
      return { id: row.id, status: row.status };
    },
  );
  r.post(
    '/api/operator/after_sale/:id/refuse',
    {
      schema: {
        'x-access': 'operator',
        tags: op,
        summary: '拒绝售后',
        params: idParams,
        body: form({
          reason: z
            .string({ error: '请填写拒绝原因' })
            .trim()
            .min(1, '请填写拒绝原因')
            .max(200, '拒绝原因不能超过200个字'),
        }),
      },
    },
    async (request) => {
      requireOperator(request);
      const row = await refuseAfterSale(db, request.params.id, request.body.reason);
      return { id: row.id, status: row.status };
    },
  );
  r.post(
    '/api/operator/after_sale/:id/received',
    { schema: { 'x-access': 'operator', tags: op, summary: '确认收到退货', params: idParams } },
    async (request) => {
      requireOperator(request);
      const row = await receiveReturn(db, request.params.id);
      return { id: row.id, status: row.status };
    },
  );
  r.post(
    '/api/operator/after_sale/:id/refund',
    { schema: { 'x-access': 'operator', tags: op, summary: '退款', params: idParams } },
    (request) => {
      requireOperator(request);
      return refundAfterSale(db, request.params.id, gateway);
    },
  );
  r.post(
    '/api/operator/receipt/:id/check',
    {
      schema: {
        'x-access': 'operator',
        tags: op,
        summary: '审核回执（id 为订单编号）',
        params: idParams,
        body: z
          .object({
            pass: z.coerce
              .number({ error: '审核结果不正确' })
              .refine((v) => v === 0 || v === 1, '审核结果不正确')
              .default(1),
            note: z.string({ error: '备注格式不正确' }).trim().max(200, '备注不能超过200个字').default(''),
          })
          .default({ pass: 1, note: '' }),
      },
    },
    (request) => {
      requireOperator(request);
      return checkReceipt(db, request.params.id, request.body.pass === 1, request.body.note);
    },
  );
}
