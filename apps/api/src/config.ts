import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { logisticsConfigFrom, type LogisticsConfig } from './providers/logistics/index';
import { paymentConfigFrom, type PaymentConfig } from './providers/payment/index';
import { smsConfigFrom, type SmsConfig } from './providers/sms';
import { storageConfigFrom, storageRefusal, type StorageConfig } from './providers/storage';
import { DEV_WECHAT_SANDBOX_SECRET, type WechatConfig } from './providers/wechat';

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
  /** Built operator console served at /admin/; null serves none. */
  adminDist: string | null;
  /** The mobile storefront's build, served at /m/ (issue 25). */
  mobileDist: string | null;
  mainSiteUrl: string;
  /** Extra origins allowed to send state-changing requests (the page's own origin always is). */
  allowedOrigins: string[];
  trustProxy: boolean;
  loginLimit: { perAccount: number; perAddress: number; windowMinutes: number };
  /**
   * Online payment: Alipay and WeChat Pay when their settings are complete, the sandbox outside
   * production (never mounted with NODE_ENV=production), the order offered at checkout.
   */
  payments: PaymentConfig;
  /** How often each instance asks the providers about open payments and refunds (0: never; tests). */
  paymentReconcileMs: number;
  /** Lets non-loopback callers read /metrics with `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
  /** PostgreSQL: connections per instance. */
  databasePoolSize: number;
  /** PostgreSQL: a request waits at most this long for a connection (database down → 503). */
  databaseConnectTimeoutMs: number;
  /** PostgreSQL: one statement may take at most this long. */
  databaseQueryTimeoutMs: number;
  /**
   * HTTP worker processes (node:cluster) sharing the port: `WORKERS=auto` is one per core. Only with
   * DATABASE_URL: the embedded PGlite database lives inside one process, so it always runs one.
   */
  workers: number;
  /** On SIGTERM, readiness answers 503 this long before the server stops taking requests. */
  shutdownDrainMs: number;
  /** WeChat website login: the Open Platform app when WECHAT_APP_ID/SECRET are set, else the sandbox. */
  wechat: WechatConfig;
  /** Uploaded files: DATA_DIR/uploads, or an S3-compatible store when S3_ENDPOINT is set; memory in tests. */
  storage: StorageConfig;
  sms: SmsConfig;
  /** Parcel tracking: 快递100 when KUAIDI100_KEY/CUSTOMER/SALT and PUBLIC_URL are set, else the sandbox carrier. */
  logistics: LogisticsConfig;
  /** Keys the HMAC of stored SMS codes and signs password-reset tokens; the same on every instance. */
  accountSecret: string;
  /**
   * ERP webhooks: how often each instance looks for due deliveries (0: never, tests tick by hand), and
   * the hosts that may receive them although they are loopback or private (refused in production).
   */
  webhooks: { pollMs: number; allowHosts: string[] };
  /** The development SMS outbox page (/api/dev/sms); never in production. */
  devPages: boolean;
  production: boolean;
}

const DEV_ACCOUNT_SECRET = 'yaocai-account-dev-secret';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));
const defaultAdminDist = fileURLToPath(new URL('../../admin/dist', import.meta.url));
const defaultMobileDist = fileURLToPath(new URL('../../mobile/dist', import.meta.url));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATABASE_URL ? undefined : (env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    seedGoods: Number(env.SEED_GOODS ?? 2000),
    sessionTtlDays: Number(env.SESSION_TTL_DAYS ?? 7),
    webDist: env.WEB_DIST ?? defaultWebDist,
    adminDist: env.ADMIN_DIST ?? defaultAdminDist,
    mobileDist: env.MOBILE_DIST ?? defaultMobileDist,
    mainSiteUrl: env.MAIN_SITE_URL ?? '/',
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '').split(',').filter(Boolean),
    trustProxy: env.TRUST_PROXY === '1',
    loginLimit: {
      perAccount: Number(env.LOGIN_LIMIT_PER_ACCOUNT ?? 5),
      perAddress: Number(env.LOGIN_LIMIT_PER_ADDRESS ?? 20),
      windowMinutes: 15,
    },
    payments: paymentConfigFrom(env, port),
    paymentReconcileMs: Number(env.PAYMENT_RECONCILE_SECONDS ?? 60) * 1000,
    metricsToken: env.METRICS_TOKEN || undefined,
    databasePoolSize: Number(env.DATABASE_POOL_SIZE ?? 10),
    databaseConnectTimeoutMs: Number(env.DATABASE_CONNECT_TIMEOUT_MS ?? 2_000),
    databaseQueryTimeoutMs: Number(env.DATABASE_QUERY_TIMEOUT_MS ?? 15_000),
    workers: workerCount(env.WORKERS),
    shutdownDrainMs: Number(env.SHUTDOWN_DRAIN_MS ?? 0),
    wechat: {
      appId: env.WECHAT_APP_ID || undefined,
      appSecret: env.WECHAT_APP_SECRET || undefined,
      redirectUri: env.WECHAT_REDIRECT_URI || undefined,
      sandboxSecret: env.WECHAT_SANDBOX_SECRET || DEV_WECHAT_SANDBOX_SECRET,
    },
    storage: storageConfigFrom(env, env.DATA_DIR ?? './data'),
    sms: smsConfigFrom(env),
    logistics: logisticsConfigFrom(env),
    accountSecret: env.ACCOUNT_SECRET || DEV_ACCOUNT_SECRET,
    webhooks: {
      pollMs: Number(env.WEBHOOK_POLL_MS ?? 1_000),
      allowHosts: (env.WEBHOOK_ALLOW_HOSTS ?? '')
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    },
    devPages: env.NODE_ENV !== 'production',
    production: env.NODE_ENV === 'production',
  };
}

function workerCount(value: string | undefined): number {
  if (value === 'auto') return availableParallelism();
  const n = Number(value ?? 1);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`WORKERS must be a whole number ≥ 1 or "auto", not "${value}"`);
  return n;
}

/**
 * Settings that must not reach production (the sandbox payment gateway is simply not mounted there).
 * Returns why the server must not start, or null.
 */
export function productionRefusal(config: AppConfig): string | null {
  const storage = storageRefusal(config.storage);
  if (storage) return storage;
  if (config.production && config.accountSecret === DEV_ACCOUNT_SECRET) {
    return 'NODE_ENV=production with the default ACCOUNT_SECRET: set it (SMS codes and password-reset tokens are keyed with it)';
  }
  return null;
}

/** Configuration for tests: in memory, quiet, no web build. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({}),
    dataDir: undefined,
    databaseUrl: process.env.DATABASE_URL || undefined,
    logLevel: 'silent',
    webDist: null,
    adminDist: null,
    mobileDist: null,
    storage: { localDir: undefined },
    // Tests run webhook delivery rounds themselves, with a clock they control.
    webhooks: { pollMs: 0, allowHosts: [] },
    paymentReconcileMs: 0,
    ...overrides,
  };
}
