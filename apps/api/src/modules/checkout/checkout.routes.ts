import { checkoutPreviewAnswer, orderCreateAnswer } from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { sandboxGateway } from '../../providers/payment-gateway';
import { requireViewer } from '../../plugins/session';
import { idField, idListField, optionalIdField, yuanField, form } from '../../shared/form-fields';
import { requireSignedAgreement } from '../../shared/purchase-agreement-guard';
import { checkoutPreview } from './checkout-preview.service';
import { submitOrder } from './order-submit.service';

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

/** 结算预览 and 提交订单; paying is pay.routes.ts. */
export async function checkoutRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];
  const gateway = sandboxGateway(config.paymentSandboxSecret);

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
    (request) => {
      const b = request.body;
      return submitOrder(
        db,
        requireViewer(request),
        {
          ids: b.ids,
          addressId: b.address_id,
          invoiceType: b.invoice_type,
          remark: b.remark,
          idempotencyKey: b.idempotency_key,
          couponId: b.coupon_id,
          redPacket: b.red_packet,
          cashVoucherId: b.cash_voucher_id,
          payMethod: b.pay_method,
        },
        gateway,
      );
    },
  );
}
