import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type Kit, type Row } from '../../test/commerce-test-kit';
import { pointsMallKit } from './points-mall-test-kit';

let k: Kit;
const USERS = ['yaodian01', 'zhensuo01', 'liansuo01', 'hetong01', 'daishen01', 'operator01'];
beforeAll(async () => {
  k = await createCommerceApp([...USERS, 'yunying01', 'cangku01', 'kefu01']);
});
afterAll(() => k?.close());

const { points, setPoints, newItem, exchange, counts, ledgerAgrees } = pointsMallKit(() => k);

describe('the points mall', () => {
  it('shows the seeded items to visitors, with coupon details, and seeded points agree with the ledger', async () => {
    const res = await k.get('/api/points/goods');
    expect(res.status).toBe(200);
    const { list, points: mine } = res.body.data;
    expect(mine).toBe(0);
    expect(res.body.data.rate).toBe(1);
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(list.every((g: Row) => g.exchanged_by_me === 0)).toBe(true);
    const coupon = list.find((g: Row) => g.kind === 'coupon');
    expect(coupon.coupon).toMatchObject({ amount: '10.00', threshold: '200.00', days: 30 });
    expect(list.find((g: Row) => g.kind === 'goods').coupon).toBeNull();
    const picture = await k.app.inject({ url: list[0].image });
    expect(picture.headers['content-type']).toContain('image/svg+xml');

    const member = (await k.get('/api/points/goods', 'yaodian01')).body.data;
    expect(member.points).toBe(await points('yaodian01'));
    expect(member.list.some((g: Row) => g.exchanged_by_me > 0)).toBe(true);
    const kinds = await k.rows(`select distinct kind from points_ledger l join members m on m.id = l.member_id
      where m.username = 'yaodian01' order by kind`);
    expect(kinds.map((r) => r.kind)).toEqual(['earn', 'exchange', 'grant', 'reverse']);
    await ledgerAgrees();
  });

  it('asks visitors to log in, and refuses bad input with 422 writing nothing', async () => {
    const item = await newItem();
    const address = await k.addressOf('yaodian01');
    expect((await exchange(undefined, { id: item, number: 1, address_id: address })).body.code).toBe(10001);
    expect((await k.get('/api/points/log')).body.code).toBe(10001);
    expect((await k.get('/api/points/orders')).body.code).toBe(10001);
    await setPoints('yaodian01', 1000);
    const before = await counts(item);
    for (const [body, message] of [
      [{ id: item, number: 0, address_id: address }, '兑换数量不能小于1'],
      [{ id: item, number: 'x', address_id: address }, '兑换数量必须是数字'],
      [{ id: item, number: 100, address_id: address }, '兑换数量不能超过99'],
      [{ id: 'abc', number: 1, address_id: address }, '兑换商品不正确'],
      [{ id: item, number: 1 }, '请选择收货地址'],
    ] as [Row, string][]) {
      const res = await exchange('yaodian01', body);
      expect([res.status, res.body.msg]).toEqual([422, message]);
    }
    const other = await exchange('yaodian01', {
      id: item,
      number: 1,
      address_id: await k.addressOf('zhensuo01'),
    });
    expect(other.status).toBe(404);
    expect((await exchange('yaodian01', { id: 999_999, number: 1, address_id: address })).status).toBe(404);
    expect(await counts(item)).toEqual(before);
    expect(await points('yaodian01')).toBe(1000);
  });

  it('exchanges a gift into a points order with the address, and a coupon into coupons at once', async () => {
    await setPoints('liansuo01', 1000);
    const gift = await newItem({ name: '测试血压计', points: 300, stock: 10 });
    const address = await k.addressOf('liansuo01');
    const res = await exchange('liansuo01', { id: gift, number: 2, address_id: address });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'to_ship', points_spent: 600, points: 400 });
    expect(res.body.data.order_no).toMatch(/^JF\d{20}$/);
    const orders = (await k.get('/api/points/orders?status=to_ship', 'liansuo01')).body.data;
    expect(orders.list[0]).toMatchObject({
      name: '测试血压计',
      number: 2,
      points: 600,
      status_name: '待发货',
    });
    expect(orders.list[0].address).not.toBe('');

    const coupon = await newItem({
      kind: 'coupon',
      name: '测试20元券',
      points: 100,
      coupon_amount: '20',
      coupon_threshold: '300',
    });
    const done = await exchange('liansuo01', { id: coupon, number: 2 });
    expect(done.body.data).toMatchObject({ status: 'completed', points_spent: 200, points: 200 });
    const mine = await k.rows(`select amount, threshold from coupons c join members m on m.id = c.member_id
      where m.username = 'liansuo01' and c.name = '测试20元券'`);
    expect(mine).toEqual([
      { amount: 2000, threshold: 30000 },
      { amount: 2000, threshold: 30000 },
    ]);
    const wallet = (await k.get('/api/user/coupon', 'liansuo01')).body.data;
    expect(wallet.list.some((c: Row) => c.name === '测试20元券')).toBe(true);
    // Neither shows up for another member.
    const others = (await k.get('/api/points/orders', 'zhensuo01')).body.data.list;
    expect(others.some((o: Row) => o.name === '测试血压计')).toBe(false);
  });

  it('holds the per-member limit, also under a burst of parallel exchanges', async () => {
    await setPoints('hetong01', 10_000);
    const item = await newItem({ points: 10, stock: 100, limit_per_member: 3 });
    const address = await k.addressOf('hetong01');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => exchange('hetong01', { id: item, number: 1, address_id: address })),
    );
    expect(results.filter((r) => r.status === 200).length).toBe(3);
    expect(
      results.filter((r) => r.status === 422).every((r) => r.body.msg === '每人限兑3件，您已兑换3件'),
    ).toBe(true);
    expect((await counts(item)).stock).toBe(97);
    const listed = (await k.get('/api/points/goods?page=1', 'hetong01')).body.data.list.find(
      (g: Row) => g.id === item,
    );
    expect(listed.exchanged_by_me).toBe(3);
  });

  it('never sells more than the stock: 20 parallel exchanges over a stock of 5', async () => {
    const item = await newItem({ points: 10, stock: 5 });
    const buyers = ['yaodian01', 'zhensuo01', 'liansuo01', 'hetong01'];
    for (const u of buyers) await setPoints(u, 1000);
    const addresses = Object.fromEntries(
      await Promise.all(buyers.map(async (u) => [u, await k.addressOf(u)])),
    );
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const u = buyers[i % buyers.length]!;
        return exchange(u, { id: item, number: 1, address_id: addresses[u] });
      }),
    );
    expect(results.filter((r) => r.status === 200).length).toBe(5);
    expect(results.every((r) => r.status === 200 || r.status === 422)).toBe(true);
    const after = await counts(item);
    expect([after.orders, after.stock]).toEqual([5, 0]);
    const [spent] = await k.rows(`select coalesce(-sum(amount), 0)::int as n from points_ledger l
      join points_orders o on o.id = l.order_id and l.kind = 'exchange' where o.points_goods_id = ${item}`);
    expect(spent!.n).toBe(50);
    await ledgerAgrees();
  });

  it('never lets points go below zero: a burst that would overspend', async () => {
    await setPoints('zhensuo01', 250);
    const item = await newItem({ points: 100, stock: 100 });
    const address = await k.addressOf('zhensuo01');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => exchange('zhensuo01', { id: item, number: 1, address_id: address })),
    );
    expect(results.filter((r) => r.status === 200).length).toBe(2);
    expect(results.filter((r) => r.status !== 200).every((r) => r.body.msg === '积分不足')).toBe(true);
    expect(await points('zhensuo01')).toBe(50);
    expect((await counts(item)).stock).toBe(98);
    await ledgerAgrees();
  });
});

