import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type Kit } from '../../test/commerce-test-kit';
import { createDraw, hoursFromNow } from './draw-test-kit';

const BUYERS = [
  'yaodian01',
  'zhensuo01',
  'daishen01',
  'liansuo01',
  'liansuo01-1',
  'liansuo01-2',
  'liansuo01-3',
  'hetong01',
];
let k: Kit;
beforeAll(async () => {
  k = await createCommerceApp([...BUYERS, 'yunying01']);
});
afterAll(() => k?.close());

const draw = (id: number, user?: string) => k.get(`/api/draw?id=${id}`, user);
const count = async (query: string) => Number((await k.rows(query))[0]!.n);

describe('the seeded raffle', () => {
  it('is offered to yaodian01, which has not drawn, without weights or stock', async () => {
    const res = await k.get('/api/draw/simple', 'yaodian01');
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({ name: '开年采购节 · 幸运九宫格', state: 'running', is_join: 0, remaining: 1 });
    expect(d.prizes).toHaveLength(8);
    expect(d.prizes.map((p: { kind: string }) => p.kind).sort()).toEqual(
      ['coupon', 'coupon', 'goods', 'none', 'points', 'points', 'points', 'red_packet'].sort(),
    );
    expect(d.prizes[0]).not.toHaveProperty('weight');
    expect(d.prizes[0]).not.toHaveProperty('stock');
    expect(d.prizes.find((p: { name: string }) => p.name === '10元优惠券').remarks).toBe(
      '满100.00元减10.00元，领取后30天内有效',
    );
    expect((await k.get(`/api/draw/${d.id}/activity`, 'yaodian01')).body.data).toEqual(d);
  });

  it('is joined already by zhensuo01; a visitor sees it but may not draw', async () => {
    expect((await k.get('/api/draw/simple', 'zhensuo01')).body.data).toMatchObject({
      is_join: 1,
      remaining: 0,
    });
    const visitor = await k.get('/api/draw/simple');
    expect(visitor.body.data).toMatchObject({ is_join: 0 });
    const id = visitor.body.data.id;
    expect((await draw(id)).body.code).toBe(10001);
    expect((await k.get('/api/draw/record')).body.code).toBe(10001);
    const again = await draw(id, 'zhensuo01');
    expect([again.status, again.body.msg]).toEqual([422, '您已参与过本次抽奖']);
  });

  it('lists the latest winners masked, without 谢谢参与, and its banner', async () => {
    const id = (await k.get('/api/draw/simple')).body.data.id;
    const winners = (await k.get(`/api/draw/new_record?id=${id}`)).body.data;
    expect(winners[0]).toMatchObject({ name: '益**店', prize: '10元优惠券' });
    expect(winners).toContainEqual(expect.objectContaining({ name: '康**所', prize: '100积分' }));
    expect(winners.every((w: { prize: string }) => w.prize !== '谢谢参与')).toBe(true);
    const ads = (await k.get('/api/draw/ads')).body.data;
    expect(ads[0].image).toMatch(/^\/img\/banner\/\d+\.svg$/);
    expect((await k.get('/api/draw/new_record?id=999999')).status).toBe(404);
    expect((await k.get('/api/draw/new_record?id=abc')).body.msg).toBe('抽奖活动不正确');
  });
});

