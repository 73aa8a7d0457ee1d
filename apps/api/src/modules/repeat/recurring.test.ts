import { addDays, formatDate, toCalendarDate, weekdayOf } from '@yaocai/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type GoodsPick, type Kit, type Row } from '../../test/commerce-test-kit';

let k: Kit;
let goods: GoodsPick[];
const today = toCalendarDate(new Date());
const todayText = formatDate(today);
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'zhensuo01']);
  goods = await k.plainGoods(3, { skip: 20 });
  for (const g of goods) await k.setStock(g.id, 2000);
});
afterAll(() => k?.close());

async function plan(body: Row, user = 'yaodian01') {
  return k.post(
    '/api/user/recurring-orders',
    {
      name: '每周常备药',
      lines: goods.slice(0, 2).map((g) => ({ goods_id: g.id, number: g.middle_pack })),
      every: 'week',
      day: weekdayOf(today),
      address_id: await k.addressOf(user),
      pay: 'none',
      ...body,
    },
    user,
  );
}
const runJob = () => k.post('/api/dev/jobs/recurring-orders', {});

describe('定期采购 /api/user/recurring-orders', () => {
  it('refuses bad input with a message per field and writes nothing', async () => {
    const before = await k.rows('select count(*)::int as n from recurring_orders');
    expect((await plan({ every: 'year' })).body.errors.every).toBeTruthy();
    expect((await plan({ day: 8 })).body.errors.day).toEqual([
      '下单日不正确：每周、每两周为周一至周日，每月为1至28日',
    ]);
    expect((await plan({ every: 'month', day: 29 })).status).toBe(422);
    expect((await plan({ lines: [] })).body.errors.lines).toBeTruthy();
    expect((await plan({ lines: [{ goods_id: goods[0].id, number: 0 }] })).status).toBe(422);
    expect((await plan({ name: '' })).body.errors.name).toBeTruthy();
    expect((await plan({ pay: 'cash' })).body.errors.pay).toBeTruthy();
    const foreign = await plan({ address_id: await k.addressOf('zhensuo01') });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.address_id).toEqual(['收货地址不存在']);
    expect((await plan({ lines: [{ goods_id: 99999999, number: 1 }] })).status).toBe(422);
    expect((await k.post('/api/user/recurring-orders', {})).body.code).toBe(10001);
    expect(await k.rows('select count(*)::int as n from recurring_orders')).toEqual(before);
  });

  it('orders a plan due today once when two job runs race, and tells the member what was ordered', async () => {
    const created = await plan({ name: '周六补货', pay: 'balance' });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ status: 'active', next_run_on: todayText, every_name: '每周' });
    // The member's own cart line of a plan goods is kept aside and comes back.
    await k.clearCart('yaodian01');
    await k.add('yaodian01', [{ goods_id: goods[0].id, number: goods[0].middle_pack * 3 }]);

    const runs = await Promise.all([runJob(), runJob()]);
    expect(runs.map((r) => r.status)).toEqual([200, 200]);
    const orders = await k.rows(
      `select o.id, o.status, o.remark from orders o where o.remark = '定期采购：周六补货'`,
    );
    expect(orders).toHaveLength(1);
    const lines = await k.rows(
      `select goods_id, quantity from order_lines where order_id = ${orders[0].id} order by goods_id`,
    );
    expect(lines.map((l) => Number(l.quantity))).toEqual(
      goods
        .slice(0, 2)
        .sort((a, b) => a.id - b.id)
        .map((g) => g.middle_pack),
    );
    const cart = await k.rows(
      `select goods_id, number from cart_items where member_id = ${await k.memberId('yaodian01')}`,
    );
    expect(cart).toEqual([{ goods_id: goods[0].id, number: goods[0].middle_pack * 3 }]);
    const [message] = await k.rows(
      `select title, content from messages where member_id = ${await k.memberId('yaodian01')} and title like '定期采购「周六补货」%'`,
    );
    expect(message.title).toBe('定期采购「周六补货」已下单');
    expect(message.content).toContain(goods[0].name);

    const list = (await k.get('/api/user/recurring-orders', 'yaodian01')).body.data.list;
    const mine = list.find((p: Row) => p.id === id);
    expect(mine.next_run_on).toBe(formatDate(addDays(today, 7)));
    expect(mine.runs[0]).toMatchObject({ run_on: todayText, status: 'ordered', order_id: orders[0].id });
    // A third run the same day makes nothing more.
    await runJob();
    expect(await k.rows(`select id from orders where remark = '定期采购：周六补货'`)).toHaveLength(1);
  });

  it('a run missed on an earlier day is not made later; one missed today is made once', async () => {
    const id = (await plan({ name: '漏单计划' })).body.data.id;
    await k.rows(
      `update recurring_orders set next_run_on = '${formatDate(addDays(today, -14))}' where id = ${id}`,
    );
    await runJob();
    expect(await k.rows(`select id from orders where remark = '定期采购：漏单计划'`)).toHaveLength(1);
    const [row] = await k.rows(`select next_run_on from recurring_orders where id = ${id}`);
    expect(String(row.next_run_on)).toBe(formatDate(addDays(today, 7)));
  });

  it('records a failed run and tells the member why when nothing can be bought', async () => {
    const g = goods[2];
    const id = (await plan({ name: '缺货计划', lines: [{ goods_id: g.id, number: g.middle_pack }] })).body
      .data.id;
    await k.setStock(g.id, 0);
    await runJob();
    const list = (await k.get('/api/user/recurring-orders', 'yaodian01')).body.data.list;
    const mine = list.find((p: Row) => p.id === id);
    expect(mine.runs[0]).toMatchObject({ status: 'failed', order_id: null });
    expect(mine.runs[0].summary).toContain('计划中的商品都不能购买');
    await k.setStock(g.id, 2000);
  });

  it('pauses, resumes, skips, edits and deletes only the own plan', async () => {
    const id = (await plan({ name: '编辑计划', every: 'month', day: 28 })).body.data.id;
    for (const step of ['pause', 'resume', 'skip', 'delete']) {
      expect((await k.post(`/api/user/recurring-orders/${id}/${step}`, {}, 'zhensuo01')).status).toBe(404);
    }
    const theirs = {
      name: '别人的计划',
      lines: [{ goods_id: goods[1].id, number: goods[1].middle_pack }],
      every: 'week',
      day: 1,
      address_id: await k.addressOf('zhensuo01'),
      pay: 'none',
    };
    expect((await k.post(`/api/user/recurring-orders/${id}`, theirs, 'zhensuo01')).status).toBe(404);
    const paused = await k.post(`/api/user/recurring-orders/${id}/pause`, {}, 'yaodian01');
    expect(paused.body.data).toMatchObject({ status: 'paused', next_run_on: null });
    expect((await k.post(`/api/user/recurring-orders/${id}/skip`, {}, 'yaodian01')).status).toBe(409);
    const resumed = (await k.post(`/api/user/recurring-orders/${id}/resume`, {}, 'yaodian01')).body.data;
    expect(resumed.status).toBe('active');
    const skipped = (await k.post(`/api/user/recurring-orders/${id}/skip`, {}, 'yaodian01')).body.data;
    expect(skipped.next_run_on > resumed.next_run_on).toBe(true);
    expect(skipped.schedule).toBe('每月28日');
    const edited = await k.post(
      `/api/user/recurring-orders/${id}`,
      {
        name: '改为每两周',
        lines: [{ goods_id: goods[1].id, number: goods[1].middle_pack * 2 }],
        every: '2weeks',
        day: 1,
        address_id: await k.addressOf('yaodian01'),
        pay: 'credit',
      },
      'yaodian01',
    );
    expect(edited.body.data).toMatchObject({
      name: '改为每两周',
      every: '2weeks',
      pay: 'credit',
      schedule: '每两周周一',
    });
    expect((await k.get('/api/user/recurring-orders', 'zhensuo01')).body.data.list).toEqual([]);
    expect((await k.post(`/api/user/recurring-orders/${id}/delete`, {}, 'yaodian01')).status).toBe(200);
    expect((await k.post(`/api/user/recurring-orders/${id}/pause`, {}, 'yaodian01')).status).toBe(404);
  });
});
