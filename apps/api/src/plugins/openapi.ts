import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: '药采网 API',
        version: '1.0.0',
        description: 'Envelope {code, msg, data}; code 10000 is success. See shared/spec §7 and §8.',
      },
    },
    transform: jsonSchemaTransform,
  });
  // Swagger UI's page has inline scripts: its own CSP with their hashes, still never framed.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace('upgrade-insecure-requests;', '')
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });
});
