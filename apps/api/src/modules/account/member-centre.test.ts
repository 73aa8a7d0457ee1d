import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type Kit } from '../../test/commerce-test-kit';
import { lastTwelveMonths } from '../orders/index';

let k: Kit;
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'zhensuo01']);
});
afterAll(() => k?.close());

const yuan = (fen: number | string) => (Number(fen) / 100).toFixed(2);

describe('GET /api/user/center', () => {
  it('is for members only', async () => {
    expect((await k.get('/api/user/center')).status).toBe(401);
  });

  it('answers the numbers the database holds for yaodian01', async () => {
    const id = await k.memberId('yaodian01');
    const { status, body } = await k.get('/api/user/center', 'yaodian01');
    expect(status).toBe(200);
    const d = body.data;
    const [m] = await k.rows(
      `select m.username, m.rank, m.is_vip, m.points, c.name as company, a.name as manager
       from members m join companies c on c.id = m.company_id left join account_managers a on a.id = m.account_manager_id where m.id = ${id}`,
    );
    expect(d.member).toMatchObject({
      username: 'yaodian01',
      company: m!.company,
      rank: m!.rank,
      is_vip: m!.is_vip,
    });
    expect(d.wallet.points).toBe(m!.points);
    if (m!.manager) expect(d.account_manager.name).toBe(m!.manager);

    // Orders by state and the five most recent.
    const counts = await k.rows(
      `select status, count(*)::int as n from orders where member_id = ${id} group by status`,
    );
    const all = counts.reduce((s, r) => s + r.n, 0);
    expect(d.order_counts.all).toBe(all);
    for (const r of counts) expect(d.order_counts[r.status]).toBe(r.n);
    const recent = await k.rows(
      `select order_no from orders where member_id = ${id} order by created_at desc, id desc limit 5`,
    );
    expect(d.recent_orders.map((o: { order_no: string }) => o.order_no)).toEqual(
      recent.map((r) => r.order_no),
    );

    // Twelve months of paid, not cancelled orders.
    const months = lastTwelveMonths(new Date());
    expect(d.purchases.map((p: { month: string }) => p.month)).toEqual(months);
    const sums = await k.rows(
      `select to_char(paid_at at time zone 'Asia/Shanghai', 'YYYY-MM') as month, sum(payable_amount)::bigint as fen, count(*)::int as n
       from orders where member_id = ${id} and paid_at is not null and status <> 'cancelled'
       and paid_at >= '${months[0]}-01T00:00:00+08:00' group by 1`,
    );
    for (const p of d.purchases) {
      const row = sums.find((s) => s.month === p.month);
      expect(p.amount, p.month).toBe(yuan(row?.fen ?? 0));
      expect(p.orders).toBe(row?.n ?? 0);
    }
    expect(d.purchases_total).toBe(yuan(sums.reduce((s, r) => s + Number(r.fen), 0)));

    // Wallet from the wallet module's own answers.
    const money = (await k.get('/api/user/user_money', 'yaodian01')).body.data;
    expect(d.wallet.balance).toBe(money.balance);
    expect(d.wallet.red_packet).toBe(money.red_packet);
    const credit = (await k.get('/api/user/user_credit', 'yaodian01')).body.data;
    expect(d.wallet).toMatchObject({ credit_available: credit.available, credit_used: credit.used });
    const couponNum = (await k.get('/api/user/couponNum', 'yaodian01')).body.data;
    expect(d.wallet.coupons).toBe(couponNum.num);

    // The seeded 采购委托书 runs out within 30 days.
    expect(d.qualification.status).toBe('expiring');
    expect(d.qualification.warnings[0]).toContain('采购委托书');
  });

  it('a new paid order shows in this month and in the counts', async () => {
    const before = (await k.get('/api/user/center', 'zhensuo01')).body.data;
    const [goods] = await k.plainGoods(1);
    const ids = await k.add('zhensuo01', [{ goods_id: goods!.id, number: 1 }]);
    const created = await k.order('zhensuo01', ids);
    expect(created.status).toBe(200);
    const orderId = created.body.data.order_id;
    await k.rows(`update orders set status = 'to_ship', paid_at = now() where id = ${orderId}`);
    const [o] = await k.rows(`select payable_amount from orders where id = ${orderId}`);
    const after = (await k.get('/api/user/center', 'zhensuo01')).body.data;
    expect(after.order_counts.to_ship).toBe(before.order_counts.to_ship + 1);
    expect(after.recent_orders[0].id).toBe(orderId);
    const month = (x: typeof before) => x.purchases[11];
    expect(Number(month(after).amount) * 100 - Number(month(before).amount) * 100).toBeCloseTo(
      Number(o!.payable_amount),
    );
    expect(month(after).orders).toBe(month(before).orders + 1);
  });
});
