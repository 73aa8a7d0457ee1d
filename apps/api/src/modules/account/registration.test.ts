import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxSms } from '../../providers/sms';
import { createTestApp, type TestApp } from '../../test/test-app';
import { issueCode, verifyCode } from './sms-code.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const rows = async <T = Record<string, unknown>>(query: string) =>
  ((await t.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

let phoneSeq = 0;
/** A fresh phone per test (the code limits are per phone) and a fresh address (limits per address). */
const newPhone = () =>
  `139${String(Date.now() % 1e6).padStart(6, '0')}${String(++phoneSeq).padStart(2, '0')}`;
const addressOf = (phone: string) => `10.9.${Number(phone.slice(-4, -2))}.${Number(phone.slice(-2))}`;

let ipSeq = 0;
// Each call from its own address: the forms' per-address request limit is not what these tests test.
const post = (
  url: string,
  payload: object,
  ip = `10.2.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`,
  cookie?: string,
) => t.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers: cookie ? { cookie } : {} });

/** The last code the sandbox sent to that phone, read from the development outbox page. */
async function lastCode(phone: string) {
  const page = await t.app.inject({ method: 'GET', url: '/api/dev/sms' });
  expect(page.statusCode).toBe(200);
  const row = page.body.split('<tr>').find((r) => r.includes(`>${phone}<`));
  return /验证码为(\d{6})/.exec(row ?? '')?.[1] ?? null;
}

