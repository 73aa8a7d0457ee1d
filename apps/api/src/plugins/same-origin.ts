import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/http-errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sends from another origin, and WebSocket upgrades
 * from another origin (a page elsewhere would otherwise read a member's chat with its cookie).
 * Browsers always send Origin on such requests; clients without one (curl, server-to-server) carry
 * no cookie of a victim.
 */
export const sameOriginPlugin = fp(async (app: FastifyInstance, opts: { allowedOrigins: string[] }) => {
  app.addHook('onRequest', async (request) => {
    const isUpgrade = request.headers.upgrade?.toLowerCase() === 'websocket';
    if (SAFE_METHODS.has(request.method) && !isUpgrade) return;
    const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
    if (!origin) return;
    const host = request.headers.host;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw forbidden('非法的跨站请求');
    }
    if (originHost === host || opts.allowedOrigins.includes(origin)) return;
    throw forbidden('非法的跨站请求');
  });
});

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}
