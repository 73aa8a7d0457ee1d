import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { timingSafeEqual } from 'node:crypto';
import { clusterMetricsText } from '../cluster/cluster-metrics';
import { answerPrimary, inClusterWorker } from '../cluster/ipc';
import type { DatabaseHandle } from '../db/client';
import { dbPool, httpDuration, rateLimited, registry } from '../observability/metrics';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Loopback callers (a Prometheus agent on the host) or holders of METRICS_TOKEN. The socket's own
 * address is used, never X-Forwarded-For, so a proxied visitor cannot claim to be local.
 */
function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  if (token && bearer && sameSecret(bearer, token)) return true;
  return LOOPBACK.test(request.raw.socket.remoteAddress ?? '');
}

/** Request durations by route template and status class, and /metrics in Prometheus's text format. */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: { database: DatabaseHandle; token: string | undefined }) => {
    const recordPool = () => {
      const pool = options.database.poolStats();
      dbPool.set({ state: 'in_use' }, pool.total - pool.idle);
      dbPool.set({ state: 'idle' }, pool.idle);
      dbPool.set({ state: 'waiting' }, pool.waiting);
    };
    // In a cluster, whichever worker is scraped answers for all: the primary sums what each one sends.
    if (inClusterWorker()) {
      answerPrimary('metrics', () => {
        recordPool();
        return registry.getMetricsAsJSON();
      });
    }
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      if (route === '/metrics') return;
      // Every limit (the rate-limit plugin's and the login-failure lock) answers 429.
      if (reply.statusCode === 429) rateLimited.inc({ limit: route });
      httpDuration.observe(
        { method: request.method, route, status_class: `${Math.floor(reply.statusCode / 100)}xx` },
        reply.elapsedTime / 1000,
      );
    });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!mayScrape(request, options.token)) {
        return reply.status(403).send({ code: 403, msg: '无权访问监控指标', data: null });
      }
      if (inClusterWorker()) return reply.type(registry.contentType).send(await clusterMetricsText());
      recordPool();
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
);
