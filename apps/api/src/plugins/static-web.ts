import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Serves the built web app; every other non-API GET gets index.html so the router can take it. */
export const staticWebPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  if (!existsSync(join(opts.root, 'index.html'))) {
    app.log.warn({ root: opts.root }, 'web build not found; serving the API only');
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: false,
    setHeaders(reply, path) {
      const immutable = path.includes('/assets/');
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.status(404).send({ code: 404, msg: '接口不存在', data: null });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
