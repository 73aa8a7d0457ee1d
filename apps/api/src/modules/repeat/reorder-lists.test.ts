import { formatDate, toCalendarDate } from '@yaocai/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type Kit, type Row } from '../../test/commerce-test-kit';

let k: Kit;
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'zhensuo01']);
});
afterAll(() => k?.close());

describe('再次购买 POST /api/order/{id}/reorder', () => {
  it('reports each goods: price up, off sale with a substitute of the same 通用名 and 规格', async () => {
    const [a, b, c] = await k.plainGoods(3);
    await k.setStock(a.id, 500);
    await k.setStock(b.id, 500);
    const orderId = await k.placeOrder('yaodian01', [
      { goods_id: a.id, number: a.middle_pack },
      { goods_id: b.id, number: b.middle_pack },
    ]);
    // Today: a costs one yuan more, b is off sale, c is b's generic from another manufacturer.
    await k.rows(`update goods set base_price = base_price + 100 where id = ${a.id}`);
    await k.rows(`update goods set on_sale = false where id = ${b.id}`);
    const [bRow] = await k.rows(`select name, spec, manufacturer_id from goods where id = ${b.id}`);
    const [other] = await k.rows(`select id from manufacturers where id <> ${bRow.manufacturer_id} limit 1`);
    await k.rows(
      `update goods set name = '${bRow.name}', spec = '${bRow.spec}', manufacturer_id = ${other.id} where id = ${c.id}`,
    );
    await k.setStock(c.id, 500);
    await k.clearCart('yaodian01');

    const res = await k.post(`/api/order/${orderId}/reorder`, {}, 'yaodian01');
    expect(res.status).toBe(200);
    const lines = res.body.data.lines as Row[];
    const lineA = lines.find((l) => l.goods_id === a.id)!;
    expect(lineA).toMatchObject({ status: 'changed', number: a.middle_pack });
    expect(lineA.changes).toContain('price_up');
    expect(lineA.note).toContain('上涨');
    const lineB = lines.find((l) => l.goods_id === b.id)!;
    expect(lineB).toMatchObject({ status: 'not_added', note: '商品已下架', price: null });
    expect(lineB.substitute).toMatchObject({ goods_id: c.id, name: bRow.name, spec: bRow.spec });
    expect(res.body.data).toMatchObject({ changed: 1, not_added: 1, total: 1 });
    const cart = await k.rows(
      `select goods_id, number from cart_items where member_id = ${await k.memberId('yaodian01')}`,
    );
    expect(cart).toEqual([{ goods_id: a.id, number: a.middle_pack }]);
  });

  it("is 404 for another member's order, 422 for a bad id and 10001 for a visitor", async () => {
    const [a] = await k.plainGoods(1, { skip: 5 });
    const orderId = await k.placeOrder('yaodian01', [{ goods_id: a.id, number: a.middle_pack }]);
    expect((await k.post(`/api/order/${orderId}/reorder`, {}, 'zhensuo01')).status).toBe(404);
    expect((await k.post('/api/order/abc/reorder', {}, 'yaodian01')).status).toBe(422);
    expect((await k.post(`/api/order/${orderId}/reorder`, {})).body.code).toBe(10001);
  });
});

