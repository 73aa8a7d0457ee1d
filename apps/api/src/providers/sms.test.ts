import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AliyunSms, createSms, SandboxSms, smsConfigFrom } from './sms';

const aliyunEnv = {
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_KEY_ID: 'testid',
  ALIYUN_SMS_KEY_SECRET: 'testsecret',
  ALIYUN_SMS_SIGN_NAME: '药采网',
  ALIYUN_SMS_TEMPLATE: 'SMS_123456',
};

describe('SMS providers', () => {
  it('sandbox: logs each message and keeps the last fifty, newest first', async () => {
    const lines: string[] = [];
    const sms = new SandboxSms((line) => lines.push(line));
    for (let i = 0; i < 55; i++) await sms.send(`1380000${String(i).padStart(4, '0')}`, `验证码为${i}`);
    expect(sms.outbox).toHaveLength(50);
    expect(sms.outbox[0]).toMatchObject({ phone: '13800000054', text: '验证码为54' });
    expect(lines.at(-1)).toBe('sandbox SMS to 13800000054: 验证码为54');
  });

  it('aliyun: a signed SendSms call with the template parameter; anything but OK is an error', async () => {
    const calls: string[] = [];
    let answer: object = { Code: 'OK', Message: 'OK' };
    const fakeFetch = (async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    }) as unknown as typeof fetch;
    const sms = new AliyunSms(
      {
        accessKeyId: 'testid',
        accessKeySecret: 'testsecret',
        signName: '药采网',
        templateCode: 'SMS_123456',
      },
      fakeFetch,
    );
    await sms.send('13800001234', '【药采网】…', '123456');
    const url = new URL(calls[0]!);
    expect(url.origin).toBe('https://dysmsapi.aliyuncs.com');
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      Action: 'SendSms',
      PhoneNumbers: '13800001234',
      SignName: '药采网',
      TemplateCode: 'SMS_123456',
      TemplateParam: '{"code":"123456"}',
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
    });
    // The signature over the sorted, RFC 3986-encoded query (Aliyun RPC signature v1.0).
    const enc = (v: string) =>
      encodeURIComponent(v).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    const { Signature, ...rest } = params;
    const query = Object.keys(rest)
      .sort()
      .map((k) => `${enc(k)}=${enc(rest[k]!)}`)
      .join('&');
    const expected = createHmac('sha1', 'testsecret&')
      .update(`GET&${enc('/')}&${enc(query)}`)
      .digest('base64');
    expect(Signature).toBe(expected);

    answer = { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控' };
    await expect(sms.send('13800001234', '', '654321')).rejects.toThrow(/BUSINESS_LIMIT_CONTROL/);
  });

  it('is chosen by environment; a half-configured Aliyun refuses to start', () => {
    expect(createSms(smsConfigFrom({}))).toBeInstanceOf(SandboxSms);
    expect(createSms(smsConfigFrom(aliyunEnv))).toBeInstanceOf(AliyunSms);
    expect(() => smsConfigFrom({ ...aliyunEnv, ALIYUN_SMS_TEMPLATE: '' })).toThrow(
      'SMS_PROVIDER=aliyun needs ALIYUN_SMS_TEMPLATE',
    );
  });
});
