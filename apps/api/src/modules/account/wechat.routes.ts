import {
  unbindWechatAnswer,
  wechatAuthorisationAnswer,
  wechatAuthorisationParams,
  wechatAuthoriseAnswer,
  wechatAuthoriseBody,
  wechatCallbackAnswer,
  wechatCallbackQuery,
  wechatRegisterAnswer,
  wechatRegisterBody,
  wechatStateField,
} from '@yaocai/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { answers, nonJsonAnswer } from '../../lib/answers';
import { AppError, conflict, invalid, notFound } from '../../lib/http-errors';
import { requireViewer } from '../../plugins/session';
import { SandboxWechat } from '../../providers/wechat';
import { findAuthorisation } from './wechat.repository';
import { SANDBOX_PAGE_CSP, wechatSandboxPage } from './wechat-sandbox-page';
import { registerWithWechat } from './wechat-register.service';
import * as service from './wechat.service';

const tags = ['account'];

export async function wechatRoutes(app: FastifyInstance, { db, wechat }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/user/wechat/authorise',
    {
      schema: {
        // Registration starts from a visitor; binding needs the member (checked by the service).
        'x-access': 'public',
        tags,
        summary: '发起微信扫码授权（bind 绑定 / register 微信注册），返回二维码地址',
        body: wechatAuthoriseBody,
        response: answers(wechatAuthoriseAnswer),
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    (request) =>
      service.startAuthorisation(db, wechat, request.body.purpose, request.viewer?.memberId ?? null),
  );

  r.get(
    '/api/user/wechat/authorise/:state',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '查询扫码授权状态（绑定只对发起的会员可见）',
        params: wechatAuthorisationParams,
        response: answers(wechatAuthorisationAnswer),
      },
    },
    (request) => service.authorisationStatus(db, request.params.state, request.viewer?.memberId ?? null),
  );

  r.delete(
    '/api/user/unbind_wechat',
    {
      schema: {
        'x-access': 'member',
        tags,
        summary: '解绑微信',
        response: answers(unbindWechatAnswer),
      },
    },
    (request) => service.unbind(db, requireViewer(request).memberId),
  );

  r.get(
    '/api/wechat/callback',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary:
          '微信授权回调（code 与 state；无 code 表示用户取消）。浏览器跳转到对应页面，JSON 调用返回结果',
        querystring: wechatCallbackQuery,
        response: answers(wechatCallbackAnswer),
      },
    },
    async (request, reply) => {
      const wantsJson = (request.headers.accept ?? '').includes('application/json');
      const { state, code } = request.query;
      let outcome: service.CallbackOutcome;
      try {
        outcome = await service.completeAuthorisation(db, wechat, { state, code });
      } catch (error) {
        if (wantsJson || !(error instanceof AppError)) throw error;
        // A scan we never issued gets the envelope; a known one sends the browser back to its page.
        const found = await findAuthorisation(db, state);
        if (!found) throw error;
        const page = found.row.purpose === 'register' ? '/register/wechat' : '/bdwx';
        return reply.redirect(`${page}?wechat=invalid`, 303);
      }
      if (outcome.loginMemberId !== null) await app.startSession(reply, outcome.loginMemberId);
      const redirect = service.redirectAfter(outcome, state);
      if (!wantsJson) return reply.redirect(redirect, 303);
      if (service.REFUSED.has(outcome.status)) throw conflict(service.messageOf(outcome.status));
      return { purpose: outcome.purpose, status: outcome.status, nickname: outcome.nickname, redirect };
    },
  );

  r.post(
    '/api/user/register/wechat',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '微信注册：凭已确认的扫码授权（wechat_state）注册并绑定该微信，注册后待资质审核并自动登录',
        body: wechatRegisterBody,
        response: answers(wechatRegisterAnswer),
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { memberId, ...answer } = await registerWithWechat(db, request.body);
      await app.startSession(reply, memberId);
      return answer;
    },
  );

  if (wechat instanceof SandboxWechat) sandboxRoutes(app, db, wechat);
}

/** The sandbox's stand-in for WeChat's phone screen; only registered while the sandbox is the provider. */
function sandboxRoutes(app: FastifyInstance, db: AppContext['db'], sandbox: SandboxWechat) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/wechat/sandbox/authorize',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '沙箱微信授权页（代替手机微信的扫码确认页）',
        ...nonJsonAnswer('page'),
        querystring: z.object({ state: wechatStateField }),
      },
    },
    async (request, reply) => {
      // Like WeChat, only a QR code we issued opens the page (anything else: the envelope's 404).
      const found = await findAuthorisation(db, request.query.state);
      if (!found) throw notFound('授权');
      const html = wechatSandboxPage({
        state: request.query.state,
        purpose: found.row.purpose,
        usable: found.row.status === 'pending' && !found.expired,
        nickname: `微信用户${request.query.state.replace(/[^A-Za-z0-9]/g, '').slice(0, 4)}`,
      });
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', SANDBOX_PAGE_CSP)
        .send(html);
    },
  );

  r.post(
    '/api/wechat/sandbox/confirm',
    {
      schema: {
        'x-access': 'public',
        tags,
        summary: '沙箱微信授权页的确认 / 取消：带签名的授权码跳转回回调地址',
        ...nonJsonAnswer('redirect'),
        body: z.object(
          {
            state: wechatStateField,
            nickname: z
              .string({ error: '请输入微信昵称' })
              .trim()
              .max(32, '微信昵称不能超过32个字符')
              .default(''),
            action: z.enum(['confirm', 'cancel'], { error: '请选择确认或取消' }),
          },
          { error: '请求参数不正确' },
        ),
      },
    },
    async (request, reply) => {
      const { state, nickname, action } = request.body;
      if (action === 'confirm' && !nickname) throw invalid('nickname', '请输入微信昵称');
      if (!(await findAuthorisation(db, state))) throw notFound('授权');
      const query = new URLSearchParams({ state });
      if (action === 'confirm') query.set('code', sandbox.issueCode(state, nickname));
      return reply.redirect(`/api/wechat/callback?${query.toString()}`, 303);
    },
  );
}
