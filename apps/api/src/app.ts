import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { isUncheckedAnswer } from './lib/answers';
import { createAppContext } from './app-context';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { accountRoutes } from './modules/account/account.routes';
import { storesRoutes } from './modules/account/stores.routes';
import { uploadRoutes } from './modules/account/upload.routes';
import { qualificationRoutes } from './modules/account/qualification.routes';
import { memberCentreRoutes } from './modules/account/member-centre.routes';
import { wechatRoutes } from './modules/account/wechat.routes';
import { registrationRoutes } from './modules/account/registration.routes';
import { basicInfoRoutes } from './modules/account/basic-info.routes';
import { addressRoutes } from './modules/account/address.routes';
import { purchaseAgreementRoutes } from './modules/account/purchase-agreement.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { contentRoutes } from './modules/content/content.routes';
import { articleRoutes } from './modules/content/article.routes';
import { imageRoutes } from './modules/content/images.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { cartImportRoutes } from './modules/cart/cart-import.routes';
import { marketingRoutes } from './modules/marketing/marketing.routes';
import { activityRoutes } from './modules/marketing/activity.routes';
import { storewideAdminRoutes } from './modules/marketing/storewide-admin.routes';
import { combinationAdminRoutes } from './modules/marketing/combination-admin.routes';
import { tradeUpAdminRoutes } from './modules/marketing/trade-up-admin.routes';
import { couponCentreRoutes } from './modules/marketing/coupon-centre.routes';
import { cashbackRoutes } from './modules/marketing/cashback.routes';
import { afterSaleRoutes } from './modules/orders/after-sale.routes';
import { operatorOrdersRoutes } from './modules/orders/operator-orders.routes';
import { operatorAfterSalesRoutes } from './modules/orders/operator-after-sales.routes';
import { logisticsRoutes } from './modules/orders/logistics.routes';
import { operatorRoutes } from './modules/operator/operator.routes';
import { staffAdminRoutes } from './modules/operator/staff-admin.routes';
import { goodsAdminRoutes } from './modules/catalog/goods-admin.routes';
import { goodsImageRoutes } from './modules/catalog/goods-images.routes';
import { memberAdminRoutes } from './modules/account/member-admin.routes';
import { contentAdminRoutes } from './modules/content/content-admin.routes';
import { navAdminRoutes } from './modules/content/nav-admin.routes';
import { promotionAdminRoutes } from './modules/marketing/promotion-admin.routes';
import { drawRoutes } from './modules/marketing/draw.routes';
import { drawAdminRoutes } from './modules/marketing/draw-admin.routes';
import { pointsMallRoutes } from './modules/marketing/points-mall.routes';
import { webhookRoutes } from './modules/integration/webhook.routes';
import { orderExportRoutes } from './modules/integration/order-export.routes';
import { messageRoutes } from './modules/service/message.routes';
import { invoiceRoutes } from './modules/service/invoice.routes';
import { documentsPackRoutes } from './modules/purchasing/documents-pack.routes';
import { supplierDocumentRoutes } from './modules/purchasing/supplier-documents.routes';
import { ChatHub } from './modules/service/chat-hub';
import { watchEndpointChanges } from './modules/integration/webhook-subscriptions';
import { inClusterWorker } from './cluster/ipc';
import { ClusterRateLimitStore } from './cluster/shared-rate-limit';
import { chatRoutes } from './modules/service/chat.routes';
import { chatOperatorRoutes } from './modules/service/chat-operator.routes';
import { varietyRoutes } from './modules/service/variety.routes';
import { feedbackRoutes } from './modules/service/feedback.routes';
import { subscriptionRoutes } from './modules/purchasing/subscription.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { traceRoutes } from './modules/orders/trace.routes';
import { orderApprovalRoutes } from './modules/orders/order-approval.routes';
import { quickPurchaseRoutes } from './modules/orders/quick-purchase.routes';
import { checkoutRoutes } from './modules/checkout/checkout.routes';
import { payRoutes } from './modules/checkout/pay.routes';
import { notifyRoutes } from './modules/checkout/notify.routes';
import { financeProviderRoutes } from './modules/wallet/finance-providers.routes';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { recallRoutes } from './modules/quality/recall.routes';
import { coldChainRoutes } from './modules/quality/cold-chain.routes';
import { recallMemberRoutes } from './modules/quality/recall-member.routes';
import { financeDeskRoutes, statementRoutes, transferRoutes } from './modules/finance/index';
import { repeatRoutes } from './modules/repeat/repeat.routes';
import { recurringRoutes } from './modules/repeat/recurring.routes';
import { quoteRoutes } from './modules/quotes/quotes.routes';
import { proposalRoutes } from './modules/proposals/proposals.routes';
import { envelopePlugin } from './plugins/envelope';
import { loggerOptions } from './observability/logger';
import { formBodyPlugin } from './plugins/form-body';
import { healthPlugin } from './plugins/health';
import { startJobs } from './jobs/index';
import { inputGuardPlugin } from './plugins/input-guard';
import { metricsPlugin } from './plugins/metrics';
import { openApiPlugin } from './plugins/openapi';
import { clientErrorHandler, frameworkErrorHandler } from './plugins/raw-errors';
import { requestIdOf, requestIdPlugin } from './plugins/request-id';
import { routeTablePlugin } from './plugins/route-table';
import { routeAccessPlugin } from './plugins/route-access';
import { sameOriginPlugin } from './plugins/same-origin';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { staticWebPlugin } from './plugins/static-web';

const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * API answers over 1 KB are compressed for clients that accept it (brotli at a quality cheap enough
 * per request, else gzip); the built web apps are compressed once at build time (static-web).
 */
