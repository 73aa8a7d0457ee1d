import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type Kit, type Row } from '../../test/commerce-test-kit';

let k: Kit;
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'zhensuo01', 'daishen01']);
});
afterAll(() => k?.close());

const get = async (url: string, user = 'yaodian01') => (await k.get(url, user)).body;

describe('wallet', () => {
  it('shows the seeded balance, red packet and credit terms', async () => {
    const money = (await get('/api/user/user_money')).data;
    expect(money.balance).toMatch(/^\d+\.\d{2}$/);
    expect(Number(money.balance)).toBeLessThan(50_000);
    expect(money.red_packet).toBe('200.00');
    const credit = (await get('/api/user/user_credit')).data;
    expect(credit).toMatchObject({ limit: '100000.00', is_open: 1, is_overdue: 0, days: 30 });
    expect(Number(credit.used) + Number(credit.available)).toBe(100_000);
    expect((await get('/api/user/user_credit', 'daishen01')).data).toMatchObject({
      limit: '0.00',
      is_open: 0,
    });
  });

  it('lists balance entries with direction and date filters', async () => {
    const all = (await get('/api/user/user_money_log')).data;
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.list[0]).toHaveProperty('kind_name');
    const income = (await get('/api/user/user_money_log?use_type=1')).data;
    expect(income.list.every((e: Row) => e.direction === 1)).toBe(true);
    const spending = (await get('/api/user/user_money_log?use_type=2')).data;
    expect(spending.list.every((e: Row) => e.amount.startsWith('-'))).toBe(true);
    const none = (await get('/api/user/user_money_log?start_time=2000-01-01&end_time=2000-01-31')).data;
    expect(none).toMatchObject({ total: 0, list: [] });
    expect((await k.get('/api/user/user_money_log?start_time=20000101', 'yaodian01')).status).toBe(422);
    expect((await k.get('/api/user/user_money_log?use_type=9', 'yaodian01')).status).toBe(422);
  });

  it('lists credit entries by type', async () => {
    const charges = (await get('/api/user/user_credit_list?type=1')).data;
    expect(charges.list.every((e: Row) => e.kind === 'charge' && e.due_on)).toBe(true);
  });

  it('lists coupons by status and type, with their counts', async () => {
    const unused = (await get('/api/user/coupon')).data;
    expect(unused.list.every((c: Row) => c.status === 0)).toBe(true);
    expect(unused.counts.expired).toBeGreaterThanOrEqual(1);
    expect(unused.list[0]).toHaveProperty('desc');
    const expired = (await get('/api/user/coupon?status=2')).data;
    expect(expired.list[0]).toMatchObject({ status: 2, status_name: '已过期' });
    const byGoods = (await get('/api/user/coupon?type=2')).data;
    expect(byGoods.list.every((c: Row) => c.type === 2 && c.goods_ids.length > 0)).toBe(true);
    const available = (await get('/api/user/availableCoupon')).data;
    expect(available.total).toBe(unused.counts.unused);
    const num = (await get('/api/user/couponNum')).data;
    expect(num).toMatchObject({ num: unused.counts.unused, unused: unused.counts.unused });
  });

  it('lists red packets and cash vouchers', async () => {
    const packets = (await get('/api/user/red_packet')).data;
    expect(packets.balance).toBe('200.00');
    expect(packets.list[0]).toMatchObject({ kind: 'grant', amount: '200.00' });
    const vouchers = (await get('/api/user/cash_voucher')).data;
    expect(vouchers.list.map((v: Row) => v.amount).sort()).toEqual(['20.00', '50.00']);
  });

  it('keeps each member to their own wallet and refuses visitors', async () => {
    expect((await get('/api/user/user_money', 'zhensuo01')).data.balance).toBe('5000.00');
    expect((await get('/api/user/coupon', 'daishen01')).data.total).toBe(0);
    expect((await k.get('/api/user/user_money')).status).toBe(401);
  });
});
