import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type GoodsPick, type Kit } from '../../test/commerce-test-kit';

/** 代客下单: yewu01 sees only yaodian01 and zhensuo01, prepares an order, the member accepts it once. */
let kit: Kit;
let goods: GoodsPick[];
let yaodian: number;
let daishen: number;
const later = (days: number) => new Date(Date.now() + (8 + 24 * days) * 3600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  kit = await createCommerceApp([
    'yaodian01',
    'zhensuo01',
    'daishen01',
    'yewu01',
    'kefu01',
    'operator01',
    'yunying01',
  ]);
  goods = await kit.plainGoods(2);
  yaodian = await kit.memberId('yaodian01');
  daishen = await kit.memberId('daishen01');
}, 120_000);
afterAll(() => kit?.close());

const propose = (extra: Record<string, unknown> = {}, user = 'yewu01') =>
  kit.post(
    '/api/operator/proposals',
    {
      member_id: yaodian,
      lines: goods.map((g) => ({ goods_id: g.id, number: Math.max(1, g.middle_pack) * 2 })),
      remark: '本周常规补货',
      valid_until: later(5),
      ...extra,
    },
    user,
  );

describe('the 业务员 and the members assigned to it', () => {
  it('lists only its members; any other member is 404; staff without the permission 403', async () => {
    const mine = await kit.get('/api/operator/my-members', 'yewu01');
    expect(mine.status).toBe(200);
    expect(mine.body.data.list.map((m: any) => m.username).sort()).toEqual(['yaodian01', 'zhensuo01']);
    expect((await kit.get(`/api/operator/my-members/${daishen}`, 'yewu01')).status).toBe(404);
    expect((await kit.get(`/api/operator/my-members/${yaodian}`, 'kefu01')).status).toBe(403);
    expect((await kit.get('/api/operator/my-members', 'yaodian01')).status).toBe(403);
    const admin = await kit.get(`/api/operator/my-members/${yaodian}`, 'operator01');
    expect(admin.status).toBe(404);
    const detail = await kit.get(`/api/operator/my-members/${yaodian}`, 'yewu01');
    expect(detail.status).toBe(200);
    expect(detail.body.data.member.username).toBe('yaodian01');
    expect(Array.isArray(detail.body.data.frequent)).toBe(true);
    const audit = await kit.rows(`select * from audit_log where entity = 'member' and entity_id = '${yaodian}'
      and staff_name = 'yewu01'`);
    expect(audit.length).toBeGreaterThan(0);
  });

  it('refuses bad input, other members and past dates', async () => {
    expect((await kit.post('/api/operator/proposals', { member_id: 'x', lines: [] }, 'yewu01')).status).toBe(
      422,
    );
    expect((await propose({ member_id: daishen })).status).toBe(404);
    expect((await propose({}, 'operator01')).status).toBe(404);
    const past = await propose({ valid_until: '2020-01-01' });
    expect(past.status).toBe(422);
    expect((await propose({}, 'kefu01')).status).toBe(403);
    const tooMany = await propose({ lines: [{ goods_id: goods[0]!.id, number: 99_999 }] });
    expect(tooMany.status).toBe(422);
  });
});

