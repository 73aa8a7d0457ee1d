import {
  createCodeAnswer,
  createCodeBody,
  emptyAnswer,
  forgetCodeAnswer,
  forgetCodeBody,
  forgetResetBody,
  forgetVerifyAnswer,
  forgetVerifyBody,
  phoneAnswer,
  phoneParams,
  registerAnswer,
  registerBody,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { answers, nonJsonAnswer } from '../../lib/answers';
import { notFound } from '../../lib/http-errors';
import { SandboxSms } from '../../providers/sms';
import { phoneRegistered } from './buyer.repository';
import { resetPassword, sendResetCode, verifyResetCode } from './forget-password.service';
import { registerBuyer } from './registration.service';
import { requestCode } from './sms-code.service';
import { smsOutboxPage } from './sms-outbox-page';

const tags = ['account'];
// Beyond the per-phone and per-address code limits, a plain request limit for these public forms.
const formLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export async function registrationRoutes(app: FastifyInstance, { db, config, sms }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secret = config.accountSecret;

  r.post(
    '/api/user/create_code',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '发送短信验证码（register 注册 / forget 找回密码 / bind 绑定 / update 修改密码）',
        body: createCodeBody,
        response: answers(createCodeAnswer),
      },
      config: formLimit,
    },
    async (request) =>
      requestCode(db, sms, secret, { ...request.body, viewer: request.viewer, ip: request.ip }),
  );

  r.get(
    '/api/user/phone/:value',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '手机号是否已注册',
        params: phoneParams,
        response: answers(phoneAnswer),
      },
      config: formLimit,
    },
    async (request) => ({ registered: (await phoneRegistered(db, request.params.value)) ? 1 : 0 }) as const,
  );

  r.post(
    '/api/user/register',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '注册（手机验证码、账号、企业信息、资质证照），提交后等待资质审核',
        body: registerBody,
        response: answers(registerAnswer),
      },
      config: formLimit,
    },
    async (request, reply) => {
      const { memberId, ...answer } = await registerBuyer(db, secret, request.body);
      await app.startSession(reply, memberId);
      return answer;
    },
  );

  r.post(
    '/api/user/forget/code',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '找回密码：向账号绑定的手机发送验证码',
        body: forgetCodeBody,
        response: answers(forgetCodeAnswer),
      },
      config: formLimit,
    },
    async (request) => sendResetCode(db, sms, secret, { account: request.body.account, ip: request.ip }),
  );

  r.post(
    '/api/user/forget/verify',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '找回密码：校验短信验证码，返回重置凭证（15分钟有效）',
        body: forgetVerifyBody,
        response: answers(forgetVerifyAnswer),
      },
      config: formLimit,
    },
    async (request) => verifyResetCode(db, secret, request.body),
  );

  r.post(
    '/api/user/forget/reset',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '找回密码：设置新密码，该账号所有登录状态失效',
        response: answers(emptyAnswer),
        body: forgetResetBody,
      },
      config: formLimit,
    },
    async (request) => {
      app.forgetViewers(await resetPassword(db, secret, request.body));
      return null;
    },
  );

  r.get(
    '/api/dev/sms',
    {
      schema: {
        'x-access': 'public',
        // An HTML page for testers, not an API answer: out of the document.
        hide: true,
        tags: ['development'],
        summary: '开发环境短信发件箱（生产环境不可用）',
        ...nonJsonAnswer('page'),
      },
    },
    async (_request, reply) => {
      if (!config.devPages || !(sms instanceof SandboxSms)) throw notFound('页面');
      return reply
        .type('text/html; charset=utf-8')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
        )
        .send(smsOutboxPage(sms.outbox));
    },
  );
}