const COMPRESSION = {
  threshold: 1024,
  encodings: ['br', 'gzip'] as ('br' | 'gzip')[],
  brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
};

/** The whole server: plugins, then modules. Used by server.ts, tests and benchmarks. */
export async function buildApp(config: AppConfig, database: DatabaseHandle): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    genReqId: requestIdOf,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    // The router's and Node's HTTP parser's own refusals (414, bad %-escapes, 431) in the envelope too.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    // While closing, requests on open connections are still served (the envelope, not Fastify's raw 503).
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler((route) =>
    isUncheckedAnswer(route.schema)
      ? (data) => JSON.stringify(data)
      : serializerCompiler(route as Parameters<typeof serializerCompiler>[0]),
  );

  await app.register(requestIdPlugin);
  await app.register(compress, COMPRESSION);
  // Before every hook that may refuse a request: a refused WebSocket upgrade must still close its socket.
  await app.register(websocket, { options: { maxPayload: 4096 } });
  await app.register(securityHeadersPlugin);
  await app.register(metricsPlugin, { database, token: config.metricsToken });
  await app.register(openApiPlugin);
  await app.register(envelopePlugin);
  // Several worker processes on one machine count every limit in their primary (cluster/).
  await app.register(rateLimit, {
    global: false,
    ...(inClusterWorker() ? { store: ClusterRateLimitStore } : {}),
  });
  await app.register(formBodyPlugin);
  await app.register(sameOriginPlugin, { allowedOrigins: config.allowedOrigins });
  await app.register(sessionPlugin, { database, ttlDays: config.sessionTtlDays });
  await app.register(routeTablePlugin);
  await app.register(routeAccessPlugin);
  await app.register(inputGuardPlugin);

  const context = createAppContext(database.db, config, (line) => app.log.info(line));
  for (const problem of config.payments.problems) app.log.warn(problem);
  const chatHub = new ChatHub();
  await chatHub.start(database, (message) => app.log.warn(message));
  app.addHook('onClose', () => chatHub.close());
  const stopEndpointWatch = await watchEndpointChanges(database);
  app.addHook('onClose', () => stopEndpointWatch());
  await app.register(healthPlugin, { database });
  await app.register(accountRoutes, context);
  await app.register(wechatRoutes, context);
  await app.register(registrationRoutes, context);
  await app.register(storesRoutes, context);
  await app.register(uploadRoutes, context);
  await app.register(qualificationRoutes, context);
  await app.register(basicInfoRoutes, context);
  await app.register(addressRoutes, context);
  await app.register(purchaseAgreementRoutes, context);
  await app.register(memberCentreRoutes, context);
  await app.register(contentRoutes, context);
  await app.register(articleRoutes, context);
  await app.register(catalogRoutes, context);
  await app.register(imageRoutes, context);
  await app.register(cartRoutes, context);
  await app.register(cartImportRoutes, context);
  await app.register(checkoutRoutes, context);
  await app.register(ordersRoutes, context);
  await app.register(traceRoutes, context);
  await app.register(orderApprovalRoutes, context);
  await app.register(afterSaleRoutes, context);
  await app.register(quickPurchaseRoutes, context);
  await app.register(payRoutes, context);
  await app.register(notifyRoutes, context);
  await app.register(walletRoutes, context);
  await app.register(recallRoutes, context);
  await app.register(coldChainRoutes, context);
  await app.register(recallMemberRoutes, context);
  await app.register(marketingRoutes, context);
  await app.register(activityRoutes, context);
  await app.register(couponCentreRoutes, context);
  await app.register(cashbackRoutes, context);
  await app.register(messageRoutes, context);
  await app.register(invoiceRoutes, context);
  await app.register(documentsPackRoutes, context);
  await app.register(supplierDocumentRoutes, context);
  await app.register(chatRoutes, { ...context, chatHub });
  await app.register(chatOperatorRoutes, { ...context, chatHub });
  await app.register(varietyRoutes, context);
  await app.register(feedbackRoutes, context);
  await app.register(subscriptionRoutes, context);
  await app.register(operatorRoutes, context);
  await app.register(staffAdminRoutes, context);
  await app.register(operatorOrdersRoutes, context);
  await app.register(operatorAfterSalesRoutes, context);
  await app.register(logisticsRoutes, context);
  await app.register(financeProviderRoutes, context);
  await app.register(goodsAdminRoutes, context);
  await app.register(goodsImageRoutes, context);
  await app.register(memberAdminRoutes, context);
  await app.register(contentAdminRoutes, context);
  await app.register(navAdminRoutes, context);
  await app.register(promotionAdminRoutes, context);
  await app.register(storewideAdminRoutes, context);
  await app.register(combinationAdminRoutes, context);
  await app.register(tradeUpAdminRoutes, context);
  await app.register(drawRoutes, context);
  await app.register(drawAdminRoutes, context);
  await app.register(pointsMallRoutes, context);
  await app.register(webhookRoutes, context);
  await app.register(orderExportRoutes, context);
  await app.register(transferRoutes, context);
  await app.register(financeDeskRoutes, context);
  await app.register(statementRoutes, context);
  await app.register(repeatRoutes, context);
  await app.register(recurringRoutes, context);
  await app.register(quoteRoutes, context);
  await app.register(proposalRoutes, context);
  startJobs(app, context);
  if (config.webDist) {
    await app.register(staticWebPlugin, {
      root: config.webDist,
      adminRoot: config.adminDist,
      mobileRoot: config.mobileDist,
    });
  }
  return app;
}
