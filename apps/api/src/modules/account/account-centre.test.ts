import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, newKey, type Kit } from '../../test/commerce-test-kit';

/** 基本信息 (/basic) and 电子合同 (/dzht) through HTTP on a seeded database (收货地址: addresses.test.ts). */
let k: Kit;
const USERS = ['yaodian01', 'zhensuo01', 'hetong01', 'liansuo01-1'];

beforeAll(async () => {
  k = await createCommerceApp(USERS);
}, 60_000);
afterAll(async () => k?.close());

const contactOf = async (user: string) =>
  (await k.rows(`select name, phone, password_hash from members where username = '${user}'`))[0]!;

describe('基本信息', () => {
  it('shows the account, company, manager, invoice title and agreement state', async () => {
    const res = await k.get('/api/user/basic', 'yaodian01');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      username: 'yaodian01',
      name: '赵建国',
      phone: '13801012345',
      masked_phone: '138****2345',
      company: { name: '仁和大药房(演示)', kind: 'pharmacy', kind_name: '单体药店', city: '北京市' },
      is_passed: 1,
      account_manager: { name: '王莉' },
      invoice_title: '仁和大药房',
      tax_number: '91110105MA04C7RX2K',
      contract_signed: 1,
    });
    expect((await k.get('/api/user/basic')).body.code).toBe(10001);
  });

  it('updates name and phone; a bad phone or empty name is 422 with the rule and nothing is written', async () => {
    const before = await contactOf('zhensuo01');
    for (const [payload, field, msg] of [
      [{ name: '孙医生', phone: '1393011886' }, 'phone', '联系电话格式不正确，请输入11位手机号或区号-座机号'],
      [{ name: '孙医生', phone: '0311-123' }, 'phone', '联系电话格式不正确，请输入11位手机号或区号-座机号'],
      [{ name: '   ', phone: '13930118862' }, 'name', '请输入联系人'],
      [{ name: '孙'.repeat(33), phone: '13930118862' }, 'name', '联系人不能超过32个字符'],
      [{ name: '孙医生' }, 'phone', '请输入联系电话'],
    ] as const) {
      const res = await k.post('/api/user/updateUserInfo', payload, 'zhensuo01');
      expect(res.status, JSON.stringify(payload)).toBe(422);
      expect(res.body.msg).toBe(msg);
      expect(res.body.errors[field]).toEqual([msg]);
    }
    expect(await contactOf('zhensuo01')).toEqual(before);

    const ok = await k.post(
      '/api/user/updateUserInfo',
      { name: ' 孙康宁 ', phone: '0311-87654321' },
      'zhensuo01',
    );
    expect(ok.status).toBe(200);
    expect(await contactOf('zhensuo01')).toMatchObject({ name: '孙康宁', phone: '0311-87654321' });
    await k.post('/api/user/updateUserInfo', { name: '孙康宁', phone: '13930118862' }, 'zhensuo01');
    expect((await k.post('/api/user/updateUserInfo', { name: 'x', phone: '13930118862' })).body.code).toBe(
      10001,
    );
  });

  it('saves the invoice title and tax number checkout uses; a bad tax number is 422', async () => {
    const bad = await k.post(
      '/api/user/invoice_title',
      { invoice_title: '康宁社区诊所', tax_number: '92130102-0F3K8' },
      'zhensuo01',
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors.tax_number).toEqual(['税号应为15、18或20位数字或大写字母']);
    const noTitle = await k.post(
      '/api/user/invoice_title',
      { invoice_title: '', tax_number: '92130102MA0F3K8L5Q' },
      'zhensuo01',
    );
    expect(noTitle.body.errors.invoice_title).toEqual(['请输入发票抬头']);
    expect((await k.get('/api/user/invoice_title', 'zhensuo01')).body.data).toEqual({
      invoice_title: '康宁社区诊所',
      tax_number: '92130102MA0F3K8L5Q',
    });

    const ok = await k.post(
      '/api/user/invoice_title',
      { invoice_title: '石家庄康宁社区诊所有限公司', tax_number: '92130102ma0f3k8l5q' },
      'zhensuo01',
    );
    expect(ok.body.data).toEqual({
      invoice_title: '石家庄康宁社区诊所有限公司',
      tax_number: '92130102MA0F3K8L5Q',
    });
    expect((await k.get('/api/user/invoice_title', 'zhensuo01')).body.data.invoice_title).toBe(
      '石家庄康宁社区诊所有限公司',
    );
  });
});