describe('the points ledger and orders of a member', () => {
  it('lists own entries with kind names, filters and totals', async () => {
    const all = (await k.get('/api/points/log', 'yaodian01')).body.data;
    expect(all.points).toBe(await points('yaodian01'));
    expect(all.list.length).toBeGreaterThan(0);
    expect(all.totals.income - all.totals.expense).toBe(all.points);
    const names = new Set(all.list.map((e: Row) => e.kind_name));
    expect(
      [...names].every((n) =>
        ['下单获得', '退款扣回', '积分兑换', '抽奖获得', '平台赠送'].includes(n as string),
      ),
    ).toBe(true);
    const exchanges = (await k.get('/api/points/log?type=exchange', 'yaodian01')).body.data;
    expect(
      exchanges.list.every((e: Row) => e.kind === 'exchange' && e.amount < 0 && e.link === '/jfdd'),
    ).toBe(true);
    expect(exchanges.list[0].order_no).toMatch(/^JF/);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const none = (await k.get('/api/points/log?start_time=2001-01-01&end_time=2001-01-31', 'yaodian01')).body
      .data;
    expect([none.total, none.totals.income]).toEqual([0, 0]);
    const recent = (await k.get(`/api/points/log?start_time=${today}&end_time=${today}`, 'yaodian01')).body
      .data;
    expect(recent.total).toBeLessThan(all.total);
    const bad = await k.get('/api/points/log?type=gift', 'yaodian01');
    expect([bad.status, bad.body.msg]).toEqual([422, '积分类型不正确']);
    const reversed = await k.get('/api/points/log?start_time=2026-02-01&end_time=2026-01-01', 'yaodian01');
    expect([reversed.status, reversed.body.msg]).toEqual([422, '结束日期不能早于开始日期']);
    expect((await k.get('/api/points/log?start_time=2026-02-30', 'yaodian01')).status).toBe(422);
  });
});

