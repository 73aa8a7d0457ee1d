import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type Kit, type Row } from '../../test/commerce-test-kit';

let k: Kit;
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'zhensuo01', 'kefu01', 'cangku01', 'operator01']);
});
afterAll(() => k?.close());

const create = (body: Record<string, unknown>, user = 'yaodian01') =>
  k.post('/api/variety/create', body, user);
const requestCount = async () => Number((await k.rows('select count(*) as n from variety_requests'))[0]!.n);
const decide = (id: number, body: Record<string, unknown>, user = 'kefu01') =>
  k.post(`/api/operator/variety-requests/${id}/status`, body, user);
const latestMessage = async (username: string) =>
  (await k.get('/api/message/list', username)).body.data.list[0];
const good = {
  name: '小儿氨酚黄那敏颗粒',
  manufacturer: '华润三九医药股份有限公司',
  spec: '6g*10袋',
  quantity: 50,
};

describe('POST /api/variety/create', () => {
  it('stores a request (JSON or a form) as 待处理 for the member', async () => {
    const json = await create({ ...good, remark: '门店缺货，急需' });
    expect(json.status).toBe(200);
    const form = await k.call({
      method: 'POST',
      url: '/api/variety/create',
      payload: 'name=%E9%98%BF%E5%A5%87%E9%9C%89%E7%B4%A0%E7%89%87&quantity=20&spec=0.25g*6%E7%89%87',
      headers: { cookie: k.cookies.yaodian01!, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(200);
    const [row] = await k.rows(`select * from variety_requests where id = ${form.body.data.id}`);
    expect(row).toMatchObject({
      name: '阿奇霉素片',
      quantity: 20,
      spec: '0.25g*6片',
      manufacturer: '',
      status: 'pending',
    });
    expect(Number(row!.member_id)).toBe(await k.memberId('yaodian01'));
  });

  it.each([
    [{ ...good, name: '' }, 'name', '请填写品种名称'],
    [{ ...good, name: '   ' }, 'name', '请填写品种名称'],
    [{ ...good, name: '药'.repeat(101) }, 'name', '品种名称不能超过100个字符'],
    [{ ...good, manufacturer: '厂'.repeat(101) }, 'manufacturer', '生产厂家不能超过100个字符'],
    [{ ...good, spec: 'x'.repeat(101) }, 'spec', '规格不能超过100个字符'],
    [{ ...good, remark: '备'.repeat(501) }, 'remark', '备注不能超过500个字符'],
    [{ ...good, quantity: '' }, 'quantity', '请填写求购数量'],
    [{ name: good.name }, 'quantity', '请填写求购数量'],
    [{ ...good, quantity: 0 }, 'quantity', '求购数量必须大于0'],
    [{ ...good, quantity: -3 }, 'quantity', '求购数量必须是正整数'],
    [{ ...good, quantity: 1.5 }, 'quantity', '求购数量必须是正整数'],
    [{ ...good, quantity: 'abc' }, 'quantity', '求购数量必须是正整数'],
    [{ ...good, quantity: 1_000_000 }, 'quantity', '求购数量不能超过999999'],
    [{ ...good, quantity: { a: 1 } }, 'quantity', '请填写求购数量'],
  ])('refuses %j: %s %s, writing nothing', async (body, field, message) => {
    const before = await requestCount();
    const res = await create(body);
    expect([res.status, res.body.msg]).toEqual([422, message]);
    expect(res.body.errors[field]).toContain(message);
    expect(await requestCount()).toBe(before);
  });

  it('takes 999999 and refuses visitors with 10001', async () => {
    expect((await create({ ...good, quantity: '999999' })).status).toBe(200);
    const visitor = await k.post('/api/variety/create', good);
    expect([visitor.status, visitor.body.code]).toEqual([401, 10001]);
  });
});

describe('GET /api/variety/list and /api/variety/{id}', () => {
  it('lists only the member’s own requests, newest first, with status names and counts', async () => {
    await create({ ...good, name: '蒙脱石散' }, 'zhensuo01');
    const { data } = (await k.get('/api/variety/list', 'yaodian01')).body;
    expect(data.list.length).toBeGreaterThan(0);
    const times = data.list.map((r: Row) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(data.list.some((r: Row) => r.name === '蒙脱石散')).toBe(false);
    for (const r of data.list) {
      expect(r.status_name).toBe(
        { pending: '待处理', purchasing: '采购中', listed: '已上架', unavailable: '无法采购' }[
          r.status as string
        ],
      );
    }
    const total = Object.values(data.counts as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(total).toBe(data.total);

    const listed = (await k.get('/api/variety/list?status=listed', 'yaodian01')).body.data;
    expect(listed.list.length).toBeGreaterThan(0);
    expect(listed.list.every((r: Row) => r.status === 'listed' && r.goods?.id > 0 && r.goods.name)).toBe(
      true,
    );
    const refused = (await k.get('/api/variety/list?status=unavailable', 'yaodian01')).body.data.list[0];
    expect(refused.reason).not.toBe('');
    expect(refused.goods).toBeNull();
  });

  it('shows one of the member’s requests; another member’s is 404', async () => {
    const mine = (await k.get('/api/variety/list', 'yaodian01')).body.data.list[0];
    const detail = await k.get(`/api/variety/${mine.id}`, 'yaodian01');
    expect(detail.body.data).toEqual(mine);
    const other = await k.get(`/api/variety/${mine.id}`, 'zhensuo01');
    expect([other.status, other.body.msg]).toEqual([404, '求购记录不存在']);
    expect((await k.get('/api/variety/99999999', 'yaodian01')).status).toBe(404);
    expect((await k.get('/api/variety/abc', 'yaodian01')).status).toBe(422);
    expect((await k.get(`/api/variety/${mine.id}`)).body.code).toBe(10001);
  });

  it('refuses a bad filter or page', async () => {
    const bad = await k.get('/api/variety/list?status=done', 'yaodian01');
    expect([bad.status, bad.body.msg]).toEqual([422, '求购状态不正确']);
    expect((await k.get('/api/variety/list?page=0', 'yaodian01')).status).toBe(422);
    expect((await k.get('/api/variety/list')).body.code).toBe(10001);
  });
});

describe('staff handling', () => {
  it('is for staff with feedback.reply only', async () => {
    const id = (await create(good)).body.data.id;
    for (const url of ['/api/operator/variety-requests', '/api/operator/variety-requests/goods']) {
      expect((await k.get(url)).body.code).toBe(10001);
      expect((await k.get(url, 'yaodian01')).status).toBe(403);
      expect((await k.get(url, 'cangku01')).status).toBe(403);
      expect((await k.get(url, 'kefu01')).status).toBe(200);
    }
    expect((await decide(id, { status: 'purchasing' }, 'yaodian01')).status).toBe(403);
    const warehouse = await decide(id, { status: 'purchasing' }, 'cangku01');
    expect([warehouse.status, warehouse.body.msg]).toEqual([403, '当前账号没有此操作的权限']);
    expect(
      (await k.post(`/api/operator/variety-requests/${id}/status`, { status: 'purchasing' })).body.code,
    ).toBe(10001);
    const [row] = await k.rows(`select status from variety_requests where id = ${id}`);
    expect(row!.status).toBe('pending');
  });

  it('lists everyone’s requests with the member, by status and words', async () => {
    const { data } = (await k.get('/api/operator/variety-requests?status=pending', 'kefu01')).body;
    expect(data.list.length).toBeGreaterThan(0);
    expect(data.list.every((r: Row) => r.status === 'pending')).toBe(true);
    expect(new Set(data.list.map((r: Row) => r.member.username))).toEqual(
      new Set(['yaodian01', 'zhensuo01', 'liansuo01']),
    );
    expect(data.counts.pending).toBe(data.total);
    const found = (
      await k.get(`/api/operator/variety-requests?keyword=${encodeURIComponent('蒙脱石')}`, 'kefu01')
    ).body.data;
    expect(found.list.map((r: Row) => [r.name, r.member.username])).toEqual([['蒙脱石散', 'zhensuo01']]);
    expect(found.list[0].member.company).toContain('康宁');
    const bad = await k.get('/api/operator/variety-requests?status=x', 'kefu01');
    expect([bad.status, bad.body.msg]).toEqual([422, '求购状态不正确']);
  });

  it('finds goods on sale to link', async () => {
    const [g] = await k.rows(`select id, name from goods where on_sale order by id limit 1`);
    const list = (
      await k.get(`/api/operator/variety-requests/goods?keyword=${encodeURIComponent(g!.name)}`, 'kefu01')
    ).body.data;
    expect(list.some((x: Row) => x.id === Number(g!.id))).toBe(true);
    expect(list.length).toBeLessThanOrEqual(20);
  });

  it('moves pending → purchasing → listed, telling the member each time, audited', async () => {
    const id = (await create({ ...good, name: '布洛芬混悬液', spec: '100ml:2g' })).body.data.id;
    const early = await decide(id, { status: 'listed', goods_id: 1 });
    expect([early.status, early.body.msg]).toEqual([422, '“待处理”的求购不能改为“已上架”']);

    const started = await decide(id, { status: 'purchasing' });
    expect(started.body.data).toEqual({ id, status: 'purchasing', status_name: '采购中' });
    expect(await latestMessage('yaodian01')).toMatchObject({
      kind: 'variety',
      kind_name: '求购消息',
      title: '求购品种开始采购',
      link: `/pzqg/info?id=${id}`,
      is_read: 0,
    });
    const again = await decide(id, { status: 'purchasing' });
    expect([again.status, again.body.msg]).toEqual([422, '该求购已是“采购中”状态']);

    const noGoods = await decide(id, { status: 'listed' });
    expect([noGoods.status, noGoods.body.msg, Object.keys(noGoods.body.errors)]).toEqual([
      422,
      '请选择已上架的商品',
      ['goods_id'],
    ]);
    expect((await decide(id, { status: 'listed', goods_id: 99999999 })).body.msg).toBe(
      '商品不存在，请重新选择',
    );
    const [off] = await k.rows(`select id from goods order by id desc limit 1`);
    await k.rows(`update goods set on_sale = false where id = ${off!.id}`);
    expect((await decide(id, { status: 'listed', goods_id: off!.id })).body.msg).toBe(
      '该商品尚未上架，请先上架后再标记',
    );
    await k.rows(`update goods set on_sale = true where id = ${off!.id}`);

    const [g] = await k.rows(`select id, name from goods where on_sale order by id limit 1`);
    const done = await decide(id, { status: 'listed', goods_id: String(g!.id) }, 'operator01');
    expect(done.body.data.status_name).toBe('已上架');
    const message = await latestMessage('yaodian01');
    expect(message.title).toBe('求购品种已上架');
    expect(message.content).toContain(g!.name);
    const detail = (await k.get(`/api/variety/${id}`, 'yaodian01')).body.data;
    expect(detail).toMatchObject({ status: 'listed', goods: { id: Number(g!.id), name: g!.name } });

    const late = await decide(id, { status: 'unavailable', reason: '停产' });
    expect([late.status, late.body.msg]).toEqual([422, '“已上架”的求购不能改为“无法采购”']);

    const audit = await k.rows(
      `select staff_name, action, summary, before, after from audit_log where entity = 'variety_request' and entity_id = '${id}' order by id`,
    );
    expect(audit.map((a) => [a.staff_name, a.action])).toEqual([
      ['kefu01', 'feedback.reply'],
      ['operator01', 'feedback.reply'],
    ]);
    expect(audit[1]!.before).toMatchObject({ status: 'purchasing' });
    expect(audit[1]!.after).toMatchObject({ status: 'listed', goods_id: Number(g!.id) });
  });

  it('refuses 无法采购 without a reason and tells the member the reason', async () => {
    const id = (await create({ ...good, name: '盐酸伪麻黄碱缓释片' })).body.data.id;
    const before = (await k.get('/api/message/list', 'yaodian01')).body.data.total;
    for (const body of [{ status: 'unavailable' }, { status: 'unavailable', reason: '  ' }]) {
      const res = await decide(id, body);
      expect([res.status, res.body.msg, Object.keys(res.body.errors)]).toEqual([
        422,
        '请填写无法采购的原因',
        ['reason'],
      ]);
    }
    expect((await decide(id, { status: 'unavailable', reason: '因'.repeat(201) })).body.msg).toBe(
      '原因不能超过200个字',
    );
    expect((await decide(id, { status: 'pending' })).body.msg).toBe('请选择处理结果');
    expect((await k.get('/api/message/list', 'yaodian01')).body.data.total).toBe(before);

    const res = await decide(id, { status: 'unavailable', reason: '含麻黄碱复方制剂，贵司暂无经营权限' });
    expect(res.body.data.status_name).toBe('无法采购');
    const message = await latestMessage('yaodian01');
    expect(message).toMatchObject({ title: '求购品种无法采购', link: `/pzqg/info?id=${id}` });
    expect(message.content).toContain('含麻黄碱复方制剂，贵司暂无经营权限');
    expect((await k.get(`/api/variety/${id}`, 'yaodian01')).body.data).toMatchObject({
      status: 'unavailable',
      status_name: '无法采购',
      reason: '含麻黄碱复方制剂，贵司暂无经营权限',
    });
    expect((await decide(99999999, { status: 'purchasing' })).status).toBe(404);
  });

  it('counts pending requests and unreplied feedback on the dashboard', async () => {
    const waiting = async () => (await k.get('/api/operator/dashboard', 'operator01')).body.data.waiting;
    const before = await waiting();
    const [pending] = await k.rows(`select count(*) as n from variety_requests where status = 'pending'`);
    const [unreplied] = await k.rows(`select count(*) as n from feedback where replied_at is null`);
    expect(before.variety_requests).toBe(Number(pending!.n));
    expect(before.feedback).toBe(Number(unreplied!.n));
    const id = (await create(good)).body.data.id;
    expect((await waiting()).variety_requests).toBe(before.variety_requests + 1);
    await decide(id, { status: 'purchasing' });
    expect((await waiting()).variety_requests).toBe(before.variety_requests);
  });
});
