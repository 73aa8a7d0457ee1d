import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, wechatAuthorisations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const JSON_ACCEPT = { accept: 'application/json' };

async function authorise(cookie: string | undefined, purpose: 'bind' | 'register' = 'bind') {
  const { status, body } = await t.call({
    method: 'POST',
    url: '/api/user/wechat/authorise',
    payload: { purpose },
    headers: cookie ? { cookie } : {},
  });
  expect(status).toBe(200);
  return body.data as { state: string; url: string; provider: string; expires_in: number };
}

/** What the sandbox page does on 确认登录 / 取消: the redirect to our callback, with a signed code. */
async function scan(state: string, nickname: string, action: 'confirm' | 'cancel' = 'confirm') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/wechat/sandbox/confirm',
    payload: { state, nickname, action },
  });
  expect(res.statusCode).toBe(303);
  return String(res.headers.location);
}

const callback = (location: string, cookie?: string) =>
  t.call({ method: 'GET', url: location, headers: { ...JSON_ACCEPT, ...(cookie ? { cookie } : {}) } });

const profileOf = async (cookie: string) =>
  (await t.call({ method: 'GET', url: '/api/user/base', headers: { cookie } })).body.data;

const openidOf = async (username: string) =>
  (await t.db.select({ o: members.wechatOpenid }).from(members).where(eq(members.username, username)))[0]!.o;

const authorisationCount = async () => (await t.db.select({ n: count() }).from(wechatAuthorisations))[0]!.n;

