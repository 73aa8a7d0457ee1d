import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type Kit, type Row } from '../../test/commerce-test-kit';

const BUYERS = ['yaodian01', 'zhensuo01', 'liansuo01', 'daishen01'];
let k: Kit;
beforeAll(async () => {
  k = await createCommerceApp([...BUYERS, 'operator01', 'kefu01']);
});
afterAll(() => k?.close());

const DAY = 86_400_000;
const iso = (days: number) => new Date(Date.now() + days * DAY).toISOString();

function template(change: Record<string, unknown> = {}) {
  return {
    name: '测试领券',
    amount: '5.00',
    threshold: '0',
    goods_ids: [],
    claim_starts_at: iso(-1),
    claim_ends_at: iso(10),
    validity: 'days',
    valid_days: 30,
    total: 100,
    limit_per_member: 1,
    ...change,
  };
}

async function newTemplate(change: Record<string, unknown> = {}) {
  const res = await k.post('/api/operator/coupon-templates', template(change), 'operator01');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id as number;
}

const claim = (id: unknown, user?: string) => k.post('/api/coupon/claim', { id }, user);
const centre = async (user?: string, page = 1) => (await k.get(`/api/coupon/center?page=${page}`, user)).body;
const centreItem = async (id: number, user?: string) => {
  for (let page = 1; page < 20; page++) {
    const data = (await centre(user, page)).data;
    const found = data.list.find((t: Row) => t.id === id);
    if (found || data.list.length === 0) return found;
  }
};
const couponsOf = async (templateId: number) =>
  Number((await k.rows(`select count(*)::int as n from coupons where template_id = ${templateId}`))[0]!.n);
const claimedOf = async (templateId: number) =>
  Number((await k.rows(`select claimed from coupon_templates where id = ${templateId}`))[0]!.claimed);

