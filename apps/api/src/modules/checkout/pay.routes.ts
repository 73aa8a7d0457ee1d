import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireViewer } from '../../plugins/session';
import { requireSignedAgreement } from '../../shared/purchase-agreement-guard';
import {
  creditCheckAnswer,
  creditCheckBody,
  creditPayAnswer,
  creditPayBody,
  creditRepaymentAnswer,
  creditRepaymentBody,
  onlinePayMethodsAnswer,
  payOrderAnswer,
  payOrderBody,
  payOrderParams,
} from '@yaocai/contract';
import { createCreditRepayment, payCreditRepayment } from '../wallet/index';
import { creditCheck, gatewayFor, payOrder } from './payment.service';
import { answers } from '../../lib/answers';

/** Paying orders and credit repayments; the providers' pages and notices are notify.routes.ts. */
export async function payRoutes(app: FastifyInstance, { db, payments }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['wallet'];

  r.get(
    '/api/pay/methods',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '可用的在线支付方式（按 PAYMENT_PROVIDERS 顺序；配置完整的渠道才出现）',
        response: answers(onlinePayMethodsAnswer),
      },
    },
    () =>
      payments.offered.map((g) => ({
        method: g.name === 'sandbox' ? ('online' as const) : g.name,
        name: g.label,
        kind: g.name === 'wechat' ? ('qrcode' as const) : ('redirect' as const),
      })),
  );

  r.post(
    '/api/pay/:order_id',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary:
          '支付订单（balance 余额 / credit 账期 / alipay 支付宝 / wechat 微信支付 / online 首个在线渠道）',
        response: answers(payOrderAnswer),
        params: payOrderParams,
        body: payOrderBody,
      },
      onRequest: requireSignedAgreement(db),
    },
    (request) => payOrder(db, requireViewer(request), request.params.order_id, request.body.method, payments),
  );

  r.post(
    '/api/pay/user_credit_create',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '创建账期还款单（amount 缺省为全部待还）',
        response: answers(creditRepaymentAnswer),
        body: creditRepaymentBody,
      },
    },
    (request) => createCreditRepayment(db, requireViewer(request), request.body.amount),
  );
  r.post(
    '/api/pay/user_credit_pay',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '支付账期还款单（balance 余额 / online 在线）',
        response: answers(creditPayAnswer),
        body: creditPayBody,
      },
    },
    (request) =>
      payCreditRepayment(
        db,
        requireViewer(request),
        request.body.payment_no,
        request.body.method,
        request.body.method === 'online' ? gatewayFor(payments, 'online') : null,
      ),
  );
  r.post(
    '/api/pay/user_credit_check',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '查询还款单状态（payment_no）或账期能否支付订单（order_id）',
        response: answers(creditCheckAnswer),
        body: creditCheckBody,
      },
    },
    (request) =>
      creditCheck(db, requireViewer(request), {
        paymentNo: request.body.payment_no,
        orderId: request.body.order_id,
      }),
  );
}
