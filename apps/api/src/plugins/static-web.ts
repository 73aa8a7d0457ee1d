import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const ADMIN_PREFIX = '/admin/';

/**
 * Serves the built storefront at / and the built operator console at /admin/; every other non-API
 * GET gets the matching index.html so the app's router can take it. The storefront never loads the
 * console's files: they live in their own folder under their own prefix.
 */
export const staticWebPlugin = fp(
  async (app: FastifyInstance, opts: { root: string; adminRoot: string | null }) => {
    if (!existsSync(join(opts.root, 'index.html'))) {
      app.log.warn({ root: opts.root }, 'web build not found; serving the API only');
      return;
    }
    const setHeaders = (reply: FastifyReply, path: string) => {
      const immutable = path.includes('/assets/');
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    };
    // preCompressed: the build wrote .br and .gz copies (scripts/compress-dist.mjs); they are sent as
    // they are, with Content-Encoding and Vary, to clients that accept them.
    await app.register(fastifyStatic, { root: opts.root, wildcard: false, setHeaders, preCompressed: true });
    const admin = opts.adminRoot && existsSync(join(opts.adminRoot, 'index.html')) ? opts.adminRoot : null;
    if (opts.adminRoot && !admin)
      app.log.warn({ root: opts.adminRoot }, 'console build not found; /admin/ is not served');
    if (admin) {
      await app.register(fastifyStatic, {
        root: admin,
        prefix: ADMIN_PREFIX,
        wildcard: false,
        decorateReply: false,
        setHeaders,
        preCompressed: true,
      });
    }
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      if (request.url.startsWith('/api/')) {
        return reply.status(404).send({ code: 404, msg: '接口不存在', data: null });
      }
      reply.header('cache-control', 'no-cache');
      if (admin && (request.url === '/admin' || request.url.startsWith(ADMIN_PREFIX))) {
        return reply.sendFile('index.html', admin);
      }
      return reply.sendFile('index.html');
    });
  },
);
