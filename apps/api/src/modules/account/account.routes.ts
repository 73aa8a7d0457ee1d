import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { countCartLines } from '../cart/index';
import { profile } from './account.service';
import { login, sendLoginCode } from './login.service';
import { unreadMessageCount } from '../service/index';
import {
  emptyAnswer,
  loginAnswer,
  loginBody,
  loginCodeAnswer,
  loginCodeBody,
  profileAnswer,
} from '@yaocai/contract';
import { answers } from '../../lib/answers';

export async function accountRoutes(app: FastifyInstance, { db, config, sms }: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/user/login',
    {
      schema: {
        'x-access': 'public',
        tags: ['account'],
        summary: '登录',
        response: answers(loginAnswer),
        body: loginBody,
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const member = await login(
        db,
        { ...request.body, ip: request.ip },
        config.loginLimit,
        config.accountSecret,
      );
      await app.startSession(reply, member.id);
      return { username: member.username, company: member.company };
    },
  );

  r.post(
    '/api/user/login/code',
    {
      schema: {
        'x-access': 'public',
        tags: ['account'],
        summary: '登录短信验证码（账号登录失败次数过多后，发送到账号绑定的手机）',
        response: answers(loginCodeAnswer),
        body: loginCodeBody,
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) =>
      sendLoginCode(db, sms, config.accountSecret, { ...request.body, ip: request.ip }, config.loginLimit),
  );

  r.delete(
    '/api/user/logout',
    {
      schema: {
        'x-access': 'public',
        tags: ['account'],
        summary: '退出登录',
        response: answers(emptyAnswer),
      },
    },
    async (request, reply) => {
      await app.endSession(request, reply);
      return null;
    },
  );

  r.get(
    '/api/user/base',
    {
      schema: {
        'x-access': 'public',
        tags: ['account'],
        summary: '当前用户资料',
        response: answers(profileAnswer),
      },
    },
    async (request) => {
      const memberId = request.viewer?.memberId ?? null;
      const [cart, messages] =
        memberId === null
          ? [0, 0]
          : await Promise.all([countCartLines(db, memberId), unreadMessageCount(db, memberId)]);
      return profile(db, memberId, { cart, messages });
    },
  );
}
