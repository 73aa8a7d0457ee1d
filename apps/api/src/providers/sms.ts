import { createHmac, randomUUID } from 'node:crypto';

/** Sends a text message to a mainland mobile number. */
export interface SmsProvider {
  readonly name: 'sandbox' | 'aliyun';
  send(phone: string, text: string, code: string): Promise<void>;
}

export interface SmsConfig {
  provider: 'sandbox' | 'aliyun';
  aliyun?: { accessKeyId: string; accessKeySecret: string; signName: string; templateCode: string };
}

export interface SandboxMessage {
  phone: string;
  text: string;
  sentAt: Date;
}

const OUTBOX_SIZE = 50;

/**
 * Development provider: nothing leaves the machine. Each message is written to the server log and kept
 * in a small outbox that the development page `/api/dev/sms` shows (never in production), so a tester can
 * read the code they asked for.
 */
export class SandboxSms implements SmsProvider {
  readonly name = 'sandbox' as const;
  readonly outbox: SandboxMessage[] = [];
  constructor(private readonly log: (line: string) => void = (line) => console.info(line)) {}

  async send(phone: string, text: string) {
    this.outbox.unshift({ phone, text, sentAt: new Date() });
    this.outbox.length = Math.min(this.outbox.length, OUTBOX_SIZE);
    this.log(`sandbox SMS to ${phone}: ${text}`);
  }
}

/** Aliyun SMS (dysmsapi, RPC style with signature version 1.0, HMAC-SHA1). */
export class AliyunSms implements SmsProvider {
  readonly name = 'aliyun' as const;
  constructor(
    private readonly options: NonNullable<SmsConfig['aliyun']>,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(phone: string, _text: string, code: string) {
    const params: Record<string, string> = {
      AccessKeyId: this.options.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: phone,
      RegionId: 'cn-hangzhou',
      SignName: this.options.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: this.options.templateCode,
      TemplateParam: JSON.stringify({ code }),
      Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    const query = Object.keys(params)
      .sort()
      .map((k) => `${percent(k)}=${percent(params[k]!)}`)
      .join('&');
    const toSign = `GET&${percent('/')}&${percent(query)}`;
    const signature = createHmac('sha1', `${this.options.accessKeySecret}&`).update(toSign).digest('base64');
    const res = await this.fetchImpl(
      `https://dysmsapi.aliyuncs.com/?Signature=${percent(signature)}&${query}`,
      { signal: AbortSignal.timeout(5_000) },
    );
    const body = (await res.json().catch(() => ({}))) as { Code?: string; Message?: string };
    if (body.Code !== 'OK')
      throw new Error(`aliyun sms refused: ${body.Code ?? res.status} ${body.Message ?? ''}`);
  }
}

/** RFC 3986 encoding as Aliyun's signature wants it. */
function percent(value: string) {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The provider the configuration chooses; `log` receives the sandbox's messages (the server log). */
export function createSms(config: SmsConfig, log?: (line: string) => void): SmsProvider {
  if (config.provider === 'aliyun' && config.aliyun) return new AliyunSms(config.aliyun);
  return new SandboxSms(log);
}

export function smsConfigFrom(env: NodeJS.ProcessEnv): SmsConfig {
  const {
    SMS_PROVIDER,
    ALIYUN_SMS_KEY_ID,
    ALIYUN_SMS_KEY_SECRET,
    ALIYUN_SMS_SIGN_NAME,
    ALIYUN_SMS_TEMPLATE,
  } = env;
  if (SMS_PROVIDER === 'aliyun') {
    // A half-configured real provider must not quietly fall back to the sandbox.
    if (!ALIYUN_SMS_KEY_ID || !ALIYUN_SMS_KEY_SECRET || !ALIYUN_SMS_SIGN_NAME || !ALIYUN_SMS_TEMPLATE) {
      const missing = [
        'ALIYUN_SMS_KEY_ID',
        'ALIYUN_SMS_KEY_SECRET',
        'ALIYUN_SMS_SIGN_NAME',
        'ALIYUN_SMS_TEMPLATE',
      ];
      throw new Error(`SMS_PROVIDER=aliyun needs ${missing.filter((k) => !env[k]).join(', ')}`);
    }
    return {
      provider: 'aliyun',
      aliyun: {
        accessKeyId: ALIYUN_SMS_KEY_ID,
        accessKeySecret: ALIYUN_SMS_KEY_SECRET,
        signName: ALIYUN_SMS_SIGN_NAME,
        templateCode: ALIYUN_SMS_TEMPLATE,
      },
    };
  }
  return { provider: 'sandbox' };
}