describe('the coupon centre', () => {
  it('shows visitors the seeded coupons: scope, validity, what is left, and nothing claimed', async () => {
    const body = await centre();
    expect(body.code).toBe(10000);
    expect(body.data.logged_in).toBe(0);
    const names = body.data.list.map((t: Row) => t.name);
    expect(names).toEqual(expect.arrayContaining(['全场通用券', '新客专享无门槛券', '品牌专区品种券']));
    // Not open yet: staff see it, buyers do not.
    expect(names).not.toContain('双十二预热券');
    const goods = body.data.list.find((t: Row) => t.name === '品牌专区品种券');
    expect(goods).toMatchObject({
      scope: 'goods',
      scope_name: '指定商品',
      goods_count: 6,
      threshold_text: '满300可用',
    });
    expect(goods.goods.length).toBe(3);
    const nearlyGone = body.data.list.find((t: Row) => t.name === '新客专享无门槛券');
    expect(nearlyGone).toMatchObject({
      remaining: 4,
      claimed_percent: 99,
      threshold_text: '无门槛',
      can_claim: 1,
    });
    expect(nearlyGone.validity_text).toBe('领取后7天内有效');
    const soldOut = body.data.list.find((t: Row) => t.name === '满2000元可用券');
    expect(soldOut).toMatchObject({ remaining: 0, claimed_percent: 100, can_claim: 0 });
    expect(body.data.list.every((t: Row) => t.claimed_by_me === 0)).toBe(true);
  });

  it('tells a member what it already holds', async () => {
    const data = (await centre('yaodian01')).data;
    expect(data.logged_in).toBe(1);
    expect(data.list.find((t: Row) => t.name === '全场通用券')).toMatchObject({
      claimed_by_me: 1,
      can_claim: 1,
    });
  });

  it('refuses visitors, staff and bad input before writing anything', async () => {
    const id = await newTemplate();
    expect((await claim(id)).body.code).toBe(10001);
    expect((await claim(id, 'operator01')).status).toBe(403);
    for (const bad of ['x', 0, -1, 1.5, '', 99_999_999_999]) {
      const res = await claim(bad, 'yaodian01');
      expect([res.status, res.body.msg]).toEqual([422, '优惠券不正确']);
    }
    expect((await k.post('/api/coupon/claim', {}, 'yaodian01')).status).toBe(422);
    expect((await claim(999_999, 'yaodian01')).status).toBe(404);
    expect((await k.get('/api/coupon/center?page=0')).status).toBe(422);
    expect(await couponsOf(id)).toBe(0);
  });

  it('refuses claims outside the claim window, and switched-off coupons', async () => {
    const early = await newTemplate({ claim_starts_at: iso(1) });
    const res = await claim(early, 'yaodian01');
    expect([res.status, res.body.msg]).toEqual([422, '该优惠券尚未开始领取']);
    const over = await newTemplate();
    await k.rows(
      `update coupon_templates set claim_ends_at = now() - interval '1 minute' where id = ${over}`,
    );
    expect((await claim(over, 'yaodian01')).body.msg).toBe('该优惠券领取已结束');
    const off = await newTemplate({ is_on: 0 });
    expect((await claim(off, 'yaodian01')).status).toBe(404);
    expect(await centreItem(off)).toBeUndefined();
    expect((await couponsOf(early)) + (await couponsOf(over)) + (await couponsOf(off))).toBe(0);
  });

  it('a claim gives an ordinary coupon with the template’s dates, shown in 我的优惠券', async () => {
    const goods = await k.plainGoods(2);
    const id = await newTemplate({
      name: '指定品种测试券',
      amount: '8',
      threshold: '50',
      goods_ids: goods.map((g) => g.id),
      validity: 'fixed',
      valid_from: iso(-1),
      valid_to: iso(20),
      limit_per_member: 2,
    });
    const res = await claim(id, 'zhensuo01');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      template_id: id,
      amount: '8.00',
      claimed_by_me: 1,
      can_claim: 1,
      remaining: 99,
    });
    const [coupon] = await k.rows(`select * from coupons where id = ${res.body.data.coupon_id}`);
    expect(coupon).toMatchObject({ type: 2, amount: 800, threshold: 5000, template_id: id });
    expect(coupon!.goods_ids.map(Number)).toEqual(goods.map((g) => g.id));
    expect(new Date(coupon!.valid_to).toISOString()).toBe(res.body.data.valid_to);
    const mine = (await k.get('/api/user/coupon?type=2', 'zhensuo01')).body.data.list;
    expect(mine.find((c: Row) => c.id === coupon!.id)).toMatchObject({
      name: '指定品种测试券',
      status: 0,
      type_name: '品种券',
    });
    expect(await centreItem(id, 'zhensuo01')).toMatchObject({ claimed_by_me: 1, can_claim: 1 });
    await claim(id, 'zhensuo01');
    const full = await claim(id, 'zhensuo01');
    expect([full.status, full.body.msg]).toEqual([422, '已达领取上限']);
    expect(await centreItem(id, 'zhensuo01')).toMatchObject({ claimed_by_me: 2, can_claim: 0 });
  });
});

describe('parallel claims', () => {
  it('20 claims over a total of 5 give exactly 5 coupons', async () => {
    const id = await newTemplate({ total: 5, limit_per_member: 10 });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => claim(id, BUYERS[i % BUYERS.length])),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(5);
    for (const r of results.filter((x) => x.status !== 200))
      expect([r.status, r.body.msg]).toEqual([422, '优惠券已领完']);
    expect(await couponsOf(id)).toBe(5);
    expect(await claimedOf(id)).toBe(5);
    expect(await centreItem(id)).toMatchObject({ remaining: 0, can_claim: 0 });
  });

  it('one member’s 10 parallel claims under a limit of 1 give one coupon', async () => {
    const id = await newTemplate({ total: 50, limit_per_member: 1 });
    const results = await Promise.all(Array.from({ length: 10 }, () => claim(id, 'liansuo01')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200))
      expect([r.status, r.body.msg]).toEqual([422, '已达领取上限']);
    expect(await couponsOf(id)).toBe(1);
    expect(await claimedOf(id)).toBe(1);
  });
});

describe('a claimed coupon at checkout', () => {
  it('is offered and used on an order like any coupon', async () => {
    const [goods] = await k.plainGoods(1, { skip: 5 });
    const id = await newTemplate({ name: '结算测试券', amount: '3', threshold: '0' });
    const couponId = (await claim(id, 'yaodian01')).body.data.coupon_id;
    await k.clearCart('yaodian01');
    const ids = await k.add('yaodian01', [{ goods_id: goods!.id, number: 2 }]);
    const preview = (await k.post('/api/cart/checkout', { ids }, 'yaodian01')).body.data;
    expect(preview.coupons.find((c: Row) => c.id === couponId)).toMatchObject({ usable: 1 });
    const created = await k.order('yaodian01', ids, { coupon_id: couponId });
    expect(created.status).toBe(200);
    const orderId = created.body.data.order_id;
    const [order] = await k.rows(`select coupon_id, coupon_amount from orders where id = ${orderId}`);
    expect(order).toEqual({ coupon_id: couponId, coupon_amount: 300 });
    const used = (await k.get('/api/user/coupon?status=1', 'yaodian01')).body.data.list;
    expect(used.find((c: Row) => c.id === couponId)).toMatchObject({
      order_id: orderId,
      status_name: '已使用',
    });
  });
});

