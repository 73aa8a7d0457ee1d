import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import qs from 'qs';

/** Form bodies with bracket keys: ids[]=1&ids[]=2, params[0][goods_id]=7. */
export const formBodyPlugin = fp(async (app: FastifyInstance) => {
  await app.register(formbody, {
    parser: (body) => qs.parse(body, { arrayLimit: 1000, depth: 5, parameterLimit: 5000 }),
  });
});
