import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type Kit } from '../../test/commerce-test-kit';

let k: Kit;
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'daishen01', 'zhensuo01', 'yunying01', 'cangku01']);
});
afterAll(() => k?.close());

const messages = async (user: string, query = '') =>
  (await k.get(`/api/message/list${query}`, user)).body.data;
const badge = async (user: string) => (await k.get('/api/user/base', user)).body.data.message_count;

describe('messages', () => {
  it('the seeded history already told yaodian01 of its shipments and after-sales', async () => {
    const data = await messages('yaodian01');
    expect(data.total).toBeGreaterThan(2);
    expect(data.list.map((m: { kind_name: string }) => m.kind_name)).toContain('订单消息');
    expect(await badge('yaodian01')).toBe(data.unread);
  });

  it('a shipment, and a review decision, each tell the member once with a link', async () => {
    const before = await messages('yaodian01');
    const [order] = await k.rows(
      `select o.id, o.order_no from orders o join members m on m.id = o.member_id where m.username = 'yaodian01' and o.status = 'to_ship' limit 1`,
    );
    await k.post(
      `/api/operator/order/${order.id}/ship`,
      { logistics_company: '京东物流', logistics_no: 'JD0099887766' },
      'cangku01',
    );
    const after = await messages('yaodian01');
    expect(after.total).toBe(before.total + 1);
    expect(after.list[0]).toMatchObject({ title: '订单已发货', link: `/order/info/${order.id}`, is_read: 0 });
    expect(after.list[0].content).toContain('JD0099887766');

    const daishen = await k.memberId('daishen01');
    await k.post(`/api/operator/reviews/${daishen}/approve`, {}, 'yunying01');
    const told = await messages('daishen01');
    expect(told.list[0]).toMatchObject({ kind_name: '资质消息', title: '资质审核通过', link: '/zzzj' });
  });

  it('reading one lowers the badge; reading all clears it; another member’s ids change nothing', async () => {
    const data = await messages('yaodian01', '?unread=1');
    expect(data.list.every((m: { is_read: number }) => m.is_read === 0)).toBe(true);
    const first = data.list[0].id;
    const foreign = await k.post('/api/message/read', { ids: [first] }, 'zhensuo01');
    expect(foreign.status).toBe(200);
    expect((await messages('yaodian01')).unread).toBe(data.unread);

    const one = await k.post('/api/message/read', { ids: [first] }, 'yaodian01');
    expect(one.body.data.unread).toBe(data.unread - 1);
    expect(await badge('yaodian01')).toBe(data.unread - 1);
    const all = await k.post('/api/message/read', {}, 'yaodian01');
    expect(all.body.data.unread).toBe(0);
    expect(await badge('yaodian01')).toBe(0);
    expect((await messages('yaodian01', '?unread=1')).list).toEqual([]);
  });

  it('is for members only, with a clear error for bad ids', async () => {
    expect((await k.get('/api/message/list')).body.code).toBe(10001);
    const bad = await k.post('/api/message/read', { ids: ['x'] }, 'yaodian01');
    expect([bad.status, bad.body.msg]).toEqual([422, '消息编号不正确']);
  });
});
