import {
  checkoutPreviewAnswer,
  checkoutPreviewBody,
  orderCreateAnswer,
  orderCreateBody,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers } from '../../lib/answers';
import { requireViewer } from '../../plugins/session';
import { requireSignedAgreement } from '../../shared/purchase-agreement-guard';
import { checkoutPreview } from './checkout-preview.service';
import { submitOrder } from './order-submit.service';

/** 结算预览 and 提交订单; paying is pay.routes.ts. */
export async function checkoutRoutes(app: FastifyInstance, { db, payments }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];

  r.post(
    '/api/cart/checkout',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '结算预览（第二步）',
        response: answers(checkoutPreviewAnswer),
        body: checkoutPreviewBody,
      },
      onRequest: requireSignedAgreement(db),
    },
    (request) =>
      checkoutPreview(
        db,
        requireViewer(request),
        request.body.ids,
        {
          couponId: request.body.coupon_id,
          redPacket: request.body.red_packet,
          cashVoucherId: request.body.cash_voucher_id,
        },
        payments.offered,
      ),
  );

  r.post(
    '/api/order/create',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '提交订单',
        response: answers(orderCreateAnswer),
        body: orderCreateBody,
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
        payments,
      );
    },
  );
}
