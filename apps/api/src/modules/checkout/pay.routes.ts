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
  paymentNoParams,
  paymentNoticeAnswer,
  paymentNoticeBody,
  payOrderAnswer,
  payOrderBody,
  payOrderParams,
} from '@yaocai/contract';
import { createCreditRepayment, payCreditRepayment } from '../wallet/index';
import { sandboxGateway } from '../../providers/payment-gateway';
import { handleNotify } from './payment-notify.service';
import { creditCheck, payOrder } from './payment.service';
import { sandboxPayPage } from './sandbox-page';
import { answers, nonJsonAnswer } from '../../lib/answers';

export async function payRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['wallet'];
  const gateway = sandboxGateway(config.paymentSandboxSecret);

  r.post(
    '/api/pay/:order_id',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '支付订单（balance 余额 / credit 账期 / online 在线）',
        response: answers(payOrderAnswer),
        params: payOrderParams,
        body: payOrderBody,
      },
      onRequest: requireSignedAgreement(db),
    },
    (request) => payOrder(db, requireViewer(request), request.params.order_id, request.body.method, gateway),
  );

  r.get(
    '/api/pay/sandbox/:payment_no',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '沙箱支付页面（代替支付平台，仅支付单所属会员可打开）',
        ...nonJsonAnswer('page'),
        params: paymentNoParams,
      },
    },
    async (request, reply) => {
      const html = await sandboxPayPage(db, requireViewer(request), request.params.payment_no, gateway);
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );

  r.post(
    '/api/pay/notify/sandbox',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '沙箱支付异步通知（HMAC-SHA256 签名）',
        response: answers(paymentNoticeAnswer),
        body: paymentNoticeBody,
      },
    },
    async (request, reply) => {
      const result = await handleNotify(db, gateway, request.body);
      if ((request.headers.accept ?? '').includes('application/json')) return result;
      return reply.redirect(result.redirect, 303);
    },
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
      payCreditRepayment(db, requireViewer(request), request.body.payment_no, request.body.method, gateway),
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