describe('我的清单 /api/user/lists', () => {
  it('creates, fills, renames and deletes a list; names are unique; others see 404', async () => {
    const [g] = await k.plainGoods(1, { skip: 8 });
    const created = await k.post('/api/user/lists', { name: '每周感冒药' }, 'yaodian01');
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    const dup = await k.post('/api/user/lists', { name: '每周感冒药' }, 'yaodian01');
    expect(dup.status).toBe(422);
    expect(dup.body.errors.name).toEqual(['已有同名清单']);
    expect((await k.post('/api/user/lists', { name: '' }, 'yaodian01')).body.errors.name).toBeTruthy();
    expect((await k.post('/api/user/lists', { name: 'x'.repeat(31) }, 'yaodian01')).status).toBe(422);

    expect(
      (await k.post(`/api/user/lists/${id}/items`, { goods_id: g.id, number: 2 }, 'yaodian01')).status,
    ).toBe(200);
    expect(
      (await k.post(`/api/user/lists/${id}/items`, { goods_id: g.id, number: 5 }, 'yaodian01')).status,
    ).toBe(200);
    expect(
      (await k.post(`/api/user/lists/${id}/items`, { goods_id: g.id, number: 0 }, 'yaodian01')).status,
    ).toBe(422);
    expect(
      (await k.post(`/api/user/lists/${id}/items`, { goods_id: 99999999, number: 1 }, 'yaodian01')).status,
    ).toBe(404);
    const detail = (await k.get(`/api/user/lists/${id}`, 'yaodian01')).body.data;
    expect(detail.items).toHaveLength(1);
    expect(detail.items[0]).toMatchObject({ goods_id: g.id, number: 5 });
    expect(detail.items[0].goods.name).toBe(g.name);

    // Another member sees none of it and changes nothing.
    expect((await k.get(`/api/user/lists/${id}`, 'zhensuo01')).status).toBe(404);
    expect((await k.post(`/api/user/lists/${id}`, { name: '改名' }, 'zhensuo01')).status).toBe(404);
    expect(
      (await k.post(`/api/user/lists/${id}/items`, { goods_id: g.id, number: 1 }, 'zhensuo01')).status,
    ).toBe(404);
    expect(
      (await k.post(`/api/user/lists/${id}/items/${detail.items[0].id}/delete`, {}, 'zhensuo01')).status,
    ).toBe(404);
    expect((await k.post(`/api/user/lists/${id}/delete`, {}, 'zhensuo01')).status).toBe(404);
    expect((await k.get('/api/user/lists', 'zhensuo01')).body.data.list).toEqual([]);
    expect((await k.get('/api/user/lists')).body.code).toBe(10001);

    expect((await k.post(`/api/user/lists/${id}`, { name: '常备药' }, 'yaodian01')).status).toBe(200);
    const mine = (await k.get('/api/user/lists', 'yaodian01')).body.data.list;
    expect(mine.find((l: Row) => l.id === id)).toMatchObject({ name: '常备药', count: 1 });
    expect(
      (await k.post(`/api/user/lists/${id}/items/${detail.items[0].id}/delete`, {}, 'yaodian01')).status,
    ).toBe(200);
    expect((await k.post(`/api/user/lists/${id}/delete`, {}, 'yaodian01')).status).toBe(200);
    expect((await k.get(`/api/user/lists/${id}`, 'yaodian01')).status).toBe(404);
  });
});

describe('常购清单 and 补货提醒', () => {
  it('lists goods bought in 12 months; one bought every 10 days is due 10 days after the last time', async () => {
    const [g] = await k.plainGoods(1, { skip: 12 });
    await k.setStock(g.id, 1000);
    const member = await k.memberId('zhensuo01');
    for (const [daysAgo, packs] of [
      [30, 2],
      [20, 3],
      [10, 2],
    ]) {
      const id = await k.placeOrder('zhensuo01', [{ goods_id: g.id, number: g.middle_pack * packs }]);
      await k.rows(`update orders set created_at = now() - interval '${daysAgo} days' where id = ${id}`);
    }
    await k.setStock(g.id, 1000);
    const usual = (await k.get('/api/user/usual-goods', 'zhensuo01')).body.data;
    const item = usual.list.find((i: Row) => i.goods_id === g.id);
    expect(item).toMatchObject({ times: 3, last_number: g.middle_pack * 2, name: g.name });
    expect(item.replenish).toMatchObject({ median_days: 10, usual_number: g.middle_pack * 2, due: true });
    expect(item.goods.number).toBe(1000);
    const due = (await k.get('/api/user/replenish', 'zhensuo01')).body.data.list;
    expect(due.map((i: Row) => i.goods_id)).toContain(g.id);
    expect(
      (await k.get('/api/user/usual-goods?due=1', 'zhensuo01')).body.data.list.every(
        (i: Row) => i.replenish?.due,
      ),
    ).toBe(true);
    expect((await k.get('/api/user/usual-goods?due=7', 'zhensuo01')).status).toBe(422);
    // Bought last yesterday instead: not due for nine more days.
    await k.rows(
      `update orders set created_at = now() - interval '1 days' where id = (select max(id) from orders where member_id = ${member})`,
    );
    const later = (await k.get('/api/user/usual-goods', 'zhensuo01')).body.data.list.find(
      (i: Row) => i.goods_id === g.id,
    );
    expect(later.replenish.due).toBe(false);
    expect(later.replenish.due_on > formatDate(toCalendarDate(new Date()))).toBe(true);
    // yaodian01 sees only its own goods.
    const other = (await k.get('/api/user/usual-goods', 'yaodian01')).body.data.list;
    expect(other.some((i: Row) => i.goods_id === g.id)).toBe(false);
  });
});
