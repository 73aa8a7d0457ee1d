import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const sessionCount = async () => (await t.db.select({ n: count() }).from(sessions))[0].n;

describe('login', () => {
  it('sets an HttpOnly SameSite=Lax session cookie and shows the company', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: 'username=yaodian01&password=Demo%401234',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 10000,
      data: { username: 'yaodian01', company: '仁和大药房(演示)' },
    });
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
  });

  it.each([
    [{ password: 'x' }, 'username', '请输入用户名'],
    [{ username: 'yaodian01' }, 'password', '请输入密码'],
    [{ username: '   ', password: 'x' }, 'username', '请输入用户名'],
  ])('refuses %j with 422 naming the field and writes nothing', async (payload, field, message) => {
    const before = await sessionCount();
    const { status, body } = await t.call({ method: 'POST', url: '/api/user/login', payload });
    expect(status).toBe(422);
    expect(body.code).toBe(422);
    expect(body.msg).toBe(message);
    expect(body.errors[field]).toContain(message);
    expect(await sessionCount()).toBe(before);
  });

  it('refuses a wrong password with a clear message', async () => {
    const { status, body } = await t.call({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'zhensuo01', password: 'wrong' },
    });
    expect(status).toBe(422);
    expect(body.msg).toBe('用户名或密码错误');
  });
});

describe('profile', () => {
  it('gives a visitor the default contact and the hotline', async () => {
    const { body } = await t.call({ method: 'GET', url: '/api/user/base' });
    expect(body.code).toBe(10000);
    expect(body.data).toMatchObject({ show: true, username: '', company: '', admin: { is_default: 1 } });
    expect(body.data.common_config.hot_line).toMatch(/\d/);
  });

  it('gives yaodian01 every profile field of spec §3', async () => {
    const cookie = await t.login('yaodian01');
    const { body } = await t.call({ method: 'GET', url: '/api/user/base', headers: { cookie } });
    for (const field of [
      'show',
      'username',
      'name',
      'phone',
      'company',
      'face',
      'rank',
      'admin',
      'address',
      'is_passed',
      'points',
      'cart',
      'message_count',
      'wechat',
      'common_config',
      'quality_inspection',
      'login_url',
      'is_show_youx',
      'is_special',
      'is_can_chat',
      'token',
      'is_AfterSale',
      'is_vip',
    ]) {
      expect(body.data).toHaveProperty(field);
    }
    expect(body.data).toMatchObject({ company: '仁和大药房(演示)', is_passed: 1, is_special: 1 });
    expect(body.data.admin.is_default).toBe(0);
    expect(body.data.admin.name).not.toBe('');
    expect(body.data.admin.phone).toMatch(/^1[3-9]\d{9}$/);
  });

  it('shows daishen01 as awaiting review', async () => {
    const cookie = await t.login('daishen01');
    const { body } = await t.call({ method: 'GET', url: '/api/user/base', headers: { cookie } });
    expect(body.data.is_passed).toBe(0);
  });

  it('treats a forged session cookie as a visitor', async () => {
    const { body } = await t.call({
      method: 'GET',
      url: '/api/user/base',
      headers: { cookie: 'yc_session=forged' },
    });
    expect(body.data.username).toBe('');
  });
});

describe('stores', () => {
  it('lists a chain headquarters its own three stores and nobody else any', async () => {
    const hq = await t.login('liansuo01');
    const { body } = await t.call({ method: 'GET', url: '/api/user/stores', headers: { cookie: hq } });
    expect(body.data.list.map((s: { username: string }) => s.username)).toEqual([
      'liansuo01-1',
      'liansuo01-2',
      'liansuo01-3',
    ]);
    const single = await t.login('yaodian01');
    expect(
      (await t.call({ method: 'GET', url: '/api/user/stores', headers: { cookie: single } })).body.data.list,
    ).toEqual([]);
    expect((await t.call({ method: 'GET', url: '/api/user/stores' })).body.code).toBe(10001);
  });
});

describe('logout', () => {
  it('ends the session', async () => {
    const cookie = await t.login('zhensuo01');
    const res = await t.call({ method: 'DELETE', url: '/api/user/logout', headers: { cookie } });
    expect(res.body.code).toBe(10000);
    const { body } = await t.call({ method: 'GET', url: '/api/user/base', headers: { cookie } });
    expect(body.data.username).toBe('');
  });
});

describe('request guards', () => {
  it('refuses a state-changing request from another origin', async () => {
    const { status, body } = await t.call({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'yaodian01', password: 'Demo@1234' },
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(status).toBe(403);
    expect(body.msg).toBe('非法的跨站请求');
  });

  it('answers an oversized body with 413 and writes nothing', async () => {
    const before = await sessionCount();
    const { status, body } = await t.call({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'yaodian01', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(status).toBe(413);
    expect(body.code).toBe(413);
    expect(await sessionCount()).toBe(before);
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const { status, body } = await t.call({ method: 'GET', url: '/api/nothing/here' });
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 404, msg: '接口不存在' });
  });

  it('parses bracket keys in form bodies', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: 'username[]=a&username[]=b&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(422);
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/user/login']).toBeDefined();
  });
});