describe('修改密码', () => {
  it('refuses a wrong current password, a weak password or no proof, and writes nothing', async () => {
    const before = await contactOf('liansuo01-1');
    const cases = [
      [{ password: 'NewPass2026', old_password: 'Wrong1234' }, 'old_password', '当前密码不正确'],
      [
        { password: 'short1', old_password: 'Demo@1234' },
        'password',
        '密码须为8-20位，同时包含字母和数字，不含空格',
      ],
      [{ password: 'NewPass2026' }, 'old_password', '请输入当前密码，或使用短信验证码验证'],
      [{ password: 'NewPass2026', code: '123456' }, 'code', '短信验证码错误或已过期，请重新获取'],
      [{ password: 'Demo@1234', old_password: 'Demo@1234' }, 'password', '新密码不能与当前密码相同'],
    ] as const;
    for (const [payload, field, msg] of cases) {
      const res = await k.post('/api/user/resetPassword', payload, 'liansuo01-1');
      expect(res.status, JSON.stringify(payload)).toBe(422);
      expect(res.body.errors[field]).toEqual([msg]);
    }
    expect((await contactOf('liansuo01-1')).password_hash).toBe(before.password_hash);
  });

  it('with the current password: this session stays, the other sessions end', async () => {
    const other = await k.login('liansuo01-1');
    const res = await k.post(
      '/api/user/resetPassword',
      { password: 'Yikang2026', old_password: 'Demo@1234' },
      'liansuo01-1',
    );
    expect(res.status).toBe(200);
    await new Promise((r) => setTimeout(r, 3_100)); // the session plugin's viewer cache
    expect((await k.get('/api/user/basic', 'liansuo01-1')).body.data.username).toBe('liansuo01-1');
    const gone = await k.call({ method: 'GET', url: '/api/user/basic', headers: { cookie: other } });
    expect(gone.body.code).toBe(10001);
    await expect(k.login('liansuo01-1')).rejects.toThrow();
    expect(await k.login('liansuo01-1', 'Yikang2026')).toContain('yc_session=');
  });

  it('with an update code sent to the member phone; the code works once', async () => {
    const sent = await k.post('/api/user/create_code', { phone: '13801012345', type: 'update' }, 'yaodian01');
    expect(sent.status).toBe(200);
    const page = await k.app.inject({ method: 'GET', url: '/api/dev/sms' });
    const row = page.body.split('<tr>').find((r) => r.includes('>13801012345<'));
    const code = /验证码为(\d{6})/.exec(row ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const res = await k.post('/api/user/resetPassword', { password: 'Renhe2026x', code }, 'yaodian01');
    expect(res.status).toBe(200);
    const again = await k.post('/api/user/resetPassword', { password: 'Renhe2027x', code }, 'yaodian01');
    expect(again.body.errors.code).toEqual(['短信验证码错误或已过期，请重新获取']);
    expect(await k.login('yaodian01', 'Renhe2026x')).toContain('yc_session=');
    k.cookies.yaodian01 = await k.login('yaodian01', 'Renhe2026x');
  });
});

describe('电子合同 (459)', () => {
  it('an unsigned buyer gets 459 on cart, checkout, order, payment and rebuy; after signing the purchase goes on', async () => {
    const [g] = await k.plainGoods(1, { skip: 3 });
    const line = { goods_id: g!.id, number: g!.middle_pack };
    const refused = [
      await k.post('/api/cart', { params: [line] }, 'hetong01'),
      await k.post(`/api/cart/quick_add/${g!.id}`, {}, 'hetong01'),
      await k.post('/api/cart/checkout', { ids: [1] }, 'hetong01'),
      await k.post('/api/order/create', { ids: [1], address_id: 1, idempotency_key: newKey() }, 'hetong01'),
      await k.post('/api/pay/1', { method: 'balance' }, 'hetong01'),
      await k.post('/api/order/1/rebuy', {}, 'hetong01'),
    ];
    for (const res of refused) {
      expect(res.status).toBe(459);
      expect(res.body).toMatchObject({ code: 459, msg: '请先签署电子合同（药品购销协议）后再采购' });
    }
    expect(
      await k.rows(
        `select 1 from cart_items c join members m on m.id = c.member_id where m.username = 'hetong01'`,
      ),
    ).toHaveLength(0);

    const doc = (await k.get('/api/user/contract', 'hetong01')).body.data;
    expect(doc).toMatchObject({ signed: 0, signed_at: null, buyer: { name: '永安堂大药房(演示)' } });
    expect(doc.clauses.map((c: { title: string }) => c.title).join()).toMatch(
      /质量保证.*GSP.*票据.*退换货.*付款.*争议解决/,
    );

    const bad = await k.post('/api/user/contract/sign', { agree: 0 }, 'hetong01');
    expect(bad.status).toBe(422);
    expect(bad.body.msg).toBe('请阅读并勾选同意本协议');
    expect((await k.get('/api/user/contract', 'hetong01')).body.data.signed).toBe(0);

    const signs = await Promise.all(
      [1, 2, 3].map(() => k.post('/api/user/contract/sign', { agree: 1 }, 'hetong01')),
    );
    expect(signs.map((s) => s.status)).toEqual([200, 200, 200]);
    expect(new Set(signs.map((s) => s.body.data.signed_at)).size).toBe(1);
    const after = (await k.get('/api/user/contract', 'hetong01')).body.data;
    expect(after).toMatchObject({ signed: 1, signed_at: signs[0]!.body.data.signed_at });

    const ids = await k.add('hetong01', [line]);
    expect((await k.post('/api/cart/checkout', { ids }, 'hetong01')).status).toBe(200);
    const order = await k.order('hetong01', ids);
    expect(order.status, JSON.stringify(order.body)).toBe(200);
  });

  it('a signed member reads its agreement as signed; visitors are refused', async () => {
    expect((await k.get('/api/user/contract', 'yaodian01')).body.data).toMatchObject({
      signed: 1,
      buyer: { name: '仁和大药房(演示)' },
      seller: { name: '药采网（北京）医药科技有限公司' },
    });
    expect((await k.get('/api/user/contract')).body.code).toBe(10001);
    expect((await k.post('/api/user/contract/sign', { agree: 1 })).body.code).toBe(10001);
    expect((await k.post('/api/cart', { params: [] })).body.code).toBe(10001);
  });
});
