import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures, members } from '../../db/schema';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/test-app';
import { passwordWork } from './password';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
afterEach(async () => {
  await t.db.delete(loginFailures);
});

const attempt = (username: string, password: string, remoteAddress: string, code?: string) =>
  t.call({
    method: 'POST',
    url: '/api/user/login',
    payload: code === undefined ? { username, password } : { username, password, code },
    remoteAddress,
  });
const statuses = (answers: { status: number }[]) => answers.map((a) => a.status);
const tally = (answers: { status: number }[]) => {
  const counts: Record<number, number> = {};
  for (const s of statuses(answers)) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
};
const burst = <T>(n: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)));

async function phoneOf(username: string) {
  const [row] = await t.db
    .select({ phone: members.phone })
    .from(members)
    .where(eq(members.username, username));
  return row!.phone;
}

/** The last code the sandbox sent to that phone, read from the development outbox page. */
async function lastCode(phone: string) {
  const page = await t.app.inject({ method: 'GET', url: '/api/dev/sms' });
  const row = page.body.split('<tr>').find((r) => r.includes(`>${phone}<`));
  return /登录验证码为(\d{6})/.exec(row ?? '')?.[1] ?? null;
}

/** Five wrong passwords from the attacker's address: the account is past its limit. */
async function lockOut(username: string, attacker: string) {
  for (let i = 0; i < 5; i++) expect((await attempt(username, `guess-${i}`, attacker)).status).toBe(422);
}

