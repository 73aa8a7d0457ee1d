import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { accountRoutes } from './modules/account/account.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { contentRoutes } from './modules/content/content.routes';
import { imageRoutes } from './modules/content/images.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { marketingRoutes } from './modules/marketing/marketing.routes';
import { afterSaleRoutes } from './modules/orders/after-sale.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { quickPurchaseRoutes } from './modules/orders/quick-purchase.routes';
import { payRoutes } from './modules/wallet/pay.routes';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { envelopePlugin } from './plugins/envelope';
import { formBodyPlugin } from './plugins/form-body';
import { openApiPlugin } from './plugins/openapi';
import { sameOriginPlugin } from './plugins/same-origin';
import { sessionPlugin } from './plugins/session';
import { staticWebPlugin } from './plugins/static-web';

const BODY_LIMIT_BYTES = 1024 * 1024;

/** The whole server: plugins, then modules. Used by server.ts, tests and benchmarks. */
export async function buildApp(config: AppConfig, database: DatabaseHandle): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(openApiPlugin);
  await app.register(envelopePlugin);
  await app.register(rateLimit, { global: false });
  await app.register(formBodyPlugin);
  await app.register(sameOriginPlugin, { allowedOrigins: config.allowedOrigins });
  await app.register(sessionPlugin, { db: database.db, ttlDays: config.sessionTtlDays });

  const context: AppContext = { db: database.db, config };
  app.get('/api/health', { schema: { tags: ['system'], summary: '健康检查' } }, async () => ({
    status: 'ok',
    database: database.kind,
  }));
  await app.register(accountRoutes, context);
  await app.register(contentRoutes, context);
  await app.register(catalogRoutes, context);
  await app.register(imageRoutes, context);
  await app.register(cartRoutes, context);
  await app.register(ordersRoutes, context);
  await app.register(afterSaleRoutes, context);
  await app.register(quickPurchaseRoutes, context);
  await app.register(payRoutes, context);
  await app.register(walletRoutes, context);
  await app.register(marketingRoutes, context);
  if (config.webDist) await app.register(staticWebPlugin, { root: config.webDist });
  return app;
}