async function sendCode(phone: string, type = 'register') {
  const res = await post('/api/user/create_code', { phone, type }, addressOf(phone));
  expect(res.statusCode, res.body).toBe(200);
  const code = await lastCode(phone);
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const doc = (kind: string, number: string) => ({ kind, number, expires_on: '2030-12-31', image: PNG });

function registration(phone: string, code: string, username: string, extra: Record<string, unknown> = {}) {
  return {
    phone,
    code,
    username,
    password: 'Pharma2026',
    company: `${username}大药房`,
    company_type: 'pharmacy',
    name: '王晓明',
    region: '河南',
    city: '郑州市',
    district: '金水区',
    region_code: '410105',
    address: '花园路88号',
    scopes: ['化学药制剂', '中成药'],
    documents: [
      doc('营业执照', '91410105MA44XXXX1A'),
      doc('药品经营许可证', '豫AA3710001'),
      doc('采购委托书', 'WT20260001'),
    ],
    agent_name: '王晓明',
    agent_id_number: '11010519491231002X',
    agree: '1',
    ...extra,
  };
}

const membersNamed = async (username: string) =>
  (await rows<{ n: number }>(`select count(*)::int as n from members where username = '${username}'`))[0]!.n;

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
    const registered = await t.call({ method: 'GET', url: `/api/user/phone/${known!.phone}` });
    expect(registered.body.data).toEqual({ registered: 1 });
  });

  it('sends a password-change code (update) only to the phone on record of the member asking', async () => {
    const [own] = await rows<{ phone: string }>(`select phone from members where username = 'zhensuo01'`);
    const cookie = await t.login('zhensuo01');
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
      const res = await post('/api/user/register', registration(phone, wrong, `try${phoneSeq}x${i}`));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.code[0]).toBe('短信验证码错误或已过期，请重新获取');
    }
    const right = await post('/api/user/register', registration(phone, code, `late${phoneSeq}`));
    expect(right.statusCode).toBe(422);
    expect(right.json().errors.code).toBeDefined();
    expect(await membersNamed(`late${phoneSeq}`)).toBe(0);
  });

  describe('with an injected clock (service)', () => {
    const secret = 'test-secret-for-codes';
    const quiet = () => new SandboxSms(() => {});
    /** Issues a code at `at` and reads it from the sandbox's outbox. */
    async function issueAt(phone: string, at: Date, ip = addressOf(phone)) {
      const sms = quiet();
      await issueCode(t.db, sms, secret, { phone, purpose: 'bind', ip, now: at });
      return /验证码为(\d{6})/.exec(sms.outbox[0]!.text)![1]!;
    }

    it('expires a code after five minutes', async () => {
      const t0 = new Date(Date.now() - 3_600_000);
      const phone = newPhone();
      const code = await issueAt(phone, t0);
      const late = new Date(t0.getTime() + 300_001);
      await expect(
        verifyCode(t.db, secret, { phone, purpose: 'bind', code, now: late }),
      ).rejects.toMatchObject({ status: 422, errors: { code: ['短信验证码错误或已过期，请重新获取'] } });
      const phone2 = newPhone();
      const code2 = await issueAt(phone2, t0);
      const inTime = new Date(t0.getTime() + 299_000);
      await verifyCode(t.db, secret, { phone: phone2, purpose: 'bind', code: code2, now: inTime });
      // Used up: the same code a second time is refused.
      await expect(
        verifyCode(t.db, secret, { phone: phone2, purpose: 'bind', code: code2, now: inTime }),
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
      const ip = `10.8.${phoneSeq % 250}.1`;
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

describe('registration', () => {
  it('creates the member awaiting review, logged in, with its company, scopes and pending documents', async () => {
    const phone = newPhone();
    const code = await sendCode(phone);
    const res = await post('/api/user/register', registration(phone, code, 'xinyao01'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ username: 'xinyao01', company: 'xinyao01大药房', is_passed: 0 });
    const cookie = res.cookies.find((c) => c.name === 'yc_session');
    expect(cookie).toBeDefined();
    const [member] = await rows<Record<string, unknown>>(
      `select m.is_passed, m.contract_signed, m.phone, c.kind, c.region, c.district, c.requested_scopes, c.business_scopes
       from members m join companies c on c.id = m.company_id where m.username = 'xinyao01'`,
    );
    expect(member).toMatchObject({
      is_passed: 0,
      contract_signed: false,
      phone,
      kind: 'pharmacy',
      region: '河南',
      district: '金水区',
      requested_scopes: ['化学药制剂', '中成药'],
      business_scopes: [],
    });
    const docs = await rows<{ kind: string; status: string; agent_id_number: string }>(
      `select q.kind, q.status, q.agent_id_number from qualifications q join members m on m.company_id = q.company_id
       where m.username = 'xinyao01' order by q.id`,
    );
    expect(docs.map((d) => [d.kind, d.status])).toEqual([
      ['营业执照', 'pending'],
      ['药品经营许可证', 'pending'],
      ['采购委托书', 'pending'],
    ]);
    expect(docs[2]!.agent_id_number).toBe('11010519491231002X');
    const profile = await t.call({
      method: 'GET',
      url: '/api/user/base',
      headers: { cookie: `yc_session=${cookie!.value}` },
    });
    expect(profile.body.data).toMatchObject({ username: 'xinyao01', is_passed: 0 });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a weak password', { password: 'abcdefgh' }, 'password', '密码须为8-20位，同时包含字母和数字，不含空格'],
    ['a missing company', { company: '' }, 'company', '请输入企业名称'],
    ['no agreement', { agree: '0' }, 'agree', '请阅读并同意《用户协议》'],
    ['a bad agent ID', { agent_id_number: '110105194912310021' }, 'agent_id_number', '委托人身份证号不正确'],
    ['an unknown scope', { scopes: ['疫苗'] }, 'scopes', '经营范围不正确'],
    [
      'a missing permit',
      { documents: [doc('营业执照', 'X1'), doc('采购委托书', 'W1')] },
      'documents',
      '请上传药品经营许可证',
    ],
    [
      'a device scope without a device document',
      { scopes: ['第二类医疗器械'] },
      'documents',
      '请上传医疗器械经营许可证或第二类医疗器械经营备案凭证',
    ],
    [
      'an expired document',
      {
        documents: [
          doc('营业执照', 'X1'),
          { ...doc('药品经营许可证', 'P1'), expires_on: '2020-01-01' },
          doc('采购委托书', 'W1'),
        ],
      },
      'documents.1.expires_on',
      '药品经营许可证已过期，请上传有效证照',
    ],
    ['a taken username', { username: 'yaodian01' }, 'username', '该用户名已被注册，请换一个'],
  ])(
    'refuses %s with 422 on the field, creates nothing and keeps the code',
    async (_, change, field, message) => {
      const phone = newPhone();
      const code = await sendCode(phone);
      const username = `bad${phoneSeq}`;
      const res = await post('/api/user/register', registration(phone, code, username, change));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors[field]?.[0], JSON.stringify(res.json().errors)).toBe(message);
      expect(await membersNamed(typeof change.username === 'string' ? 'none' : username)).toBe(0);
      expect(await rows(`select id from members where phone = '${phone}'`)).toHaveLength(0);
      // The code was not used up by a refused form: the corrected form goes through.
      const fixed = await post('/api/user/register', registration(phone, code, `${username}ok`));
      expect(fixed.statusCode, fixed.body).toBe(200);
    },
  );

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a made-up division code', { region_code: '419999' }, 'region_code', '请选择所在地区（省/市/区县）'],
    ['a city without its district', { region_code: '4101', district: '' }, 'district', '请选择所在区县'],
    ['a province not of that code', { region: '河北' }, 'region', '所在省份与所选地区不一致，请重新选择'],
    ['a city not of that code', { city: '洛阳市' }, 'city', '所在城市与所选地区不一致，请重新选择'],
    [
      'a district not of that code',
      { district: '二七区' },
      'district',
      '所在区县与所选地区不一致，请重新选择',
    ],
  ])(
    'refuses %s (regions checked against GB/T 2260) and writes nothing',
    async (_, change, field, message) => {
      const phone = newPhone();
      const code = await sendCode(phone);
      const username = `qu${phoneSeq}`;
      const res = await post('/api/user/register', registration(phone, code, username, change));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors[field], JSON.stringify(res.json().errors)).toEqual([message]);
      expect(await membersNamed(username)).toBe(0);
      expect(await rows(`select id from companies where name = '${username}大药房'`)).toHaveLength(0);
    },
  );

  it('takes a municipality (北京市 市辖区) and the full province name', async () => {
    const phone = newPhone();
    const code = await sendCode(phone);
    const res = await post(
      '/api/user/register',
      registration(phone, code, 'jingcheng01', {
        region: '北京市',
        city: '北京市',
        district: '朝阳区',
        region_code: '110105',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [company] = await rows<{ region: string; city: string; region_code: string }>(
      `select c.region, c.city, c.region_code from companies c join members m on m.company_id = c.id where m.username = 'jingcheng01'`,
    );
    expect(company).toEqual({ region: '北京', city: '北京市', region_code: '110105' });
  });

  /** A visitor's upload of a licence picture through POST /api/upload; answers its key. */
  async function uploadLicence() {
    const boundary = '----full1' + Math.random().toString(16).slice(2);
    const png = Buffer.from(PNG.split(',')[1]!, 'base64');
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nqualification\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="licence.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      remoteAddress: `10.5.${++ipSeq % 250}.7`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.key as string;
  }

  it('gives the uploaded licence files to the new member; a file already claimed refuses the next registration', async () => {
    const keys = [await uploadLicence(), await uploadLicence(), await uploadLicence()];
    const withKeys = (phone: string, code: string, username: string) =>
      registration(phone, code, username, {
        documents: [
          { ...doc('营业执照', 'K1'), image: keys[0] },
          { ...doc('药品经营许可证', 'K2'), image: keys[1] },
          { ...doc('采购委托书', 'K3'), image: keys[2] },
        ],
      });
    const phone = newPhone();
    const res = await post('/api/user/register', withKeys(phone, await sendCode(phone), 'shangchuan01'));
    expect(res.statusCode, res.body).toBe(200);
    const cookie = `yc_session=${res.cookies.find((c) => c.name === 'yc_session')!.value}`;
    const own = await t.app.inject({ method: 'GET', url: `/api/upload/${keys[1]}`, headers: { cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toContain('image/png');
    const stored = await rows<{ image: string }>(
      `select q.image from qualifications q join members m on m.company_id = q.company_id
       where m.username = 'shangchuan01' order by q.id`,
    );
    expect(stored.map((r) => r.image)).toEqual(keys);

    // Someone else's (already claimed) file, or a key never handed out: 422 on that image, nothing written.
    const phone2 = newPhone();
    const code2 = await sendCode(phone2);
    const again = await post('/api/user/register', withKeys(phone2, code2, 'shangchuan02'));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors['documents.0.image']).toEqual(['证照图片无效或已过期，请重新上传']);
    const unknown = await post(
      '/api/user/register',
      registration(phone2, code2, 'shangchuan02', {
        documents: [
          doc('营业执照', 'K1'),
          { ...doc('药品经营许可证', 'K2'), image: `qualification/${'0'.repeat(32)}` },
          doc('采购委托书', 'K3'),
        ],
      }),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors['documents.1.image']).toEqual(['证照图片无效或已过期，请重新上传']);
    expect(await membersNamed('shangchuan02')).toBe(0);
    // The visitor's own fresh upload goes through with the same, unused code.
    const fresh = await post(
      '/api/user/register',
      registration(phone2, code2, 'shangchuan02', {
        documents: [
          { ...doc('营业执照', 'K1'), image: await uploadLicence() },
          doc('药品经营许可证', 'K2'),
          doc('采购委托书', 'K3'),
        ],
      }),
    );
    expect(fresh.statusCode, fresh.body).toBe(200);
  });

  it('refuses a wrong code and writes nothing', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const res = await post('/api/user/register', registration(phone, '999999', 'nocode01'));
    expect(res.statusCode).toBe(422);
    expect(await membersNamed('nocode01')).toBe(0);
  });

  it('uses a code once when two registrations of one phone race with it', async () => {
    const phone = newPhone();
    const code = await sendCode(phone);
    const answers = await Promise.all(
      ['shuangfa01', 'shuangfa02'].map((u) => post('/api/user/register', registration(phone, code, u))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((a) => a.statusCode === 422)!.json().errors.code).toBeDefined();
    expect(await rows(`select id from members where phone = '${phone}'`)).toHaveLength(1);
  });

  it('makes one member of parallel registrations of one username', async () => {
    const forms = [];
    for (let i = 0; i < 4; i++) {
      const phone = newPhone();
      forms.push(registration(phone, await sendCode(phone), 'tongming01'));
    }
    const answers = await Promise.all(forms.map((f) => post('/api/user/register', f)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode).toBe(422);
      expect(a.json().errors.username).toEqual(['该用户名已被注册，请换一个']);
    }
    expect(await membersNamed('tongming01')).toBe(1);
  });
});

describe('forgot password', () => {
  it('resets by username with the code sent to its phone, ends every session, and the token works once', async () => {
    const phone = newPhone();
    const code = await sendCode(phone);
    expect((await post('/api/user/register', registration(phone, code, 'wangji01'))).statusCode).toBe(200);
    const session = await t.login('wangji01', 'Pharma2026');
    const before = await t.call({ method: 'GET', url: '/api/user/base', headers: { cookie: session } });
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
    const old = await t.call({ method: 'GET', url: '/api/user/base', headers: { cookie: session } });
    expect(old.body.data.username).toBe('');
    await expect(t.login('wangji01', 'Pharma2026')).rejects.toThrow();
    expect(await t.login('wangji01', 'NewPass2026')).toContain('yc_session=');
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
