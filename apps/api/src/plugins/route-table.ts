import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';

/** One registered /api route as its file declared it: the zod objects of its schema, not copies. */
export interface RegisteredRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every /api route registered after this plugin, in order. test/endpoint-descriptors.test.ts
     * checks the contract's endpoint descriptors against it (same method, path and schemas).
     */
    routeTable: readonly RegisteredRoute[];
  }
}

export const routeTablePlugin = fp(async (app: FastifyInstance) => {
  const table: RegisteredRoute[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      table.push({ method, url: route.url, schema: route.schema });
    }
  });
});