describe('binding WeChat through the sandbox', () => {
  it('binds after the scan, shows the nickname in the profile, and unbinds', async () => {
    const cookie = await t.login('yaodian01');
    const { state, url, provider, expires_in } = await authorise(cookie);
    expect(provider).toBe('sandbox');
    expect(expires_in).toBe(300);
    expect(url).toBe(`/api/wechat/sandbox/authorize?state=${state}`);

    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('确认登录');
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");

    const poll = await t.call({
      method: 'GET',
      url: `/api/user/wechat/authorise/${state}`,
      headers: { cookie },
    });
    expect(poll.body.data).toMatchObject({ status: 'pending', purpose: 'bind' });

    const location = await scan(state, '仁和赵经理');
    expect(location).toMatch(/^\/api\/wechat\/callback\?state=.+&code=.+/);
    const done = await callback(location);
    expect(done.body.data).toMatchObject({
      status: 'bound',
      nickname: '仁和赵经理',
      redirect: '/bdwx?wechat=bound',
    });
    expect((await profileOf(cookie)).wechat).toBe('仁和赵经理');
    const after = await t.call({
      method: 'GET',
      url: `/api/user/wechat/authorise/${state}`,
      headers: { cookie },
    });
    expect(after.body.data).toMatchObject({
      status: 'bound',
      nickname: '仁和赵经理',
      message: '微信绑定成功',
    });

    // A used scan cannot be replayed.
    const replay = await callback(location);
    expect(replay.status).toBe(409);
    expect(replay.body.msg).toBe('该二维码已使用，请刷新后重新扫码');

    const unbind = await t.call({ method: 'DELETE', url: '/api/user/unbind_wechat', headers: { cookie } });
    expect(unbind.body).toMatchObject({ code: 10000, data: null });
    expect((await profileOf(cookie)).wechat).toBe('');
    expect(await openidOf('yaodian01')).toBeNull();
    const again = await t.call({ method: 'DELETE', url: '/api/user/unbind_wechat', headers: { cookie } });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('当前账号未绑定微信');
  });

  it('shows the seeded binding of zhensuo01', async () => {
    expect((await profileOf(await t.login('zhensuo01'))).wechat).toBe('康宁诊所-孙医生');
  });

  it('sends the browser back to /bdwx after the callback', async () => {
    const cookie = await t.login('liansuo01-2');
    const { state } = await authorise(cookie);
    const res = await t.app.inject({ method: 'GET', url: await scan(state, '', 'cancel') });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/bdwx?wechat=cancelled');
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/wechat/callback?state=${state}&code=abc.def`,
    });
    expect(forged.headers.location).toBe('/bdwx?wechat=invalid');
  });

  it('refuses forged codes, codes of another state, expired and unknown states', async () => {
    const cookie = await t.login('yaodian01');
    const { state } = await authorise(cookie);
    const good = new URL(await scan(state, '伪造测试'), 'http://x').searchParams.get('code')!;
    const [payload, signature] = good.split('.');
    const tampered = `${Buffer.from(JSON.stringify({ s: state, n: '别人', e: Date.now() + 60_000 })).toString('base64url')}.${signature}`;
    for (const code of [tampered, `${payload}.AAAA`, 'not-a-code']) {
      const res = await callback(`/api/wechat/callback?state=${state}&code=${encodeURIComponent(code)}`);
      expect(res.status).toBe(422);
      expect(res.body.msg).toBe('授权码无效，请重新扫码');
    }
    const other = await authorise(cookie);
    const res = await callback(`/api/wechat/callback?state=${other.state}&code=${encodeURIComponent(good)}`);
    expect(res.status).toBe(422);

    await t.db
      .update(wechatAuthorisations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(wechatAuthorisations.state, state));
    const expired = await callback(`/api/wechat/callback?state=${state}&code=${encodeURIComponent(good)}`);
    expect(expired.status).toBe(410);
    expect(expired.body.msg).toBe('二维码已过期，请刷新后重新扫码');
    const poll = await t.call({
      method: 'GET',
      url: `/api/user/wechat/authorise/${state}`,
      headers: { cookie },
    });
    expect(poll.body.data.status).toBe('expired');
    expect(await openidOf('yaodian01')).toBeNull();

    const unknown = await callback(`/api/wechat/callback?state=${'x'.repeat(32)}`);
    expect(unknown.status).toBe(404);
  });

  it('refuses an identity bound to another member, and a member already bound', async () => {
    const hq = await t.login('liansuo01');
    const first = await authorise(hq);
    expect((await callback(await scan(first.state, '益康采购部'))).body.data.status).toBe('bound');

    const other = await t.login('liansuo01-1');
    const second = await authorise(other);
    const taken = await callback(await scan(second.state, '益康采购部'));
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('该微信已绑定其他账号，请更换微信或先在原账号解绑');
    expect(await openidOf('liansuo01-1')).toBeNull();
    const poll = await t.call({
      method: 'GET',
      url: `/api/user/wechat/authorise/${second.state}`,
      headers: { cookie: other },
    });
    expect(poll.body.data.status).toBe('taken');

    const third = await authorise(hq);
    const already = await callback(await scan(third.state, '另一个微信'));
    expect(already.status).toBe(409);
    expect(already.body.msg).toBe('当前账号已绑定微信，请先解绑再绑定新的微信');
    expect((await profileOf(hq)).wechat).toBe('益康采购部');
  });

  it('binds once when two callbacks of one scan arrive together', async () => {
    const cookie = await t.login('daishen01');
    const { state } = await authorise(cookie);
    const location = await scan(state, '并发测试');
    const results = await Promise.all([callback(location), callback(location), callback(location)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect((await profileOf(cookie)).wechat).toBe('并发测试');
  });

  it('shows a binding only to the member who started it', async () => {
    const mine = await authorise(await t.login('yaodian01'));
    const other = await t.login('zhensuo01');
    const res = await t.call({
      method: 'GET',
      url: `/api/user/wechat/authorise/${mine.state}`,
      headers: { cookie: other },
    });
    expect(res.status).toBe(404);
    const visitor = await t.call({ method: 'GET', url: `/api/user/wechat/authorise/${mine.state}` });
    expect(visitor.status).toBe(404);
  });

  it('refuses bad input with 422 naming the field and writes nothing', async () => {
    const cookie = await t.login('yaodian01');
    const before = await authorisationCount();
    const bad = await t.call({
      method: 'POST',
      url: '/api/user/wechat/authorise',
      payload: { purpose: 'steal' },
      headers: { cookie },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.purpose).toBeDefined();
    const visitorBind = await t.call({
      method: 'POST',
      url: '/api/user/wechat/authorise',
      payload: { purpose: 'bind' },
    });
    expect(visitorBind.body.code).toBe(10001);
    expect(await authorisationCount()).toBe(before);
    const badState = await t.call({
      method: 'GET',
      url: '/api/user/wechat/authorise/bad!state',
      headers: { cookie },
    });
    expect(badState.status).toBe(422);
    expect(badState.body.msg).toBe('授权标识不正确');
    const noName = await t.call({
      method: 'POST',
      url: '/api/wechat/sandbox/confirm',
      payload: { state: 'x'.repeat(32), nickname: ' ', action: 'confirm' },
    });
    expect(noName.status).toBe(422);
    expect(noName.body.msg).toBe('请输入微信昵称');
    expect((await t.call({ method: 'DELETE', url: '/api/user/unbind_wechat' })).body.code).toBe(10001);
  });
});

describe('WeChat login from a registration scan', () => {
  it('logs in the member the scanned identity is bound to', async () => {
    const member = await t.login('liansuo01-3');
    const bind = await authorise(member);
    expect((await callback(await scan(bind.state, '河西店微信'))).body.data.status).toBe('bound');

    const { state } = await authorise(undefined, 'register');
    const res = await t.app.inject({ method: 'GET', url: await scan(state, '河西店微信') });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
    const session = res.cookies.find((c) => c.name === 'yc_session');
    expect(session).toBeDefined();
    const profile = await profileOf(`yc_session=${session!.value}`);
    expect(profile).toMatchObject({ username: 'liansuo01-3', wechat: '河西店微信' });
    const poll = await t.call({ method: 'GET', url: `/api/user/wechat/authorise/${state}` });
    expect(poll.body.data).toMatchObject({ status: 'login', purpose: 'register' });
  });

  it('lets an unknown identity go on to the registration form', async () => {
    const { state } = await authorise(undefined, 'register');
    const done = await callback(await scan(state, '新药店老板'));
    expect(done.body.data).toMatchObject({
      status: 'confirmed',
      nickname: '新药店老板',
      redirect: `/register/wechat?state=${state}`,
    });
  });
});