describe('the console', () => {
  it('lists, creates and edits templates with promotion permissions, audited', async () => {
    expect((await k.get('/api/operator/coupon-templates')).body.code).toBe(10001);
    expect((await k.get('/api/operator/coupon-templates', 'yaodian01')).status).toBe(403);
    expect((await k.post('/api/operator/coupon-templates', template(), 'kefu01')).status).toBe(403);
    const list = (await k.get('/api/operator/coupon-templates', 'operator01')).body.data;
    expect(list.find((t: Row) => t.name === '双十二预热券')).toMatchObject({ state: 'upcoming', is_on: 1 });
    const used = list.find((t: Row) => t.name === '全场通用券');
    expect(used).toMatchObject({ claimed: 1269, total: 2000, validity: 'days', valid_days: 30 });

    const id = await newTemplate({ name: '待修改券' });
    const edited = await k.post(
      `/api/operator/coupon-templates/${id}`,
      template({ name: '已修改券', total: 80, is_on: 0 }),
      'operator01',
    );
    expect(edited.status).toBe(200);
    const [row] = await k.rows(`select name, total, is_on from coupon_templates where id = ${id}`);
    expect(row).toEqual({ name: '已修改券', total: 80, is_on: false });
    const [audit] = await k.rows(
      `select summary, before, after from audit_log where entity = 'coupon_template' and entity_id = '${id}' order by id desc limit 1`,
    );
    expect(audit!.summary).toBe('下架领券中心优惠券：已修改券');
    expect(audit!.before.name).toBe('待修改券');
    expect((await k.post('/api/operator/coupon-templates/999999', template(), 'operator01')).status).toBe(
      404,
    );
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['amount at the threshold', { amount: '50', threshold: '50' }, 'amount', '优惠券面额必须小于使用门槛'],
    ['no amount', { amount: '0' }, 'amount', '优惠券面额必须大于0'],
    ['three decimals', { amount: '1.005' }, 'amount', '优惠券面额格式不正确，最多两位小数'],
    ['no total', { total: 0 }, 'total', '发放总量不能小于1'],
    ['backwards window', { claim_ends_at: iso(-2) }, 'claim_ends_at', '结束时间必须晚于开始时间'],
    ['fixed without dates', { validity: 'fixed' }, 'valid_from', '请选择使用开始时间'],
    [
      'use ends before claims',
      { validity: 'fixed', valid_from: iso(-1), valid_to: iso(5) },
      'valid_to',
      '使用结束时间不能早于领取结束时间',
    ],
    ['zero days', { valid_days: 0 }, 'valid_days', '领取后有效天数须在1到365天之间'],
    ['unknown goods', { goods_ids: [99_999_999] }, 'goods_ids', '商品99999999不存在'],
    ['no name', { name: ' ' }, 'name', '请填写优惠券名称'],
  ])('refuses %s with 422 and writes nothing', async (_name, change, field, message) => {
    const before = (await k.rows('select count(*)::int as n from coupon_templates'))[0]!.n;
    const res = await k.post('/api/operator/coupon-templates', template(change), 'operator01');
    expect([res.status, res.body.msg]).toEqual([422, message]);
    expect(res.body.errors?.[field]).toBeDefined();
    expect((await k.rows('select count(*)::int as n from coupon_templates'))[0]!.n).toBe(before);
  });

  it('keeps the total at or above what was claimed', async () => {
    const id = await newTemplate({ total: 10, limit_per_member: 5 });
    await claim(id, 'yaodian01');
    await claim(id, 'yaodian01');
    const res = await k.post(
      `/api/operator/coupon-templates/${id}`,
      template({ total: 1, limit_per_member: 5 }),
      'operator01',
    );
    expect([res.status, res.body.msg]).toEqual([422, '发放总量不能少于已领取的2张']);
  });
});
