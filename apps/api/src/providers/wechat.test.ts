import { describe, expect, it } from 'vitest';
import { createWechatOAuth, OpenPlatformWechat, SandboxWechat, WechatRefusal } from './wechat';

describe('sandbox WeChat', () => {
  const sandbox = new SandboxWechat('secret-a');

  it('gives back the identity of a code it issued for that state; one nickname is one openid', async () => {
    const code = sandbox.issueCode('state-1', '张三');
    const identity = await sandbox.exchange(code, 'state-1');
    expect(identity).toEqual({ openid: sandbox.openidOf('张三'), nickname: '张三' });
    expect(identity.openid).toMatch(/^sb_[0-9a-f]{28}$/);
    expect(sandbox.openidOf('李四')).not.toBe(identity.openid);
  });

  it.each([
    ['another state', (code: string) => [code, 'state-2']],
    [
      'another secret',
      (code: string) => [new SandboxWechat('secret-b').issueCode('state-1', '张三'), 'state-1', code],
    ],
    [
      'a changed payload',
      (code: string) => [
        `${Buffer.from('{"s":"state-1","n":"王五","e":9e15}').toString('base64url')}.${code.split('.')[1]}`,
        'state-1',
      ],
    ],
    ['garbage', () => ['a.b.c', 'state-1']],
  ])('refuses a code of %s', async (_, make) => {
    const [code, state] = make(sandbox.issueCode('state-1', '张三')) as [string, string];
    await expect(sandbox.exchange(code, state)).rejects.toBeInstanceOf(WechatRefusal);
  });

  it('refuses an expired code', async () => {
    let now = 1_000_000;
    const clocked = new SandboxWechat('secret-a', () => now);
    const code = clocked.issueCode('s', '张三');
    now += 5 * 60_000 + 1;
    await expect(clocked.exchange(code, 's')).rejects.toThrow('授权码已过期，请重新扫码');
  });
});

describe('WeChat Open Platform', () => {
  const settings = {
    appId: 'wx123',
    appSecret: 'sec',
    redirectUri: 'https://shop.example.com/api/wechat/callback',
  };

  it('points the QR code at qrconnect with our app, callback and state', () => {
    const url = new URL(new OpenPlatformWechat(settings).authoriseUrl('abc'));
    expect(url.origin + url.pathname).toBe('https://open.weixin.qq.com/connect/qrconnect');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: 'wx123',
      redirect_uri: settings.redirectUri,
      response_type: 'code',
      scope: 'snsapi_login',
      state: 'abc',
    });
    expect(url.hash).toBe('#wechat_redirect');
  });

  it('exchanges the code for a token, then reads the nickname', async () => {
    const calls: string[] = [];
    const fetch = (async (input: string) => {
      calls.push(input);
      const body = input.includes('/sns/oauth2/access_token')
        ? { access_token: 'TOKEN', openid: 'o-real-1', expires_in: 7200 }
        : { openid: 'o-real-1', nickname: '真实昵称' };
      return new Response(JSON.stringify(body));
    }) as unknown as typeof globalThis.fetch;
    const identity = await new OpenPlatformWechat({ ...settings, fetch }).exchange('CODE');
    expect(identity).toEqual({ openid: 'o-real-1', nickname: '真实昵称' });
    expect(calls[0]).toBe(
      'https://api.weixin.qq.com/sns/oauth2/access_token?appid=wx123&secret=sec&code=CODE&grant_type=authorization_code',
    );
    expect(calls[1]).toBe('https://api.weixin.qq.com/sns/userinfo?access_token=TOKEN&openid=o-real-1');
  });

  it('refuses when WeChat answers an error code or cannot be reached', async () => {
    const refusing = (async () =>
      new Response(JSON.stringify({ errcode: 40029, errmsg: 'invalid code' }))) as unknown as typeof fetch;
    await expect(new OpenPlatformWechat({ ...settings, fetch: refusing }).exchange('bad')).rejects.toThrow(
      '微信授权失败，请重新扫码',
    );
    const down = (async () => {
      throw new Error('ECONNREFUSED');
    }) as unknown as typeof fetch;
    await expect(new OpenPlatformWechat({ ...settings, fetch: down }).exchange('x')).rejects.toThrow(
      '微信服务暂时不可用，请稍后再试',
    );
  });
});

describe('createWechatOAuth', () => {
  it('chooses the real provider when the app id and secret are set, the sandbox otherwise', () => {
    expect(
      createWechatOAuth({
        appId: undefined,
        appSecret: undefined,
        redirectUri: undefined,
        sandboxSecret: 's',
      }).name,
    ).toBe('sandbox');
    expect(
      createWechatOAuth({ appId: 'wx1', appSecret: 'x', redirectUri: 'https://a/cb', sandboxSecret: 's' })
        .name,
    ).toBe('wechat');
    expect(() =>
      createWechatOAuth({ appId: 'wx1', appSecret: 'x', redirectUri: undefined, sandboxSecret: 's' }),
    ).toThrow(/WECHAT_REDIRECT_URI/);
  });
});
