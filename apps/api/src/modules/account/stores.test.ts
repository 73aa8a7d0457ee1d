import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type Kit } from '../../test/commerce-test-kit';

let k: Kit;
beforeAll(async () => {
  k = await createCommerceApp(['liansuo01', 'liansuo01-1', 'yaodian01', 'zhensuo01']);
});
afterAll(() => k?.close());

const companyOf = async (username: string) =>
  (
    await k.rows(
      `select c.contact_name, c.contact_phone, c.address from companies c join members m on m.company_id = c.id where m.username = '${username}'`,
    )
  )[0]!;

describe('多门店管理: a headquarters and its stores', () => {
  it('lists the stores with contact, address, review status, recent orders and cart size', async () => {
    const [goods] = await k.plainGoods(1);
    const ids = await k.add('liansuo01-1', [{ goods_id: goods!.id, number: 2 }]);
    const created = await k.order('liansuo01-1', ids);
    expect(created.status).toBe(200);
    await k.add('liansuo01-1', [{ goods_id: goods!.id, number: 1 }]);

    const { body } = await k.get('/api/user/stores', 'liansuo01');
    expect(body.data.is_chain).toBe(1);
    expect(body.data.list.map((s: { username: string }) => s.username)).toEqual([
      'liansuo01-1',
      'liansuo01-2',
      'liansuo01-3',
    ]);
    const first = body.data.list[0];
    expect(first).toMatchObject({
      company: '益康连锁药房和平店',
      name: '和平店长',
      review_status: 'approved',
      review_status_name: '已通过',
      order_count: 1,
      cart: 1,
    });
    expect(first.order_amount).toMatch(/^\d+\.\d{2}$/);
    expect(first.order_amount).not.toBe('0.00');
    expect(body.data.list[1]).toMatchObject({
      order_count: 0,
      order_amount: '0.00',
      cart: 0,
      last_order_at: null,
    });
  });

  it('gives a single pharmacy no stores', async () => {
    const { body } = await k.get('/api/user/stores', 'yaodian01');
    expect(body.data).toEqual({ is_chain: 0, scopes: [], list: [] });
  });

  it("edits a store's contact and address", async () => {
    const storeId = await k.memberId('liansuo01-2');
    const res = await k.post(
      `/api/user/stores/${storeId}`,
      { name: ' 新店长 ', phone: '022-28351234', address: '天津市河西区友谊路35号' },
      'liansuo01',
    );
    expect(res.body).toMatchObject({ code: 10000, data: null });
    expect(await companyOf('liansuo01-2')).toMatchObject({
      contact_name: '新店长',
      contact_phone: '022-28351234',
      address: '天津市河西区友谊路35号',
    });
  });

  it.each([
    [{ name: '', phone: '13800138000', address: '某路1号' }, 'name', '请输入联系人'],
    [
      { name: '店长', phone: '12345', address: '某路1号' },
      'phone',
      '联系电话格式不正确，请输入11位手机号或区号-座机号',
    ],
    [{ name: '店长', phone: '13800138000', address: '  ' }, 'address', '请输入详细地址'],
    [
      { name: '店长', phone: '13800138000', address: '路'.repeat(201) },
      'address',
      '详细地址不能超过200个字符',
    ],
  ])('refuses %j with 422 naming the field and changes nothing', async (payload, field, message) => {
    const storeId = await k.memberId('liansuo01-3');
    const before = await companyOf('liansuo01-3');
    const res = await k.post(`/api/user/stores/${storeId}`, payload, 'liansuo01');
    expect(res.status).toBe(422);
    expect(res.body.msg).toBe(message);
    expect(res.body.errors[field]).toContain(message);
    expect(await companyOf('liansuo01-3')).toEqual(before);
  });

  it("shows a store's recent orders to its headquarters", async () => {
    const storeId = await k.memberId('liansuo01-1');
    const { body } = await k.get(`/api/user/stores/${storeId}/orders`, 'liansuo01');
    expect(body.data.store).toMatchObject({ id: storeId, username: 'liansuo01-1' });
    expect(body.data.total).toBe(1);
    expect(body.data.list[0]).toMatchObject({ status: 'unpaid', goods_count: 1, total_number: 2 });
    expect(body.data.list[0].goods_summary).not.toBe('');
  });

  it("keeps another headquarters away from this one's stores (404)", async () => {
    // A second chain headquarters, with stores of its own.
    await k.rows(
      `update companies set kind = 'chain' where id = (select company_id from members where username = 'zhensuo01')`,
    );
    await k.rows(
      `update members set parent_id = (select id from members where username = 'zhensuo01') where username = 'liansuo01-3'`,
    );
    try {
      const mine = (await k.get('/api/user/stores', 'zhensuo01')).body.data;
      expect(mine.is_chain).toBe(1);
      expect(mine.list.map((s: { username: string }) => s.username)).toEqual(['liansuo01-3']);
      const theirs = await k.memberId('liansuo01-1');
      expect((await k.get(`/api/user/stores/${theirs}/orders`, 'zhensuo01')).status).toBe(404);
      const edit = await k.post(
        `/api/user/stores/${theirs}`,
        { name: '冒充', phone: '13800138000', address: '某路1号' },
        'zhensuo01',
      );
      expect(edit.status).toBe(404);
      expect(edit.body.msg).toBe('门店不存在');
      const listed = (await k.get('/api/user/stores', 'liansuo01')).body.data.list;
      expect(listed.map((s: { username: string }) => s.username)).not.toContain('liansuo01-3');
    } finally {
      await k.rows(
        `update members set parent_id = (select id from members where username = 'liansuo01') where username = 'liansuo01-3'`,
      );
      await k.rows(
        `update companies set kind = 'clinic' where id = (select company_id from members where username = 'zhensuo01')`,
      );
    }
  });

  it("keeps everyone else away from a headquarters' stores (404)", async () => {
    const storeId = await k.memberId('liansuo01-1');
    const before = await companyOf('liansuo01-1');
    for (const user of ['yaodian01', 'zhensuo01', 'liansuo01-1']) {
      const orders = await k.get(`/api/user/stores/${storeId}/orders`, user);
      expect(orders.status).toBe(404);
      expect(orders.body.msg).toBe('门店不存在');
      const edit = await k.post(
        `/api/user/stores/${storeId}`,
        { name: '冒充', phone: '13800138000', address: '某路1号' },
        user,
      );
      expect(edit.status).toBe(404);
    }
    expect(await companyOf('liansuo01-1')).toEqual(before);
    // The headquarters itself is not one of its stores.
    const self = await k.get(`/api/user/stores/${await k.memberId('liansuo01')}/orders`, 'liansuo01');
    expect(self.status).toBe(404);
    expect((await k.get('/api/user/stores')).body.code).toBe(10001);
    expect((await k.get('/api/user/stores/abc/orders', 'liansuo01')).status).toBe(422);
  });
});

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const doc = (kind: string, number: string, expires_on = '2030-12-31') => ({
  kind,
  number,
  expires_on,
  image: PNG,
});

