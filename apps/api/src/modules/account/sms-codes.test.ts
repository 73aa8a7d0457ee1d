import { SandboxSms } from '../../providers/sms';
import { describe, expect, it } from 'vitest';
import { registration, registrationKit } from './registration-test-kit';
import { issueCode, verifyCode } from './sms-code.service';

const k = registrationKit();
const { rows, newPhone, addressOf, post, lastCode, sendCode, membersNamed } = k;

describe('SMS codes', () => {
  it('stores only a hash, answers the timings, and refuses a second code within a minute', async () => {
    const phone = newPhone();
    const code = await sendCode(phone);
    const [stored] = await rows<{ code_hash: string; expires_at: Date; created_at: Date }>(
      `select code_hash, expires_at, created_at from sms_codes where phone = '${phone}'`,
    );
    expect(stored!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.code_hash).not.toContain(code);
    expect(new Date(stored!.expires_at).getTime() - new Date(stored!.created_at).getTime()).toBe(300_000);
    const again = await post('/api/user/create_code', { phone, type: 'register' }, addressOf(phone));
    expect(again.statusCode).toBe(429);
    expect(again.json().msg).toMatch(/秒后再试/);
  });

  it('sends one code for a burst of parallel requests', async () => {
    const phone = newPhone();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        post('/api/user/create_code', { phone, type: 'register' }, addressOf(phone)),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(5);
    expect(await rows(`select id from sms_codes where phone = '${phone}'`)).toHaveLength(1);
  });

  it('refuses a bad phone, an unknown type, and a registered phone for registration', async () => {
    const bad = await post('/api/user/create_code', { phone: '1234', type: 'register' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toBe('手机号格式不正确，请输入11位手机号');
    expect((await post('/api/user/create_code', { phone: newPhone(), type: 'x' })).statusCode).toBe(422);
    const [known] = await rows<{ phone: string }>(`select phone from members where username = 'yaodian01'`);
    const taken = await post('/api/user/create_code', { phone: known!.phone, type: 'register' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.phone[0]).toContain('已注册');
    const registered = await k.t.call({ method: 'GET', url: `/api/user/phone/${known!.phone}` });
    expect(registered.body.data).toEqual({ registered: 1 });
  });

  it('sends a password-change code (update) only to the phone on record of the member asking', async () => {
    const [own] = await rows<{ phone: string }>(`select phone from members where username = 'zhensuo01'`);
    const cookie = await k.t.login('zhensuo01');
    const visitor = await post('/api/user/create_code', { phone: own!.phone, type: 'update' });
    expect(visitor.statusCode).toBe(422);
    expect(visitor.json().errors.phone).toEqual(['请先登录']);
    const other = await post(
      '/api/user/create_code',
      { phone: newPhone(), type: 'update' },
      undefined,
      cookie,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.phone).toEqual(['请使用账号绑定的手机号接收验证码']);
    const mine = await post(
      '/api/user/create_code',
      { phone: own!.phone, type: 'update' },
      undefined,
      cookie,
    );
    expect(mine.statusCode, mine.body).toBe(200);
    expect(await rows(`select id from sms_codes where purpose = 'update'`)).toHaveLength(1);
  });

  it('kills a code after five wrong tries, even with the right code afterwards', async () => {
    const phone = newPhone();
    const code = await sendCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/user/register', registration(phone, wrong, `try${k.phoneSeq}x${i}`));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.code[0]).toBe('短信验证码错误或已过期，请重新获取');
    }
    const right = await post('/api/user/register', registration(phone, code, `late${k.phoneSeq}`));
    expect(right.statusCode).toBe(422);
    expect(right.json().errors.code).toBeDefined();
    expect(await membersNamed(`late${k.phoneSeq}`)).toBe(0);
  });

  describe('with an injected clock (service)', () => {
    const secret = 'test-secret-for-codes';
    const quiet = () => new SandboxSms(() => {});
    /** Issues a code at `at` and reads it from the sandbox's outbox. */
    async function issueAt(phone: string, at: Date, ip = addressOf(phone)) {
      const sms = quiet();
      await issueCode(k.t.db, sms, secret, { phone, purpose: 'bind', ip, now: at });
      return /验证码为(\d{6})/.exec(sms.outbox[0]!.text)![1]!;
    }

    it('expires a code after five minutes', async () => {
      const t0 = new Date(Date.now() - 3_600_000);
      const phone = newPhone();
      const code = await issueAt(phone, t0);
      const late = new Date(t0.getTime() + 300_001);
      await expect(
        verifyCode(k.t.db, secret, { phone, purpose: 'bind', code, now: late }),
      ).rejects.toMatchObject({ status: 422, errors: { code: ['短信验证码错误或已过期，请重新获取'] } });
      const phone2 = newPhone();
      const code2 = await issueAt(phone2, t0);
      const inTime = new Date(t0.getTime() + 299_000);
      await verifyCode(k.t.db, secret, { phone: phone2, purpose: 'bind', code: code2, now: inTime });
      // Used up: the same code a second time is refused.
      await expect(
        verifyCode(k.t.db, secret, { phone: phone2, purpose: 'bind', code: code2, now: inTime }),
      ).rejects.toMatchObject({ status: 422 });
    });

    it('sends ten codes a day to a phone, the next one the day after', async () => {
      const phone = newPhone();
      const t0 = new Date(Date.now() - 2 * 86_400_000);
      for (let i = 0; i < 10; i++) await issueAt(phone, new Date(t0.getTime() + i * 61_000), `10.7.0.${i}`);
      await expect(issueAt(phone, new Date(t0.getTime() + 10 * 61_000), '10.7.0.99')).rejects.toMatchObject({
        status: 429,
        message: '该手机号今日获取验证码次数已达上限',
      });
      await issueAt(phone, new Date(t0.getTime() + 86_400_000 + 1_000), '10.7.0.98');
    });

    it('sends thirty codes an hour from one address, whatever the phones', async () => {
      const ip = `10.8.${k.phoneSeq % 250}.1`;
      const t0 = new Date(Date.now() - 3 * 86_400_000);
      for (let i = 0; i < 30; i++) await issueAt(newPhone(), new Date(t0.getTime() + i * 1_000), ip);
      await expect(issueAt(newPhone(), new Date(t0.getTime() + 31_000), ip)).rejects.toMatchObject({
        status: 429,
        message: '获取验证码过于频繁，请稍后再试',
      });
      await issueAt(newPhone(), new Date(t0.getTime() + 3_601_000), ip);
    });
  });
});

describe('forgot password', () => {
  it('resets by username with the code sent to its phone, ends every session, and the token works once', async () => {
    const phone = newPhone();
    const code = await sendCode(phone);
    expect((await post('/api/user/register', registration(phone, code, 'wangji01'))).statusCode).toBe(200);
    const session = await k.t.login('wangji01', 'Pharma2026');
    const before = await k.t.call({ method: 'GET', url: '/api/user/base', headers: { cookie: session } });
    expect(before.body.data.username).toBe('wangji01');
    // One code a minute per phone: the registration's code was sent just now.
    await rows(
      `update sms_codes set created_at = created_at - interval '61 seconds' where phone = '${phone}'`,
    );

    const sent = await post('/api/user/forget/code', { account: 'wangji01' }, addressOf(phone));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.phone).toBe(`${phone.slice(0, 3)}****${phone.slice(7)}`);
    const resetCode = (await lastCode(phone))!;
    expect(
      (
        await post('/api/user/forget/verify', {
          account: 'wangji01',
          code: '000000' === resetCode ? '111111' : '000000',
        })
      ).statusCode,
    ).toBe(422);
    const verified = await post('/api/user/forget/verify', { account: phone, code: resetCode });
    expect(verified.statusCode, verified.body).toBe(200);
    const { token, username } = verified.json().data;
    expect(username).toBe('wangji01');

    const weak = await post('/api/user/forget/reset', { token, password: '123' });
    expect(weak.statusCode).toBe(422);
    const done = await post('/api/user/forget/reset', { token, password: 'NewPass2026' });
    expect(done.statusCode, done.body).toBe(200);
    expect((await post('/api/user/forget/reset', { token, password: 'Other2026x' })).statusCode).toBe(422);

    expect(
      await rows(
        `select token_hash from sessions s join members m on m.id = s.member_id where m.username = 'wangji01'`,
      ),
    ).toHaveLength(0);
    // Ended at once, though the session plugin had this viewer cached from the request above.
    const old = await k.t.call({ method: 'GET', url: '/api/user/base', headers: { cookie: session } });
    expect(old.body.data.username).toBe('');
    await expect(k.t.login('wangji01', 'Pharma2026')).rejects.toThrow();
    expect(await k.t.login('wangji01', 'NewPass2026')).toContain('yc_session=');
  });

  it('refuses an unknown account and a forged token', async () => {
    const unknown = await post('/api/user/forget/code', { account: 'nobody-here' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.account).toBeDefined();
    const forged = await post('/api/user/forget/reset', {
      token: `1.${Date.now() + 60_000}.${'A'.repeat(43)}`,
      password: 'NewPass2026',
    });
    expect(forged.statusCode).toBe(422);
    expect(forged.json().errors.token).toEqual(['重置凭证已失效，请重新验证手机']);
  });
});
