import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, members, wechatAuthorisations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** A registration scan confirmed through the sandbox with this nickname; returns its state. */
async function confirmedScan(nickname: string) {
  const start = await t.call({
    method: 'POST',
    url: '/api/user/wechat/authorise',
    payload: { purpose: 'register' },
  });
  const state = start.body.data.state as string;
  const confirm = await t.app.inject({
    method: 'POST',
    url: '/api/wechat/sandbox/confirm',
    payload: { state, nickname, action: 'confirm' },
  });
  const done = await t.call({
    method: 'GET',
    url: String(confirm.headers.location),
    headers: { accept: 'application/json' },
  });
  expect(done.body.data.status).toBe('confirmed');
  return state;
}

const doc = (kind: string, number: string, expires_on = '2030-12-31') => ({
  kind,
  number,
  expires_on,
  image: PNG,
});

const form = (state: string, extra: Record<string, unknown> = {}) => ({
  wechat_state: state,
  username: 'kangtai01',
  password: 'Kangtai2026',
  phone: '13712345678',
  company: '康泰大药房',
  company_type: 'pharmacy',
  name: '陈康泰',
  region: '河北',
  city: '石家庄市',
  district: '长安区',
  region_code: '130102',
  address: '中山东路88号',
  scopes: ['化学药制剂', '中成药'],
  documents: [
    doc('营业执照', '91130102MA0CXK8Y2L', '2036-01-31'),
    doc('药品经营许可证', '冀AA3110288', '2029-08-31'),
    doc('采购委托书', 'WT20261188'),
  ],
  agent_name: '陈康泰',
  agent_id_number: '11010519491231002X',
  agree: '1',
  ...extra,
});

const counts = async () => ({
  members: (await t.db.select({ n: count() }).from(members))[0]!.n,
  companies: (await t.db.select({ n: count() }).from(companies))[0]!.n,
});

const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/user/register/wechat', payload });

describe('微信注册', () => {
  it('creates the member awaiting review, bound to the scanned WeChat, and logs it in', async () => {
    const state = await confirmedScan('康泰陈老板');
    const res = await register(form(state));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      username: 'kangtai01',
      company: '康泰大药房',
      wechat: '康泰陈老板',
      is_passed: 0,
    });
    const cookie = res.cookies.find((c) => c.name === 'yc_session')!;
    const profile = (
      await t.call({
        method: 'GET',
        url: '/api/user/base',
        headers: { cookie: `yc_session=${cookie.value}` },
      })
    ).body.data;
    expect(profile).toMatchObject({ username: 'kangtai01', wechat: '康泰陈老板', is_passed: 0 });
    const docs = await t.db.execute(
      sql`select q.kind, q.status from qualifications q join members m on m.company_id = q.company_id where m.username = 'kangtai01' order by q.id`,
    );
    expect((docs as unknown as { rows: unknown[] }).rows).toEqual([
      { kind: '营业执照', status: 'pending' },
      { kind: '药品经营许可证', status: 'pending' },
      { kind: '采购委托书', status: 'pending' },
    ]);
    expect((await t.login('kangtai01', 'Kangtai2026')).length).toBeGreaterThan(0);
    const [auth] = await t.db
      .select()
      .from(wechatAuthorisations)
      .where(eq(wechatAuthorisations.state, state));
    expect(auth!.status).toBe('registered');
    const [created] = await t.db.select().from(members).where(eq(members.username, 'kangtai01'));
    expect(created).toMatchObject({ isPassed: 0, contractSigned: false, wechat: '康泰陈老板' });

    // The scan is used up.
    const again = await register(form(state, { username: 'kangtai02', phone: '13712345600' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('微信授权未完成或已使用，请重新扫码');
  });

  it('asks a clinic for its 医疗机构执业许可证', async () => {
    const state = await confirmedScan('诊所刘医生');
    const res = await register(
      form(state, {
        username: 'liuclinic',
        phone: '13712345601',
        company: '刘氏诊所',
        company_type: 'clinic',
        documents: [doc('营业执照', 'X1'), doc('医疗机构执业许可证', 'PDY1'), doc('采购委托书', 'W1')],
      }),
    );
    expect(res.statusCode).toBe(200);
    const kinds = await t.db.execute(
      sql`select q.kind from qualifications q join members m on m.company_id = q.company_id where m.username = 'liuclinic' order by q.id`,
    );
    expect((kinds as unknown as { rows: { kind: string }[] }).rows.map((r) => r.kind)).toEqual([
      '营业执照',
      '医疗机构执业许可证',
      '采购委托书',
    ]);
  });

  it('registers once when the same scan is submitted twice at once', async () => {
    const state = await confirmedScan('并发注册');
    const before = await counts();
    const results = await Promise.all([
      register(form(state, { username: 'twinone', phone: '13712345602' })),
      register(form(state, { username: 'twintwo', phone: '13712345603' })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const after = await counts();
    expect(after.members).toBe(before.members + 1);
    expect(after.companies).toBe(before.companies + 1);
  });

  it('refuses a scan that is not confirmed, unknown, or too old', async () => {
    const pending = (
      await t.call({ method: 'POST', url: '/api/user/wechat/authorise', payload: { purpose: 'register' } })
    ).body.data.state as string;
    expect((await register(form(pending, { username: 'pending01', phone: '13712345604' }))).statusCode).toBe(
      409,
    );
    expect(
      (await register(form('z'.repeat(32), { username: 'unknown01', phone: '13712345605' }))).statusCode,
    ).toBe(404);
    const old = await confirmedScan('过期扫码');
    await t.db
      .update(wechatAuthorisations)
      .set({ createdAt: sql`now() - interval '31 minutes'` })
      .where(eq(wechatAuthorisations.state, old));
    const res = await register(form(old, { username: 'stale01', phone: '13712345606' }));
    expect(res.statusCode).toBe(410);
    expect(res.json().msg).toBe('微信授权已过期，请重新扫码');
  });

  it.each([
    [{ username: 'yaodian01' }, 'username', '该用户名已被注册，请换一个'],
    [{ phone: '13801012345' }, 'phone', '该手机号已注册，请直接登录或找回密码'],
    [{ password: '12345678' }, 'password', '密码须为8-20位，同时包含字母和数字，不含空格'],
    [{ phone: '1371234' }, 'phone', '手机号格式不正确，请输入11位手机号'],
    [{ company_type: 'person' }, 'company_type', '请选择企业类型'],
    [{ agree: '0' }, 'agree', '请阅读并同意《用户协议》'],
    [
      {
        documents: [
          doc('营业执照', 'X1'),
          doc('药品经营许可证', 'P1', '2021-05-01'),
          doc('采购委托书', 'W1'),
        ],
      },
      'documents.1.expires_on',
      '药品经营许可证已过期，请上传有效证照',
    ],
    [{ documents: [doc('营业执照', 'X1'), doc('采购委托书', 'W1')] }, 'documents', '请上传药品经营许可证'],
    [{ wechat_state: '' }, 'wechat_state', '授权标识不正确'],
  ])('refuses %j with 422 naming the field and writes nothing', async (change, field, message) => {
    const state = await confirmedScan(`校验${field}`);
    const before = await counts();
    const res = await register(form(state, { username: 'newbuyer9', phone: '13712345699', ...change }));
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe(message);
    expect(res.json().errors[field]).toContain(message);
    expect(await counts()).toEqual(before);
    const [auth] = await t.db
      .select()
      .from(wechatAuthorisations)
      .where(eq(wechatAuthorisations.state, state));
    expect(auth!.status).toBe('confirmed');
  });
});
