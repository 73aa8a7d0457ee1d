import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/http-errors';
import { envelopePlugin } from './envelope';

async function appWith() {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(envelopePlugin);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/ok', async () => ({ n: 1 }));
  r.get('/api/boom', async () => {
    throw new Error('connection to 10.0.0.3 refused: secret internals');
  });
  r.get('/api/refuse', async () => {
    throw new AppError(409, '库存不足');
  });
  r.get('/api/login', async () => {
    throw new AppError(401, '请先登录', 10001);
  });
  r.get(
    '/api/v',
    { schema: { querystring: z.object({ page: z.coerce.number({ error: '页码必须是数字' }) }) } },
    async () => 1,
  );
  return app;
}

describe('envelope', () => {
  it.each([
    ['/api/ok', 200, { code: 10000, msg: 'success', data: { n: 1 } }],
    ['/api/boom', 500, { code: 500, msg: '系统繁忙，请稍候再试', data: null }],
    ['/api/refuse', 409, { code: 409, msg: '库存不足', data: null }],
    ['/api/login', 401, { code: 10001, msg: '请先登录', data: null }],
    [
      '/api/v?page=x',
      422,
      { code: 422, msg: '页码必须是数字', data: null, errors: { page: ['页码必须是数字'] } },
    ],
    ['/api/missing', 404, { code: 404, msg: '接口不存在', data: null }],
  ])('%s answers %i with %j', async (url, status, body) => {
    const app = await appWith();
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(body);
    expect(res.body).not.toContain('secret');
  });
});
