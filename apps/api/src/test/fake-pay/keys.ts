import { generateKeyPairSync, randomBytes } from 'node:crypto';

/** Keys of one test run: ours (app / merchant) and the providers' (Alipay, 微信支付公钥). */
export interface FakePayKeys {
  alipayAppPrivate: string;
  alipayAppPublic: string;
  alipayPrivate: string;
  alipayPublic: string;
  wechatMerchantPrivate: string;
  wechatMerchantPublic: string;
  wechatPlatformPrivate: string;
  wechatPlatformPublic: string;
  apiV3Key: string;
}

const pair = (pkcs1 = false) => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    priv: privateKey.export({ format: 'pem', type: pkcs1 ? 'pkcs1' : 'pkcs8' }).toString(),
    pub: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
  };
};

/** Fresh keys: the Alipay app key as PKCS#1 (as Alipay's tool writes it), the merchant key as PKCS#8. */
export function generateFakePayKeys(): FakePayKeys {
  const app = pair(true);
  const alipay = pair();
  const merchant = pair();
  const platform = pair();
  return {
    alipayAppPrivate: app.priv,
    alipayAppPublic: app.pub,
    alipayPrivate: alipay.priv,
    alipayPublic: alipay.pub,
    wechatMerchantPrivate: merchant.priv,
    wechatMerchantPublic: merchant.pub,
    wechatPlatformPrivate: platform.priv,
    wechatPlatformPublic: platform.pub,
    apiV3Key: randomBytes(16).toString('hex'),
  };
}

export const FAKE_ALIPAY_APP_ID = '2021000000000001';
export const FAKE_WECHAT_MCHID = '1900000109';
export const FAKE_WECHAT_APPID = 'wx0000000000000001';
export const FAKE_WECHAT_SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
export const FAKE_WECHAT_PUBLIC_KEY_ID = 'PUB_KEY_ID_0000000000000000000000000001';

/** The settings that point our server at the fake gateways (as the environment would give them). */
export function fakePayEnv(
  keys: FakePayKeys,
  gatewayOrigin: string,
  publicUrl: string,
): Record<string, string> {
  return {
    PUBLIC_URL: publicUrl,
    ALIPAY_APP_ID: FAKE_ALIPAY_APP_ID,
    ALIPAY_PRIVATE_KEY: keys.alipayAppPrivate,
    ALIPAY_PUBLIC_KEY: keys.alipayPublic,
    ALIPAY_GATEWAY: `${gatewayOrigin}/alipay/gateway.do`,
    WECHATPAY_MCHID: FAKE_WECHAT_MCHID,
    WECHATPAY_APPID: FAKE_WECHAT_APPID,
    WECHATPAY_SERIAL: FAKE_WECHAT_SERIAL,
    WECHATPAY_PRIVATE_KEY: keys.wechatMerchantPrivate,
    WECHATPAY_PUBLIC_KEY: keys.wechatPlatformPublic,
    WECHATPAY_PUBLIC_KEY_ID: FAKE_WECHAT_PUBLIC_KEY_ID,
    WECHATPAY_APIV3_KEY: keys.apiV3Key,
    WECHATPAY_BASE_URL: `${gatewayOrigin}/`,
  };
}