describe('the console', () => {
  it('keeps points goods to promotion staff and audits their changes', async () => {
    expect((await k.get('/api/operator/points/goods', 'cangku01')).status).toBe(403);
    expect((await k.get('/api/operator/points/goods', 'yaodian01')).status).toBe(403);
    const list = (await k.get('/api/operator/points/goods?kind=coupon', 'yunying01')).body.data;
    expect(list.list.every((g: Row) => g.kind === 'coupon')).toBe(true);
    const bad = await k.post(
      '/api/operator/points/goods',
      { kind: 'coupon', name: '券', points: 10, stock: 1 },
      'yunying01',
    );
    expect([bad.status, bad.body.msg]).toEqual([422, '请填写券面额']);
    const id = await newItem({ name: '待下架礼品' });
    const [saved] = await k.rows(`select image from points_goods where id = ${id}`);
    expect(saved!.image).toBe(`/img/points/${id}.svg`);
    const off = await k.post(
      `/api/operator/points/goods/${id}`,
      { kind: 'goods', name: '待下架礼品', points: 120, stock: 3, is_on: 0 },
      'yunying01',
    );
    expect(off.status).toBe(200);
    const mall = (await k.get('/api/points/goods')).body.data.list;
    expect(mall.some((g: Row) => g.id === id)).toBe(false);
    expect(
      (await exchange('yaodian01', { id, number: 1, address_id: await k.addressOf('yaodian01') })).status,
    ).toBe(404);
    const [audit] = await k.rows(
      `select * from audit_log where entity = 'points_goods' and entity_id = '${id}' order by id desc limit 1`,
    );
    expect(audit).toMatchObject({ staff_name: 'yunying01', action: 'promotion.update' });
    expect(audit!.after).toMatchObject({ isOn: false, points: 120 });
  });

  it('ships a points order once and tells the member', async () => {
    const [order] =
      await k.rows(`select o.id, o.order_no, m.username from points_orders o join members m on m.id = o.member_id
      where o.status = 'to_ship' order by o.id limit 1`);
    const body = { logistics_company: '顺丰速运', logistics_no: 'SF1234567890' };
    expect((await k.post(`/api/operator/points/orders/${order!.id}/ship`, body, 'kefu01')).status).toBe(403);
    expect(
      (
        await k.post(
          `/api/operator/points/orders/${order!.id}/ship`,
          { logistics_company: '顺丰速运' },
          'cangku01',
        )
      ).status,
    ).toBe(422);
    const listed = (await k.get(`/api/operator/points/orders?keyword=${order!.order_no}`, 'cangku01')).body
      .data;
    expect(listed.list).toEqual([
      expect.objectContaining({ id: order!.id, username: order!.username, status: 'to_ship' }),
    ]);
    const shipped = await k.post(`/api/operator/points/orders/${order!.id}/ship`, body, 'cangku01');
    expect(shipped.body.data).toEqual({ id: order!.id, status: 'shipped' });
    expect((await k.post(`/api/operator/points/orders/${order!.id}/ship`, body, 'cangku01')).status).toBe(
      409,
    );
    const mine = (await k.get('/api/points/orders?status=shipped', order!.username)).body.data.list;
    expect(mine.find((o: Row) => o.id === order!.id)).toMatchObject({
      logistics_no: 'SF1234567890',
      status_name: '已发货',
    });
    const message = (await k.get('/api/message/list', order!.username)).body.data.list[0];
    expect(message).toMatchObject({ title: '积分订单已发货', link: '/jfdd', kind_name: '订单消息' });
    const [audit] = await k.rows(
      `select action from audit_log where entity = 'points_order' and entity_id = '${order!.id}'`,
    );
    expect(audit!.action).toBe('order.ship');
  });
});