/** liansuo01 has 第二类医疗器械 among its scopes, so its stores show a device document too. */
const newStore = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  password: 'Store2026ok',
  company: '益康连锁药房红桥店',
  name: '红桥店 周店长',
  phone: `136${String(Math.abs([...username].reduce((h, c) => h * 31 + c.charCodeAt(0), 7)) % 1e8).padStart(8, '0')}`,
  region: '天津',
  city: '天津市',
  district: '红桥区',
  region_code: '120106',
  address: '芥园道118号',
  documents: [
    doc('营业执照', '91120106MA07XK2Q3B', '2035-06-30'),
    doc('药品经营许可证', '津CB0220188', '2029-12-31'),
    doc('第二类医疗器械经营备案凭证', '津红食药监械经营备20260188号'),
    doc('采购委托书', 'WT20260188'),
  ],
  agent_name: '周店长',
  agent_id_number: '11010519491231002X',
  ...extra,
});

const memberCount = async () => Number((await k.rows('select count(*)::int as n from members'))[0]!.n);
const companyCount = async () => Number((await k.rows('select count(*)::int as n from companies'))[0]!.n);

describe('多门店注册: a headquarters adds a store', () => {
  it('creates the store awaiting review; the store logs in on its own', async () => {
    const res = await k.post('/api/user/stores', newStore('hongqiao01'), 'liansuo01');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ username: 'hongqiao01', review_status: 'pending' });

    const store = await k.login('hongqiao01', 'Store2026ok');
    const profile = (await k.call({ method: 'GET', url: '/api/user/base', headers: { cookie: store } })).body
      .data;
    expect(profile).toMatchObject({ username: 'hongqiao01', company: '益康连锁药房红桥店', is_passed: 0 });
    const [row] = await k.rows(
      `select m.parent_id, m.account_manager_id, m.contract_signed, c.kind, c.district, c.region_code from members m join companies c on c.id = m.company_id where m.username = 'hongqiao01'`,
    );
    expect(row).toMatchObject({
      parent_id: await k.memberId('liansuo01'),
      contract_signed: false,
      kind: 'store',
      district: '红桥区',
      region_code: '120106',
    });
    const docs = await k.rows(
      `select q.kind, q.status from qualifications q join members m on m.company_id = q.company_id where m.username = 'hongqiao01' order by q.id`,
    );
    expect(docs).toEqual([
      { kind: '营业执照', status: 'pending' },
      { kind: '药品经营许可证', status: 'pending' },
      { kind: '第二类医疗器械经营备案凭证', status: 'pending' },
      { kind: '采购委托书', status: 'pending' },
    ]);

    const list = (await k.get('/api/user/stores', 'liansuo01')).body.data.list;
    expect(list.at(-1)).toMatchObject({
      username: 'hongqiao01',
      review_status: 'pending',
      review_status_name: '审核中',
    });
  });

  it('refuses anyone but a chain headquarters, writing nothing', async () => {
    const before = [await memberCount(), await companyCount()];
    for (const user of ['yaodian01', 'liansuo01-1']) {
      const res = await k.post('/api/user/stores', newStore(`x${user.replace(/\W/g, '')}`), user);
      expect(res.status).toBe(403);
      expect(res.body.msg).toBe('仅连锁总部可以添加门店');
    }
    expect((await k.post('/api/user/stores', newStore('visitor01'))).body.code).toBe(10001);
    expect([await memberCount(), await companyCount()]).toEqual(before);
  });

  it.each([
    [{ username: 'ab' }, 'username', '用户名为4-20位字母、数字、下划线或短横线，以字母开头'],
    [{ username: 'liansuo01-2' }, 'username', '该用户名已被注册，请换一个'],
    [{ password: 'abcdefgh' }, 'password', '密码须为8-20位，同时包含字母和数字，不含空格'],
    [{ company: '' }, 'company', '请输入企业名称'],
    [{ phone: '02228351234' }, 'phone', '手机号格式不正确，请输入11位手机号'],
    [{ phone: '13801012345' }, 'phone', '该手机号已注册，请直接登录或找回密码'],
    [{ region: '' }, 'region', '请输入所在省份'],
    [{ address: '' }, 'address', '请输入详细地址'],
    [
      {
        documents: [
          doc('营业执照', 'X1'),
          doc('药品经营许可证', 'P1', '2020-01-01'),
          doc('第二类医疗器械经营备案凭证', 'D1'),
          doc('采购委托书', 'W1'),
        ],
      },
      'documents.1.expires_on',
      '药品经营许可证已过期，请上传有效证照',
    ],
    [
      { documents: [doc('营业执照', 'X1'), doc('药品经营许可证', 'P1'), doc('采购委托书', 'W1')] },
      'documents',
      '请上传医疗器械经营许可证或第二类医疗器械经营备案凭证',
    ],
    [{ agent_id_number: '110105194912310021' }, 'agent_id_number', '委托人身份证号不正确'],
  ])('refuses %j with 422 naming the field and writes nothing', async (change, field, message) => {
    const before = [await memberCount(), await companyCount()];
    const res = await k.post('/api/user/stores', newStore('badstore01', change), 'liansuo01');
    expect(res.status).toBe(422);
    expect(res.body.msg).toBe(message);
    expect(res.body.errors[field]).toContain(message);
    expect([await memberCount(), await companyCount()]).toEqual(before);
  });

  it('creates one store when the same username is sent twice at once', async () => {
    const before = await memberCount();
    const results = await Promise.all(
      [1, 2, 3].map(() => k.post('/api/user/stores', newStore('twice01'), 'liansuo01')),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 422, 422]);
    expect(await memberCount()).toBe(before + 1);
    expect(
      Number(
        (await k.rows(`select count(*)::int as n from companies where name = '益康连锁药房红桥店'`))[0]!.n,
      ),
    ).toBe(2);
  });
});
