import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const ADMIN_PREFIX = '/admin/';
const MOBILE_PREFIX = '/m/';

interface PrefixedApp {
  prefix: string;
  root: string;
}

/**
 * Serves the built storefront at /, the operator console at /admin/ and the mobile storefront at /m/;
 * every other non-API GET gets the matching index.html so the app's router can take it. The apps never
 * load each other's files: each lives in its own folder under its own prefix.
 */
export const staticWebPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { root: string; adminRoot: string | null; mobileRoot?: string | null },
  ) => {
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
    const apps: PrefixedApp[] = [];
    for (const [prefix, root, what] of [
      [ADMIN_PREFIX, opts.adminRoot, 'console'],
      [MOBILE_PREFIX, opts.mobileRoot ?? null, 'mobile storefront'],
    ] as const) {
      if (!root) continue;
      if (!existsSync(join(root, 'index.html'))) {
        app.log.warn({ root }, `${what} build not found; ${prefix} is not served`);
        continue;
      }
      await app.register(fastifyStatic, {
        root,
        prefix,
        wildcard: false,
        decorateReply: false,
        setHeaders,
        preCompressed: true,
      });
      apps.push({ prefix, root });
    }
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      if (request.url.startsWith('/api/')) {
        return reply.status(404).send({ code: 404, msg: '接口不存在', data: null });
      }
      reply.header('cache-control', 'no-cache');
      const path = request.url.split('?')[0]!;
      const owner = apps.find((a) => path === a.prefix.slice(0, -1) || path.startsWith(a.prefix));
      return owner ? reply.sendFile('index.html', owner.root) : reply.sendFile('index.html');
    });
  },
);
