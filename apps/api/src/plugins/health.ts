import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client';
import { checkDatabase } from '../db/health';
import { dbAvailable } from '../observability/metrics';
import { envelope, healthAnswer, liveAnswer, readyAnswer } from '@yaocai/contract';
import { answers } from '../lib/answers';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the server starts shutting down: readiness turns 503 so load balancers move away. */
    readiness: { shuttingDown: boolean };
  }
}

const UNAVAILABLE = '系统繁忙，请稍候再试';

/**
 * /api/health/live: the process serves requests (no database call).
 * /api/health/ready: the database answers within 1 s, migrations are current, not shutting down.
 * /api/health: the original summary, now truthful, 503 when the database is down.
 */
export const healthPlugin = fp(async (app: FastifyInstance, options: { database: DatabaseHandle }) => {
  app.decorate('readiness', { shuttingDown: false });
  const tags = ['system'];

  app.get(
    '/api/health/live',
    {
      schema: {
        tags,
        'x-access': 'public',
        summary: '存活检查（不访问数据库）',
        response: answers(liveAnswer),
      },
    },
    async () => ({
      status: 'ok',
    }),
  );

  app.get(
    '/api/health/ready',
    {
      schema: {
        tags,
        'x-access': 'public',
        summary: '就绪检查（负载均衡用）',
        // A 503 carries the same data in the envelope, with its own code and message.
        response: { ...answers(readyAnswer), 503: envelope(readyAnswer) },
      },
    },
    async (_, reply) => {
      const database = await checkDatabase(options.database.db);
      dbAvailable.set(database === 'down' ? 0 : 1);
      const shuttingDown = app.readiness.shuttingDown;
      const data = { status: 'ok', database, shutting_down: shuttingDown };
      if (database === 'ok' && !shuttingDown) return data;
      const msg = shuttingDown ? '服务正在停止' : database === 'down' ? '数据库不可用' : '数据库迁移未完成';
      reply.header('retry-after', '5');
      return reply.status(503).send({ code: 503, msg, data: { ...data, status: 'unavailable' } });
    },
  );

  app.get(
    '/api/health',
    {
      schema: {
        tags,
        'x-access': 'public',
        summary: '健康检查',
        response: { ...answers(healthAnswer), 503: envelope(healthAnswer) },
      },
    },
    async (_, reply) => {
      const database = await checkDatabase(options.database.db);
      dbAvailable.set(database === 'down' ? 0 : 1);
      const data = { status: database === 'down' ? 'down' : 'ok', database, driver: options.database.kind };
      if (database !== 'down') return data;
      reply.header('retry-after', '5');
      return reply.status(503).send({ code: 503, msg: UNAVAILABLE, data });
    },
  );
});