describe('login limits', () => {
  it('lets eight right-password logins of one account at the same moment all in', async () => {
    const sameAddress = await burst(8, () => attempt('liansuo01-1', DEMO_PASSWORD, '10.0.7.1'));
    expect(statuses(sameAddress)).toEqual(Array(8).fill(200));
    const manyAddresses = await burst(8, (i) => attempt('liansuo01-1', DEMO_PASSWORD, `10.0.7.${10 + i}`));
    expect(statuses(manyAddresses)).toEqual(Array(8).fill(200));
  });

  it('stops a burst of wrong passwords at five, and then asks for the SMS code whatever the password', async () => {
    const wrong = await burst(10, (i) => attempt('liansuo01-2', `bad-${i}`, '10.0.1.1'));
    expect(tally(wrong)).toEqual({ 422: 5, 428: 5 });
    // Right and wrong passwords get the same answer past the limit: guessing on tells nothing.
    const right = await burst(4, () => attempt('liansuo01-2', DEMO_PASSWORD, '10.0.1.2'));
    const still = await attempt('liansuo01-2', 'bad-again', '10.0.1.2');
    for (const { status, body } of [...right, still]) {
      expect([status, body.code]).toEqual([428, 428]);
      expect(body.msg).toBe('该账号登录失败次数过多，为保护账号安全，请获取短信验证码后登录');
      expect(body.errors.code).toEqual([body.msg]);
    }
  });

  it('logs the owner in past the account limit with the right password and the SMS code', async () => {
    await lockOut('zhensuo01', '10.0.5.1');
    const owner = '10.0.5.9';
    expect((await attempt('zhensuo01', DEMO_PASSWORD, owner)).status).toBe(428);

    const sent = await t.call({
      method: 'POST',
      url: '/api/user/login/code',
      payload: { username: 'zhensuo01' },
      remoteAddress: owner,
    });
    const phone = await phoneOf('zhensuo01');
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({
      expires_in: 300,
      resend_in: 60,
      phone: `${phone.slice(0, 3)}****${phone.slice(7)}`,
    });
    const code = await lastCode(phone);
    expect(code).toMatch(/^\d{6}$/);

    const wrongCode = code === '000000' ? '111111' : '000000';
    const refused = await attempt('zhensuo01', DEMO_PASSWORD, owner, wrongCode);
    expect([refused.status, refused.body.errors.code]).toEqual([422, ['短信验证码错误或已过期，请重新获取']]);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'zhensuo01', password: DEMO_PASSWORD, code },
      remoteAddress: owner,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.cookies.some((c) => c.name === 'yc_session')).toBe(true);
    // The code is used up, and the account counts from zero again.
    expect((await attempt('zhensuo01', DEMO_PASSWORD, owner, code!)).status).toBe(200);
    expect((await attempt('zhensuo01', 'bad', owner)).status).toBe(422);
  });

  it('does not log in with the SMS code and a wrong password', async () => {
    await lockOut('liansuo01-3', '10.0.8.1');
    expect(
      (await t.call({ method: 'POST', url: '/api/user/login/code', payload: { username: 'liansuo01-3' } }))
        .status,
    ).toBe(200);
    const code = await lastCode(await phoneOf('liansuo01-3'));
    const { status, body } = await attempt('liansuo01-3', 'not-it', '10.0.8.2', code!);
    expect([status, body.msg]).toEqual([422, '用户名或密码错误']);
    expect((await attempt('liansuo01-3', DEMO_PASSWORD, '10.0.8.2')).status).toBe(428);
  });

  it('sends a login code only to an account past its limit', async () => {
    const ask = (username: string) =>
      t.call({
        method: 'POST',
        url: '/api/user/login/code',
        payload: { username },
        remoteAddress: '10.0.9.1',
      });
    const fine = await ask('yaodian01');
    expect([fine.status, fine.body.errors.username]).toEqual([
      422,
      ['该账号无需短信验证，请直接输入密码登录'],
    ]);
    const unknown = await ask('nobody-here');
    expect([unknown.status, unknown.body.errors.username]).toEqual([
      422,
      ['该账号不存在或未绑定手机，请联系客服'],
    ]);
    const empty = await ask('');
    expect([empty.status, empty.body.msg]).toEqual([422, '请输入用户名']);
  });

  it('still refuses the attacker’s address past its own limit, even the right password', async () => {
    const spread = await burst(25, (i) => attempt(`nobody${i}`, 'bad', '10.0.2.1'));
    expect(tally(spread)).toEqual({ 422: 20, 429: 5 });
    const { status, body } = await attempt('yaodian01', DEMO_PASSWORD, '10.0.2.1');
    expect([status, body.msg]).toEqual([429, '登录失败次数过多，请15分钟后再试']);
    expect((await attempt('yaodian01', DEMO_PASSWORD, '10.0.2.2')).status).toBe(200);
  });

  it('keeps counting the attacker’s failures against its address after the owner logs in', async () => {
    await lockOut('hetong01', '10.0.3.1');
    await t.db.update(loginFailures).set({ accountCleared: true }); // as the owner's login does
    for (let i = 0; i < 15; i++) await attempt(`nobody-${i}`, 'bad', '10.0.3.1');
    expect((await attempt('hetong01', DEMO_PASSWORD, '10.0.3.1')).status).toBe(429);
    expect((await attempt('hetong01', DEMO_PASSWORD, '10.0.3.2')).status).toBe(200);
  });

  it('clears the account’s failures on a successful login', async () => {
    for (let i = 0; i < 4; i++) expect((await attempt('daishen01', 'bad', '10.0.4.1')).status).toBe(422);
    expect((await attempt('daishen01', DEMO_PASSWORD, '10.0.4.2')).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt('daishen01', 'bad', '10.0.4.3')).status).toBe(422);
    expect((await attempt('daishen01', 'bad', '10.0.4.3')).status).toBe(428);
  });

  it('does the same password work for an unknown account as for a known one', async () => {
    const work = async (username: string) => {
      const before = passwordWork.derivations;
      const { status, body } = await attempt(username, 'bad', '10.0.6.1');
      expect([status, body.msg]).toEqual([422, '用户名或密码错误']);
      return passwordWork.derivations - before;
    };
    expect(await work('yaodian01')).toBe(1);
    expect(await work('nobody-here')).toBe(1);
  });
});