describe('the member confirms or declines', () => {
  it('accepts once under parallel requests, through the normal checkout', async () => {
    const made = await propose();
    expect(made.status).toBe(200);
    const id = made.body.data.id;
    expect(made.body.data.status).toBe('open');
    const seen = await kit.get('/api/user/proposals', 'yaodian01');
    expect(seen.body.data.list.map((p: any) => p.id)).toContain(id);
    expect(
      (await kit.get('/api/user/proposals', 'zhensuo01')).body.data.list.map((p: any) => p.id),
    ).not.toContain(id);
    expect((await kit.post(`/api/user/proposals/${id}/accept`, {}, 'zhensuo01')).status).toBe(404);
    expect(
      (
        await kit.post(
          `/api/user/proposals/${id}/accept`,
          { lines: [{ goods_id: 1, number: 1 }] },
          'yaodian01',
        )
      ).status,
    ).toBe(422);
    const changed = Math.max(1, goods[0]!.middle_pack) * 3;
    const results = await Promise.all([
      kit.post(
        `/api/user/proposals/${id}/accept`,
        { lines: [{ goods_id: goods[0]!.id, number: changed }] },
        'yaodian01',
      ),
      kit.post(
        `/api/user/proposals/${id}/accept`,
        { lines: [{ goods_id: goods[0]!.id, number: changed }] },
        'yaodian01',
      ),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results[0]!.body.data.order_id).toBe(results[1]!.body.data.order_id);
    const orders = await kit.rows(
      `select o.id from orders o where o.member_id = ${yaodian} and o.idempotency_key = 'proposal-${id}'`,
    );
    expect(orders).toHaveLength(1);
    const lines = await kit.rows(`select goods_id, sum(quantity)::int q, max(line_type) t from order_lines
      where order_id = ${orders[0]!.id} and not is_gift group by goods_id`);
    expect(lines.find((l) => Number(l.goods_id) === goods[0]!.id)?.q).toBe(changed);
    expect(lines.every((l) => Number(l.t) === 5)).toBe(true);
    expect(
      (await kit.post(`/api/user/proposals/${id}/decline`, { reason: '不要了' }, 'yaodian01')).status,
    ).toBe(409);
    const dashboard = await kit.get('/api/operator/my-members', 'yewu01');
    expect(dashboard.body.data.proposals.accepted).toBeGreaterThanOrEqual(1);
  });

  it('declines with a reason', async () => {
    const id = (await propose()).body.data.id;
    expect((await kit.post(`/api/user/proposals/${id}/decline`, { reason: '' }, 'yaodian01')).status).toBe(
      422,
    );
    expect((await kit.post(`/api/user/proposals/${id}/decline`, { reason: 'x' }, 'zhensuo01')).status).toBe(
      404,
    );
    const ok = await kit.post(`/api/user/proposals/${id}/decline`, { reason: '库存还够' }, 'yaodian01');
    expect(ok.body.data).toEqual({ id, status: 'declined' });
    expect((await kit.post(`/api/user/proposals/${id}/accept`, {}, 'yaodian01')).status).toBe(409);
  });

  it('accepts beside a quote of the same goods in the cart: the quote lends no ladder tier', async () => {
    const [ladder] = await kit.plainGoods(1, { ladder: true });
    const pack = Math.max(1, ladder!.middle_pack);
    const [tier] = await kit.rows(
      `select min(number)::int n from ladder_prices where goods_id = ${ladder!.id}`,
    );
    const asked = await kit.post(
      '/api/quotes',
      {
        goods_id: ladder!.id,
        quantity: Math.max(10 * pack, Math.ceil(tier!.n / pack) * pack),
        expected_price: ((ladder!.base_price * 0.6) / 100).toFixed(2),
        remark: '批量采购',
      },
      'yaodian01',
    );
    expect(asked.status).toBe(200);
    const quote = asked.body.data;
    const reply = await kit.post(
      `/api/operator/quotes/${quote.id}/reply`,
      { price: ((ladder!.base_price * 0.7) / 100).toFixed(2), valid_until: later(3) },
      'yunying01',
    );
    expect(reply.status).toBe(200);
    await kit.clearCart('yaodian01');
    const quoted = await kit.post(
      '/api/cart',
      { params: [{ goods_id: ladder!.id, number: quote.quantity, quote_id: quote.id }] },
      'yaodian01',
    );
    expect(quoted.status).toBe(200);

    const made = await propose({ lines: [{ goods_id: ladder!.id, number: pack }] });
    const id = made.body.data.id;
    const seen = (await kit.get('/api/user/proposals', 'yaodian01')).body.data.list.find(
      (p: any) => p.id === id,
    );
    const accepted = await kit.post(`/api/user/proposals/${id}/accept`, {}, 'yaodian01');
    expect(accepted.status).toBe(200);
    const [line] = await kit.rows(`select unit_price price from order_lines
      where order_id = ${accepted.body.data.order_id} and not is_gift`);
    expect((Number(line!.price) / 100).toFixed(2)).toBe(seen.lines[0].price);
  });
});
