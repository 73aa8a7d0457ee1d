import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type Kit } from '../../test/commerce-test-kit';
import { createDraw } from './draw-test-kit';

let k: Kit;
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'yunying01', 'kefu01', 'operator01']);
});
afterAll(() => k?.close());

const base = {
  name: '秋季抽奖',
  starts_at: '2030-09-01 10:00',
  ends_at: '2030-09-30 22:00',
  prizes: [
    { kind: 'points', name: '20积分', value: '20', weight: 3, stock: 100 },
    {
      kind: 'coupon',
      name: '8元券',
      value: '8.00',
      coupon_threshold: '80',
      coupon_days: 15,
      weight: 1,
      stock: 0,
    },
    { kind: 'none', name: '谢谢参与', weight: 1, stock: 1000 },
  ],
};

describe('console raffles', () => {
  it('lists the seeded raffles with prizes, chances among those in stock, and who took part', async () => {
    const list = (await k.get('/api/operator/draws', 'yunying01')).body.data;
    const seeded = list.find((d: { name: string }) => d.name === '开年采购节 · 幸运九宫格');
    expect(seeded).toMatchObject({ state: 'running', is_on: 1, records: 6, members: 6 });
    expect(seeded.prizes).toHaveLength(8);
    expect(seeded.prizes[0]).toMatchObject({ name: '50积分', weight: 260, chance: '26.0%' });
    expect(seeded.prizes.find((p: { name: string }) => p.name === '10元优惠券')).toMatchObject({
      value: '10.00',
      coupon_threshold: '100.00',
      won: 1,
    });
  });

  it('creates and edits a raffle under audit; a prize someone won cannot be removed', async () => {
    const res = await k.post('/api/operator/draws', base, 'yunying01');
    expect(res.status).toBe(200);
    const id = res.body.data.id;
    let view = (await k.get('/api/operator/draws', 'yunying01')).body.data.find(
      (d: { id: number }) => d.id === id,
    );
    expect(view).toMatchObject({
      state: 'upcoming',
      starts_at: '2030-09-01T02:00:00.000Z',
      times_per_member: 1,
    });
    expect(view.prizes.map((p: { chance: string }) => p.chance)).toEqual(['75.0%', '0.0%', '25.0%']);
    expect(view.prizes[1]).toMatchObject({ value: '8.00', coupon_threshold: '80.00', coupon_days: 15 });

    const [kept, , thanks] = view.prizes;
    const edit = await k.post(
      `/api/operator/draws/${id}`,
      {
        ...base,
        name: '秋季抽奖（加码）',
        times_per_member: 2,
        prizes: [
          { ...base.prizes[0], id: kept.id, name: '30积分', value: '30' },
          { ...base.prizes[2], id: thanks.id },
          { kind: 'red_packet', name: '3元红包', value: '3', weight: 2, stock: 10 },
        ],
      },
      'yunying01',
    );
    expect(edit.status).toBe(200);
    view = (await k.get('/api/operator/draws', 'yunying01')).body.data.find(
      (d: { id: number }) => d.id === id,
    );
    expect(view.prizes.map((p: { id: number; name: string }) => p.name)).toEqual([
      '30积分',
      '谢谢参与',
      '3元红包',
    ]);
    expect(view.prizes[0].id).toBe(kept.id);
    const audit = await k.rows(
      `select summary, before, after from audit_log where entity = 'draw' and entity_id = '${id}' order by id`,
    );
    expect(audit.map((a) => a.summary)).toEqual(['新增抽奖活动：秋季抽奖', '修改抽奖活动：秋季抽奖（加码）']);
    expect(audit[1]!.before).not.toBeNull();

    // A running raffle someone won from: its won prize stays.
    const running = await createDraw(k, [{ kind: 'points', name: '5积分', value: 5, weight: 1, stock: 5 }]);
    expect((await k.get(`/api/draw?id=${running}`, 'yaodian01')).status).toBe(200);
    const won = (await k.get('/api/operator/draws', 'yunying01')).body.data.find(
      (d: { id: number }) => d.id === running,
    );
    const refused = await k.post(
      `/api/operator/draws/${running}`,
      {
        ...base,
        starts_at: won.starts_at,
        ends_at: won.ends_at,
        prizes: [base.prizes[0], { ...base.prizes[2], id: won.prizes[1].id }],
      },
      'yunying01',
    );
    expect([refused.status, refused.body.msg]).toEqual([
      422,
      '奖品「5积分」已有抽奖记录，不能删除，可将中奖权重或库存设为0',
    ]);
    expect(
      Number((await k.rows(`select count(*) n from draw_prizes where draw_id = ${running}`))[0]!.n),
    ).toBe(2);
  });

  it('refuses bad raffles with a clear message and writes nothing', async () => {
    const before = (await k.rows('select count(*) n from draws'))[0]!.n;
    const cases: [Record<string, unknown>, string][] = [
      [{ prizes: [base.prizes[0]] }, '请至少设置2个奖品'],
      [{ ends_at: '2030-08-01 10:00' }, '结束时间必须晚于开始时间'],
      [{ prizes: [{ ...base.prizes[0], value: '1.5' }, base.prizes[2]] }, '积分必须是整数'],
      [
        { prizes: [{ ...base.prizes[1], value: '8.123' }, base.prizes[2]] },
        '奖品面值格式不正确，最多两位小数',
      ],
      [{ prizes: base.prizes.map((p) => ({ ...p, weight: 0 })) }, '至少一个奖品的中奖权重须大于0'],
      [{ image: 'javascript:alert(1)' }, '图片地址须以 / 或 https:// 开头'],
      [{ prizes: [...base.prizes, { ...base.prizes[2], id: 999999 }] }, '奖品「谢谢参与」不属于本活动'],
    ];
    for (const [change, message] of cases) {
      const res = await k.post('/api/operator/draws', { ...base, ...change }, 'yunying01');
      expect([res.status, res.body.msg], JSON.stringify(change)).toEqual([422, message]);
    }
    expect((await k.rows('select count(*) n from draws'))[0]!.n).toBe(before);
  });

  it('answers the records to promotion readers only, searchable by member', async () => {
    const page = (await k.get('/api/operator/draw_records?keyword=康宁', 'yunying01')).body.data;
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({
      username: 'zhensuo01',
      company: '康宁社区诊所(演示)',
      name: '100积分',
      value_text: '100积分',
      destination: '积分已到账',
    });
    const winners = (await k.get('/api/operator/draw_records?win=1&page=1', 'operator01')).body.data;
    expect(winners.list.every((r: { kind: string }) => r.kind !== 'none')).toBe(true);

    expect((await k.get('/api/operator/draws', 'kefu01')).status).toBe(403);
    expect((await k.post('/api/operator/draws', base, 'kefu01')).status).toBe(403);
    expect((await k.get('/api/operator/draws', 'yaodian01')).status).toBe(403);
    expect((await k.get('/api/operator/draws')).body.code).toBe(10001);
  });
});
