import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError } from '../lib/http-errors';

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
  errors?: Record<string, string[]>;
}

const SUCCESS = 10000;
/** How long a client should wait before retrying while the database is unreachable. */
const RETRY_AFTER_SECONDS = 5;

function fieldOf(instancePath: string | undefined, fallback: string): string {
  const first = (instancePath ?? '').split('/').filter(Boolean)[0];
  return first ?? fallback;
}

function validationErrors(error: FastifyError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return errors;
  for (const issue of error.validation) {
    const field = fieldOf(issue.instancePath, error.validationContext ?? 'body');
    (errors[field] ??= []).push(issue.message ?? '参数错误');
  }
  return errors;
}

const statusMessages: Record<number, string> = {
  400: '请求格式错误',
  404: '接口不存在',
  413: '提交的内容过大',
  414: '请求地址过长',
  415: '不支持的提交格式',
  429: '操作过于频繁，请稍后再试',
};

/**
 * Wraps every /api answer in {code, msg, data} and turns every error into the catalogue of spec §8:
 * 10001 (HTTP 401) not logged in, 422 with errors, other 4xx with a Chinese message, 5xx without internals.
 */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  // Schemas without their own message (a body that is not an object, say) still answer in Chinese.
  z.config(z.locales.zhCN());

  app.addHook('preSerialization', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || reply.statusCode >= 400) return payload;
    if (request.url.startsWith('/api/docs')) return payload;
    return { code: SUCCESS, msg: 'success', data: payload ?? null } satisfies Envelope;
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .send({ code: error.code, msg: error.message, data: null, errors: error.errors });
    }
    if (error.validation) {
      const errors = validationErrors(error);
      const first = Object.values(errors)[0]?.[0] ?? '提交的内容有误';
      return reply.status(422).send({ code: 422, msg: first, data: null, errors });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const msg = statusMessages[status] ?? '请求无法处理';
      return reply.status(status).send({ code: status, msg, data: null });
    }
    const context = { route: request.routeOptions.url, member_id: request.viewer?.memberId ?? null };
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ ...context, err: error }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(503).send({ code: 503, msg: '系统繁忙，请稍候再试', data: null });
    }
    request.log.error({ ...context, err: error }, 'request failed');
    return reply.status(500).send({ code: 500, msg: '系统繁忙，请稍候再试', data: null });
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET') {
      return reply.status(404).send({ code: 404, msg: '接口不存在', data: null });
    }
    return reply.callNotFound();
  });
});
