import { fileURLToPath } from 'node:url';

export interface AppConfig {
  port: number;
  host: string;
  /** Embedded database folder; undefined means in memory (tests). */
  dataDir: string | undefined;
  databaseUrl: string | undefined;
  logLevel: string;
  /** Goods seeded into an empty database at first start. */
  seedGoods: number;
  sessionTtlDays: number;
  /** Built web app served at /; null serves the API alone. */
  webDist: string | null;
  mainSiteUrl: string;
  /** Extra origins allowed to send state-changing requests (the page's own origin always is). */
  allowedOrigins: string[];
  trustProxy: boolean;
  loginLimit: { perAccount: number; perAddress: number; windowMinutes: number };
  /** Signs the sandbox payment gateway's notices. */
  paymentSandboxSecret: string;
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATABASE_URL ? undefined : (env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    seedGoods: Number(env.SEED_GOODS ?? 2000),
    sessionTtlDays: Number(env.SESSION_TTL_DAYS ?? 7),
    webDist: env.WEB_DIST ?? defaultWebDist,
    mainSiteUrl: env.MAIN_SITE_URL ?? '/',
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '').split(',').filter(Boolean),
    trustProxy: env.TRUST_PROXY === '1',
    loginLimit: {
      perAccount: Number(env.LOGIN_LIMIT_PER_ACCOUNT ?? 5),
      perAddress: Number(env.LOGIN_LIMIT_PER_ADDRESS ?? 20),
      windowMinutes: 15,
    },
    paymentSandboxSecret: env.PAYMENT_SANDBOX_SECRET || 'yaocai-sandbox-dev-secret',
  };
}

/** Configuration for tests: in memory, quiet, no web build. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({}),
    dataDir: undefined,
    databaseUrl: process.env.DATABASE_URL || undefined,
    logLevel: 'silent',
    webDist: null,
    ...overrides,
  };
}
