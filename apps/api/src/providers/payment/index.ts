import { ALIPAY_PRODUCTION_GATEWAY, AlipayGateway, type AlipayConfig } from './alipay';
import type { PaymentGateway, ProviderName } from './gateway';
import { keySetting } from './keys';
import { DEV_SANDBOX_SECRET, SandboxGateway } from './sandbox';
import { WECHATPAY_BASE_URL, WechatPayGateway, type WechatPayConfig } from './wechatpay';

export * from './gateway';
export { AlipayGateway, type AlipayConfig } from './alipay';
export { WechatPayGateway, type WechatPayConfig } from './wechatpay';
export { DEV_SANDBOX_SECRET, SandboxGateway, sandboxGateway } from './sandbox';

export interface PaymentConfig {
  /** Signs the sandbox gateway's notices (outside production only). */
  sandboxSecret: string;
  /** With NODE_ENV=production the sandbox is not mounted at all. */
  production: boolean;
  /** Set only when every setting of the provider is there. */
  alipay: AlipayConfig | null;
  wechat: WechatPayConfig | null;
  /** The providers offered at checkout, in this order. */
  order: ProviderName[];
  /** Settings that were given but are not usable (logged at start). */
  problems: string[];
}

const NAMES: ProviderName[] = ['alipay', 'wechat', 'sandbox'];

/** Reads ALIPAY_*, WECHATPAY_*, PUBLIC_URL, PAYMENT_PROVIDERS and PAYMENT_SANDBOX_SECRET. */
export function paymentConfigFrom(env: NodeJS.ProcessEnv, port: number): PaymentConfig {
  const production = env.NODE_ENV === 'production';
  const publicUrl = (env.PUBLIC_URL || (production ? '' : `http://localhost:${port}`)).replace(/\/+$/, '');
  const problems: string[] = [];
  const complete = <T>(name: string, values: Record<string, string | undefined>, make: () => T): T | null => {
    const given = Object.entries(values).filter(([, v]) => v);
    if (given.length === 0) return null;
    const missing = Object.entries(values)
      .filter(([, v]) => !v)
      .map(([k]) => k);
    if (missing.length > 0) {
      problems.push(`${name} 未启用，缺少 ${missing.join(', ')}`);
      return null;
    }
    return make();
  };
  const alipayKeys = {
    ALIPAY_APP_ID: env.ALIPAY_APP_ID,
    ALIPAY_PRIVATE_KEY: keySetting(env, 'ALIPAY_PRIVATE_KEY'),
    ALIPAY_PUBLIC_KEY: keySetting(env, 'ALIPAY_PUBLIC_KEY'),
    PUBLIC_URL: publicUrl,
  };
  const alipay = complete('支付宝', alipayKeys, () => ({
    appId: alipayKeys.ALIPAY_APP_ID!,
    privateKey: alipayKeys.ALIPAY_PRIVATE_KEY!,
    alipayPublicKey: alipayKeys.ALIPAY_PUBLIC_KEY!,
    gateway: env.ALIPAY_GATEWAY || ALIPAY_PRODUCTION_GATEWAY,
    publicUrl,
  }));
  const wx = {
    WECHATPAY_MCHID: env.WECHATPAY_MCHID,
    WECHATPAY_APPID: env.WECHATPAY_APPID,
    WECHATPAY_SERIAL: env.WECHATPAY_SERIAL,
    WECHATPAY_PRIVATE_KEY: keySetting(env, 'WECHATPAY_PRIVATE_KEY'),
    WECHATPAY_PUBLIC_KEY: keySetting(env, 'WECHATPAY_PUBLIC_KEY'),
    WECHATPAY_PUBLIC_KEY_ID: env.WECHATPAY_PUBLIC_KEY_ID,
    WECHATPAY_APIV3_KEY: keySetting(env, 'WECHATPAY_APIV3_KEY'),
    PUBLIC_URL: publicUrl,
  };
  const wechat = complete('微信支付', wx, () => ({
    mchid: wx.WECHATPAY_MCHID!,
    appid: wx.WECHATPAY_APPID!,
    serial: wx.WECHATPAY_SERIAL!,
    privateKey: wx.WECHATPAY_PRIVATE_KEY!,
    publicKey: wx.WECHATPAY_PUBLIC_KEY!,
    publicKeyId: wx.WECHATPAY_PUBLIC_KEY_ID!,
    apiV3Key: wx.WECHATPAY_APIV3_KEY!,
    baseUrl: env.WECHATPAY_BASE_URL || WECHATPAY_BASE_URL,
    publicUrl,
  }));
  if (wechat && Buffer.byteLength(wechat.apiV3Key) !== 32) problems.push('WECHATPAY_APIV3_KEY 应为32字节');
  const usable = (name: ProviderName) =>
    name === 'sandbox' ? !production : name === 'alipay' ? alipay !== null : wechat !== null;
  const listed = (env.PAYMENT_PROVIDERS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const name of listed) {
    if (!NAMES.includes(name as ProviderName)) problems.push(`PAYMENT_PROVIDERS 中的 ${name} 不是支付渠道`);
    else if (!usable(name as ProviderName))
      problems.push(`PAYMENT_PROVIDERS 中的 ${name} 未配置完整，不展示`);
  }
  const configured = NAMES.filter((n) => n !== 'sandbox' && usable(n));
  const order = (
    listed.length > 0 ? listed : configured.length > 0 ? configured : production ? [] : ['sandbox']
  ).filter(
    (name): name is ProviderName => NAMES.includes(name as ProviderName) && usable(name as ProviderName),
  );
  return {
    sandboxSecret: env.PAYMENT_SANDBOX_SECRET || DEV_SANDBOX_SECRET,
    production,
    alipay,
    wechat,
    order: [...new Set(order)],
    problems,
  };
}

/** The gateways the configuration makes, and those offered at checkout. */
export interface PaymentProviders {
  /** Offered at checkout, in PAYMENT_PROVIDERS order. */
  readonly offered: PaymentGateway[];
  /** Outside production only: its page and notice routes are not mounted otherwise. */
  readonly sandbox: SandboxGateway | null;
  /** Any configured gateway by name (settling, querying and refunding older payments too). */
  get(name: string): PaymentGateway | null;
}

export function createPaymentProviders(
  config: PaymentConfig,
  now: () => number = Date.now,
): PaymentProviders {
  const all = new Map<string, PaymentGateway>();
  const sandbox = config.production ? null : new SandboxGateway(config.sandboxSecret);
  if (sandbox) all.set('sandbox', sandbox);
  if (config.alipay) all.set('alipay', new AlipayGateway(config.alipay));
  if (config.wechat) all.set('wechat', new WechatPayGateway(config.wechat, now));
  return {
    offered: config.order.map((name) => all.get(name)).filter((g): g is PaymentGateway => Boolean(g)),
    sandbox,
    get: (name) => all.get(name || 'sandbox') ?? null,
  };
}
