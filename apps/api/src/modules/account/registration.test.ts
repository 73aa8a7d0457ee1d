import { describe, expect, it } from 'vitest';
import { PNG, doc, registration, registrationKit } from './registration-test-kit';

const k = registrationKit();
const { rows, newPhone, post, sendCode, membersNamed } = k;

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
    const profile = await k.t.call({
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
      const username = `bad${k.phoneSeq}`;
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
      const username = `qu${k.phoneSeq}`;
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
    const res = await k.t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      remoteAddress: `10.5.${k.nextIpSeq() % 250}.7`,
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
    const own = await k.t.app.inject({ method: 'GET', url: `/api/upload/${keys[1]}`, headers: { cookie } });
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
