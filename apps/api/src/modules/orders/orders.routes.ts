import { formatYuan, ORDER_STATUSES } from '@yaocai/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/http-errors';
import { sweepCancelled, sweepRuns } from '../../observability/metrics';
import { requireViewer } from '../../plugins/session';
import { requireSignedAgreement } from '../account/purchase-agreement.routes';
import {
  idField,
  idListField,
  imageField,
  optionalIdField,
  pageField,
  yuanField,
  form,
} from '../cart/fields';
import { sandboxGateway } from '../wallet/payment-gateway';
import { payOrder } from '../wallet/payment.service';
import { checkoutPreview } from './checkout.service';
import { cancelOrder, confirmReceipt, rebuy, uploadReceipt } from './order-actions.service';
import { sweepExpiredOrders, sweepIntervalMs } from './order-cancel.service';
import { createOrder } from './order-create.service';
import { discountNotices } from './order-pricing';
import { orderDetail, orderList, orderLogistics, receiptList } from './order-query.service';
import {
  addToCartAnswer,
  checkoutPreviewAnswer,
  orderCreateAnswer,
  orderDetailAnswer,
  orderListAnswer,
  orderLogisticsAnswer,
  orderStepAnswer,
  receiptListAnswer,
  receiptStepAnswer,
} from '@yaocai/contract';
import { answers } from '../../lib/answers';

const discountChoice = {
  coupon_id: optionalIdField('优惠券'),
  red_packet: z.preprocess((v) => (v === '' || v === null ? undefined : v), yuanField('红包金额').optional()),
  cash_voucher_id: optionalIdField('现金券'),
};

const createBody = form({
  ids: idListField(),
  address_id: idField('收货地址'),
  invoice_type: z.coerce
    .number({ error: '发票类型不正确' })
    .refine((v) => v === 0 || v === 1, '发票类型不正确')
    .default(0),
  remark: z.string({ error: '备注格式不正确' }).trim().max(200, '备注不能超过200个字').default(''),
  idempotency_key: z
    .string({ error: '缺少提交令牌，请刷新页面' })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, '提交令牌格式不正确，请刷新页面'),
  pay_method: z.enum(['balance', 'credit', 'online'], { error: '支付方式不正确' }).optional(),
  ...discountChoice,
});

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

export async function ordersRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];
  const gateway = sandboxGateway(config.paymentSandboxSecret);
  const idParams = z.object({ id: idField('订单编号') });

  // One sweep at a time per instance; other instances sweep too and skip the orders this one holds.
  let sweeping = false;
  const timer = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    sweepExpiredOrders(db)
      .then((cancelled) => {
        sweepRuns.inc({ result: 'ok' });
        sweepCancelled.inc(cancelled);
      })
      .catch((err) => {
        sweepRuns.inc({ result: 'failed' });
        app.log.error({ err }, 'unpaid order sweep failed');
      })
      .finally(() => (sweeping = false));
  }, sweepIntervalMs());
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  r.post(
    '/api/cart/checkout',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '结算预览（第二步）',
        response: answers(checkoutPreviewAnswer),
        body: form({ ids: idListField(), ...discountChoice }),
      },
      onRequest: requireSignedAgreement(db),
    },
    (request) =>
      checkoutPreview(db, requireViewer(request), request.body.ids, {
        couponId: request.body.coupon_id,
        redPacket: request.body.red_packet,
        cashVoucherId: request.body.cash_voucher_id,
      }),
  );

  r.post(
    '/api/order/create',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '提交订单',
        response: answers(orderCreateAnswer),
        body: createBody,
      },
      onRequest: requireSignedAgreement(db),
    },
    async (request) => {
      const viewer = requireViewer(request);
      const b = request.body;
      const order = await createOrder(db, viewer, {
        ids: b.ids,
        addressId: b.address_id,
        invoiceType: b.invoice_type,
        remark: b.remark,
        idempotencyKey: b.idempotency_key,
        couponId: b.coupon_id,
        redPacket: b.red_packet,
        cashVoucherId: b.cash_voucher_id,
      });
      let pay: Record<string, unknown> | null = null;
      if (b.pay_method && order.status === 'unpaid') {
        try {
          pay = await payOrder(db, viewer, order.id, b.pay_method, gateway);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          pay = { status: 'failed', message: error.message };
        }
      }
      return {
        order_id: order.id,
        order_no: order.orderNo,
        status: pay?.status === 'paid' ? 'to_ship' : order.status,
        payable_amount: formatYuan(order.payableAmount),
        has_special: order.hasSpecial ? 1 : 0,
        expires_at: order.expiresAt.toISOString(),
        pay,
        notices: discountNotices(
          { couponId: b.coupon_id, cashVoucherId: b.cash_voucher_id },
          { couponId: order.couponId, cashVoucherId: order.cashVoucherId },
        ),
      };
    },
  );

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
