import Fastify, { type FastifySchema } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Viewer } from '../modules/account/viewer';
import { envelopePlugin } from './envelope';
import { routeAccessPlugin } from './route-access';

/** A bare app whose viewer comes from an `x-role` header instead of a session. */
async function appWith(routes: { url: string; schema: FastifySchema }[]) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(envelopePlugin);
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request) => {
    const role = request.headers['x-role'];
    if (typeof role === 'string') request.viewer = { memberId: 1, role } as Viewer;
  });
  await app.register(routeAccessPlugin);
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const { url, schema } of routes) r.post(url, { schema }, async () => 'ok');
  return app;
}

const body = z.object({ n: z.number({ error: '请填写数量' }) }, { error: '请求参数不正确' });

describe('route access', () => {
  it.each([
    ['/api/things', {}, /x-access/],
    ['/api/things', { 'x-access': 'anyone' }, /x-access/],
    ['/api/things', { 'x-access': 'operator' }, /only for them/],
    ['/api/operator/things', { 'x-access': 'member' }, /only for them/],
  ])('refuses to start with %s declared as %j', async (url, schema, error) => {
    await expect(appWith([{ url, schema: schema as FastifySchema }])).rejects.toThrow(error);
  });

  it('leaves routes outside /api alone', async () => {
    const app = await appWith([{ url: '/img/x', schema: {} }]);
    expect((await app.inject({ method: 'POST', url: '/img/x' })).statusCode).toBe(200);
  });

  it.each([
    ['public', undefined, 422],
    ['public', 'member', 422],
    ['member', undefined, 401],
    ['member', 'member', 422],
    ['operator', undefined, 401],
    ['operator', 'member', 403],
    ['operator', 'operator', 422],
  ] as const)('%s route, caller %s: %i before the body is read', async (access, role, status) => {
    const url = access === 'operator' ? '/api/operator/x' : '/api/x';
    const app = await appWith([{ url, schema: { 'x-access': access, body } }]);
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...(role ? { 'x-role': role } : {}) },
      payload: '{"n": "not a number"}',
    });
    expect(res.statusCode).toBe(status);
    if (status === 401) expect(res.json()).toEqual({ code: 10001, msg: '请先登录', data: null });
    if (status === 403) expect(res.json()).toEqual({ code: 403, msg: '无权操作', data: null });
  });
});
