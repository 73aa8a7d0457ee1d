import Fastify, { type FastifySchema } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Viewer } from '../shared/viewer';
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
    const permissions = String(request.headers['x-permissions'] ?? '').split(',');
    if (typeof role === 'string') request.viewer = { memberId: 1, role, permissions } as Viewer;
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
    ['/api/operator/things', { 'x-access': 'operator' }, /x-permission/],
    [
      '/api/operator/things',
      { 'x-access': 'operator', 'x-permission': 'order.fly' },
      /not a console permission/,
    ],
    ['/api/things', { 'x-access': 'member', 'x-permission': 'order.ship' }, /x-permission/],
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
    ['operator', 'operator:order.read', 403],
    ['operator', 'operator:order.read,order.ship', 422],
  ] as const)('%s route, caller %s: %i before the body is read', async (access, caller, status) => {
    const operator = access === 'operator';
    const url = operator ? '/api/operator/x' : '/api/x';
    const schema: FastifySchema = {
      'x-access': access,
      body,
      ...(operator ? { 'x-permission': 'order.ship' } : {}),
    };
    const app = await appWith([{ url, schema }]);
    const [role, permissions = 'order.ship'] = caller?.split(':') ?? [];
    const res = await app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/json',
        ...(role ? { 'x-role': role, 'x-permissions': permissions } : {}),
      },
      payload: '{"n": "not a number"}',
    });
    expect(res.statusCode).toBe(status);
    if (status === 401) expect(res.json()).toEqual({ code: 10001, msg: '请先登录', data: null });
    if (status === 403) expect(res.json().code).toBe(403);
    if (status === 403 && caller === 'member') expect(res.json().msg).toBe('无权操作');
    if (caller === 'operator:order.read') expect(res.json().msg).toBe('当前账号没有此操作的权限');
  });
});
