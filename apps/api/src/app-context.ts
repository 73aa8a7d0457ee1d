import type { AppConfig } from './config';
import type { Database } from './db/client';
import { createLogistics, type LogisticsProvider } from './providers/logistics/index';
import { createPaymentProviders, type PaymentProviders } from './providers/payment/index';
import { createSms, type SmsProvider } from './providers/sms';
import { createStorage, type FileStorage } from './providers/storage';
import { createWechatOAuth, type WechatOAuth } from './providers/wechat';

/** What every module's routes receive. */
export interface AppContext {
  db: Database;
  config: AppConfig;
  /** WeChat website login (sandbox unless WECHAT_APP_ID/SECRET are set). */
  wechat: WechatOAuth;
  /** Uploaded documents and images (local folder, memory in tests, or S3-compatible). */
  storage: FileStorage;
  /** Text messages (sandbox unless SMS_PROVIDER=aliyun and its keys are set). */
  sms: SmsProvider;
  /** Parcel tracking (快递100 when its keys are set, else the sandbox carrier fed by sandbox pushes). */
  logistics: LogisticsProvider;
  /** Online payment gateways (Alipay, WeChat Pay; the sandbox outside production). */
  payments: PaymentProviders;
}

/**
 * The context with the providers the configuration chooses (used by buildApp and by tests of one
 * module); `log` is where the sandbox SMS provider writes its messages (the server log at info).
 */
export function createAppContext(db: Database, config: AppConfig, log?: (line: string) => void): AppContext {
  return {
    db,
    config,
    wechat: createWechatOAuth(config.wechat),
    storage: createStorage(config.storage),
    sms: createSms(config.sms, log),
    logistics: createLogistics(config.logistics),
    payments: createPaymentProviders(config.payments),
  };
}
