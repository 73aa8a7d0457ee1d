import { paymentNoticeAnswer, paymentNoParams } from '@yaocai/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers, nonJsonAnswer } from '../../lib/answers';
import { AppError, notFound } from '../../lib/http-errors';
import { requireViewer } from '../../plugins/session';
import type { RawNotice } from '../../providers/payment/index';
import { handleNotify, pageAfter } from './payment-notify.service';
import { sandboxPayPage } from './sandbox-page';

const raw = (request: FastifyRequest): RawNotice => ({
  headers: request.headers,
  body: typeof request.body === 'string' ? request.body : '',
});

/**
 * The providers' notices (their bodies kept as text: signatures are over the exact bytes) and, outside
 * production only, the sandbox's page and notice. With NODE_ENV=production the sandbox is not mounted.
 */
export async function notifyRoutes(app: FastifyInstance, { db, payments }: AppContext) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['wallet'];

  r.post(
    '/api/pay/notify/alipay',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '支付宝异步通知（RSA2 验签；答 success / failure）',
        ...nonJsonAnswer('text'),
      },
    },
    async (request, reply) => {
      const gateway = payments.get('alipay');
      if (!gateway) throw notFound('支付渠道');
      const result = await handleNotify(db, payments, gateway, raw(request));
      return reply.type('text/plain; charset=utf-8').send(result.accepted ? 'success' : 'failure');
    },
  );

  r.post(
    '/api/pay/notify/wechat',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '微信支付异步通知（微信支付公钥验签、AES-256-GCM 解密；答 204 或 {code: FAIL}）',
        ...nonJsonAnswer('text'),
      },
    },
    async (request, reply) => {
      const gateway = payments.get('wechat');
      if (!gateway) throw notFound('支付渠道');
      const result = await handleNotify(db, payments, gateway, raw(request));
      if (result.accepted) return reply.code(204).send();
      return reply
        .code(400)
        .type('application/json')
        .send(JSON.stringify({ code: 'FAIL', message: result.reason || '失败' }));
    },
  );

  const sandbox = payments.sandbox;
  if (!sandbox) return;

  r.get(
    '/api/pay/sandbox/:payment_no',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '沙箱支付页面（代替支付平台，仅支付单所属会员可打开；生产环境不提供）',
        ...nonJsonAnswer('page'),
        params: paymentNoParams,
      },
    },
    async (request, reply) => {
      const html = await sandboxPayPage(db, requireViewer(request), request.params.payment_no, sandbox);
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );

  r.post(
    '/api/pay/notify/sandbox',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '沙箱支付异步通知（HMAC-SHA256 签名；生产环境不提供）',
        response: answers(paymentNoticeAnswer),
      },
    },
    async (request, reply) => {
      const result = await handleNotify(db, payments, sandbox, raw(request));
      if (result.outcome === 'unknown') throw notFound('支付单');
      if (!result.accepted || !result.payment) throw new AppError(400, result.reason || '通知内容不正确');
      const answer = {
        redirect: pageAfter(result.payment, result.outcome !== 'refunded' && result.outcome !== 'cancelled'),
        payment_no: result.payment.paymentNo,
        status: result.outcome,
      };
      if ((request.headers.accept ?? '').includes('application/json')) return answer;
      return reply.redirect(answer.redirect, 303);
    },
  );
}