describe('drawing', () => {
  it('grants points once, answers where they went, and refuses a second draw', async () => {
    const id = await createDraw(k, [{ kind: 'points', name: '80积分', value: 80, weight: 1, stock: 10 }]);
    const before = (await k.get('/api/user/base', 'yaodian01')).body.data.points;
    const res = await draw(id, 'yaodian01');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      prize: { name: '80积分', kind: 'points' },
      is_win: 1,
      destination: '积分已到账',
      remaining: 0,
      is_join: 1,
    });
    expect((await k.get('/api/user/base', 'yaodian01')).body.data.points).toBe(before + 80);
    const memberId = await k.memberId('yaodian01');
    expect(
      await count(
        `select count(*) n from points_ledger where member_id = ${memberId} and kind = 'draw' and amount = 80`,
      ),
    ).toBe(1);
    const second = await draw(id, 'yaodian01');
    expect([second.status, second.body.msg]).toEqual([422, '您已参与过本次抽奖']);
    const records = (await k.get(`/api/draw/record?id=${id}`, 'yaodian01')).body.data;
    expect(records).toMatchObject({
      total: 1,
      list: [{ name: '80积分', destination: '积分已到账', is_win: 1 }],
    });
    expect((await k.get(`/api/draw/record?id=${id}`, 'zhensuo01')).body.data.total).toBe(0);
  });

  it('puts a coupon in 我的优惠券 and a red packet in the account', async () => {
    const couponDraw = await createDraw(k, [
      { kind: 'coupon', name: '抽奖15元券', value: '15.00', coupon_threshold: '150.00', weight: 1, stock: 5 },
    ]);
    expect((await draw(couponDraw, 'daishen01')).body.data.destination).toBe('优惠券已放入“我的优惠券”');
    const coupons = (await k.get('/api/user/coupon?status=0', 'daishen01')).body.data.list;
    expect(coupons).toContainEqual(
      expect.objectContaining({ name: '抽奖15元券', amount: '15.00', threshold: '150.00' }),
    );

    const packetDraw = await createDraw(k, [
      { kind: 'red_packet', name: '6元红包', value: '6.00', weight: 1, stock: 5 },
    ]);
    const before = Number((await k.get('/api/user/user_money', 'daishen01')).body.data.red_packet);
    expect((await draw(packetDraw, 'daishen01')).body.data.destination).toBe('红包已到账');
    const after = Number((await k.get('/api/user/user_money', 'daishen01')).body.data.red_packet);
    expect(after).toBeCloseTo(before + 6, 2);
  });

  it('writes no record and takes no stock when the grant fails', async () => {
    const id = await createDraw(k, [{ kind: 'coupon', name: '故障券', value: '5.00', weight: 1, stock: 3 }]);
    // The wallet refuses the coupon (a failing insert), to show the record and the grant share one transaction.
    await k.rows(`create function refuse_coupon() returns trigger language plpgsql as $$
      begin raise exception 'wallet unavailable'; end $$`);
    await k.rows(
      `create trigger refuse_coupon before insert on coupons for each row execute function refuse_coupon()`,
    );
    try {
      expect((await draw(id, 'liansuo01')).status).toBe(500);
    } finally {
      await k.rows(`drop trigger refuse_coupon on coupons`);
      await k.rows(`drop function refuse_coupon()`);
    }
    expect(await count(`select count(*) n from draw_records where draw_id = ${id}`)).toBe(0);
    expect(await count(`select stock n from draw_prizes where draw_id = ${id} and kind = 'coupon'`)).toBe(3);
    expect((await draw(id, 'liansuo01')).status).toBe(200);
  });

  it('a burst of 10 draws by one member gives exactly one record and one grant', async () => {
    const id = await createDraw(k, [{ kind: 'points', name: '33积分', value: 33, weight: 1, stock: 100 }]);
    const results = await Promise.all(Array.from({ length: 10 }, () => draw(id, 'liansuo01-1')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 422 && r.body.msg === '您已参与过本次抽奖')).toHaveLength(9);
    const memberId = await k.memberId('liansuo01-1');
    expect(await count(`select count(*) n from draw_records where draw_id = ${id}`)).toBe(1);
    expect(
      await count(
        `select count(*) n from points_ledger where member_id = ${memberId} and amount = 33 and kind = 'draw'`,
      ),
    ).toBe(1);
    expect(await count(`select stock n from draw_prizes where draw_id = ${id} and kind = 'points'`)).toBe(99);
  });

  it('never takes a prize below zero stock when many members draw at once', async () => {
    const id = await createDraw(k, [
      { kind: 'points', name: '稀有积分', value: 7, weight: 1_000_000, stock: 2 },
      { kind: 'none', name: '谢谢参与', weight: 1, stock: 1_000_000 },
    ]);
    const results = await Promise.all(BUYERS.map((u) => draw(id, u)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const won = results.filter((r) => r.body.data.prize.kind === 'points');
    expect(won).toHaveLength(2);
    expect(await count(`select stock n from draw_prizes where draw_id = ${id} and kind = 'points'`)).toBe(0);
    expect(await count(`select count(*) n from draw_records where draw_id = ${id} and kind = 'points'`)).toBe(
      2,
    );
    expect(await count(`select count(*) n from points_ledger where amount = 7 and kind = 'draw'`)).toBe(2);
    const lost = results.find((r) => r.body.data.prize.kind === 'none')!;
    expect(lost.body.data).toMatchObject({ is_win: 0, destination: '' });
  });

  it('refuses outside the window, when switched off, and when every prize is gone', async () => {
    const prize = { kind: 'points' as const, name: '1积分', value: 1, weight: 1, stock: 1 };
    const upcoming = await createDraw(k, [prize], { starts_at: hoursFromNow(2), ends_at: hoursFromNow(5) });
    const ended = await createDraw(k, [prize], { starts_at: hoursFromNow(-5), ends_at: hoursFromNow(-2) });
    const off = await createDraw(k, [prize], { is_on: false });
    expect((await draw(upcoming, 'hetong01')).body.msg).toBe('活动未开始');
    expect((await draw(ended, 'hetong01')).body.msg).toBe('活动已结束');
    expect((await draw(off, 'hetong01')).body.msg).toBe('活动已结束');
    expect((await k.get(`/api/draw/${ended}/activity`, 'hetong01')).body.data).toMatchObject({
      state: 'ended',
      remaining: 0,
    });

    const gone = await createDraw(k, [prize]);
    expect((await draw(gone, 'hetong01')).status).toBe(200);
    const none = await draw(gone, 'liansuo01-2');
    expect([none.status, none.body.msg]).toEqual([422, '奖品已全部抽完，感谢参与']);
    expect((await draw(999999, 'hetong01')).status).toBe(404);
  });

  it('is not drawn by staff nor by a link from another site', async () => {
    const id = await createDraw(k, [{ kind: 'points', name: '2积分', value: 2, weight: 1, stock: 9 }]);
    expect((await draw(id, 'yunying01')).status).toBe(403);
    expect((await k.get('/api/draw/simple', 'yunying01')).body.data).toBeNull();
    const navigated = await k.call({
      method: 'GET',
      url: `/api/draw?id=${id}`,
      headers: { cookie: k.cookies['liansuo01-3']!, 'sec-fetch-mode': 'navigate' },
    });
    expect(navigated.status).toBe(403);
    const fetched = await k.app.inject({
      method: 'GET',
      url: `/api/draw?id=${id}`,
      headers: { cookie: k.cookies['liansuo01-3']!, 'sec-fetch-mode': 'cors' },
    });
    expect([fetched.statusCode, fetched.headers['cache-control']]).toEqual([200, 'no-store']);
    expect(await count(`select count(*) n from draw_records where draw_id = ${id}`)).toBe(1);
  });
});
