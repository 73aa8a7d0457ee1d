import { formatYuan } from '@yaocai/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCommerceApp, type GoodsPick, type Kit, type Row } from '../../test/commerce-test-kit';

let k: Kit;
let plain: GoodsPick[];
let laddered: GoodsPick;
let ladder: { number: number; price: number }[];
beforeAll(async () => {
  k = await createCommerceApp();
  plain = await k.plainGoods(3);
  [laddered] = await k.plainGoods(1, { ladder: true });
  ladder = (
    await k.rows(`select number, price from ladder_prices where goods_id = ${laddered!.id} order by number`)
  ).map((r) => ({
    number: Number(r.number),
    price: Number(r.price),
  }));
});
afterAll(() => k?.close());
beforeEach(() => k.clearCart('yaodian01'));

const list = (user = 'yaodian01', filter?: number) => k.cartStore(user, filter ? `?filter=${filter}` : '');

describe('adding to the cart', () => {
  it('takes form-encoded bracket keys, recomputes the price and ignores a tampered one', async () => {
    const g = plain[0]!;
    const res = await k.app.inject({
      method: 'POST',
      url: '/api/cart',
      payload: `params[0][goods_id]=${g.id}&params[0][number]=3&params[0][price]=0.01&params[0][ck_id]=0`,
      headers: { cookie: k.cookies.yaodian01!, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    const line = res.json().data.lines[0];
    expect(line).toMatchObject({ goods_id: g.id, number: 3, price: formatYuan(g.base_price) });
    expect(line.price_changed).toEqual({ from: '0.01', to: formatYuan(g.base_price) });
    const cart = await list();
    expect(cart.data[0]).toMatchObject({
      number: 3,
      price: formatYuan(g.base_price),
      amount: formatYuan(g.base_price * 3),
    });
    expect(cart.data[0].price_changed).toBeNull();
  });

  it('increases an existing line instead of adding another', async () => {
    const g = plain[0]!;
    await k.add('yaodian01', [{ goods_id: g.id, number: 2 }]);
    await k.add('yaodian01', [{ goods_id: g.id, number: 5 }]);
    const cart = await list();
    expect(cart.data).toHaveLength(1);
    expect(cart.data[0].number).toBe(7);
    expect((await k.get('/api/cart/total', 'yaodian01')).body.data).toEqual({ total: 1 });
  });

  it.each([
    ['0', '购买数量至少为1'],
    ['-3', '购买数量至少为1'],
    ['1.5', '购买数量必须是整数'],
    ['100000', '购买数量不能超过99999'],
    ['abc', '购买数量必须是数字'],
    ['', '购买数量至少为1'],
  ])('refuses quantity %j with 422 and changes nothing', async (number, message) => {
    const g = plain[0]!;
    await k.add('yaodian01', [{ goods_id: g.id, number: 2 }]);
    const { status, body } = await k.post(
      '/api/cart',
      { params: [{ goods_id: String(g.id), number }] },
      'yaodian01',
    );
    expect(status).toBe(422);
    expect(body.msg).toBe(message);
    const [line] = (await list()).data;
    expect(line.number).toBe(2);
    const id = line.id;
    const edit = await k.post(`/api/cart/${id}/edit`, { params: { number } }, 'yaodian01');
    expect(edit.status).toBe(422);
    expect((await list()).data[0].number).toBe(2);
  });

  it('refuses a cart total above 99999 for one goods', async () => {
    const g = plain[0]!;
    await k.setStock(g.id, 200_000);
    await k.add('yaodian01', [{ goods_id: g.id, number: 99_990 }]);
    const { status } = await k.post('/api/cart', { params: [{ goods_id: g.id, number: 10 }] }, 'yaodian01');
    expect(status).toBe(422);
    expect((await list()).data[0].number).toBe(99_990);
  });

  it('refuses more than the stock, summing quantities across lines of the goods', async () => {
    const g = plain[1]!;
    await k.setStock(g.id, 30);
    await k.add('yaodian01', [{ goods_id: g.id, number: 20 }]);
    const { status, body } = await k.post(
      '/api/cart',
      { params: [{ goods_id: g.id, number: 11 }] },
      'yaodian01',
    );
    expect(status).toBe(409);
    expect(body.msg).toContain('库存不足');
    expect((await list()).data[0].number).toBe(20);
  });

  it('prices an added line on the lines of its goods, counting every line of the cart', async () => {
    await k.add('yaodian01', [
      { goods_id: plain[0]!.id, number: 1 },
      { goods_id: plain[2]!.id, number: 1 },
    ]);
    const first = ladder[0]!;
    const add = async (number: number) =>
      (await k.post('/api/cart', { params: [{ goods_id: laddered.id, number }] }, 'yaodian01')).body.data;
    const start = Math.max(1, first.number - 1);
    const one = await add(start);
    expect(one.total).toBe(3);
    const two = await add(first.number);
    expect(two.total).toBe(3);
    const tier = ladder.filter((t) => t.number <= start + first.number).at(-1)!;
    expect(two.lines[0]).toMatchObject({ number: start + first.number, price: formatYuan(tier.price) });
    const items = (await list()).data as Row[];
    expect(items).toHaveLength(3);
    for (const item of items) expect(item.price_changed).toBeNull();
    expect(items.find((i) => i.goods_id === laddered.id)?.price).toBe(formatYuan(tier.price));
  });

  it('refuses members awaiting review', async () => {
    const { status, body } = await k.post(
      '/api/cart',
      { params: [{ goods_id: plain[0]!.id, number: 1 }] },
      'daishen01',
    );
    expect(status).toBe(403);
    expect(body.msg).toBe('资质审核通过后可下单');
  });

  it('refuses visitors with 10001 but gives them an empty badge, and refuses a body that is not a form', async () => {
    const { status, body } = await k.post('/api/cart', { params: [{ goods_id: plain[0]!.id, number: 1 }] });
    expect(status).toBe(401);
    expect(body.code).toBe(10001);
    expect((await k.get('/api/cart/list')).status).toBe(401);
    expect((await k.get('/api/cart/total')).body.data).toEqual({ total: 0 });
    const empty = await k.post('/api/cart/batch_delete', undefined, 'yaodian01');
    expect(empty.status).toBe(422);
    expect(empty.body.msg).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('refuses goods outside the business scope', async () => {
    const [device] = await k.rows(
      `select g.id from goods g where g.on_sale and g.scope_class = '第三类医疗器械' and not g.is_controlled limit 1`,
    );
    const { status, body } = await k.post(
      '/api/cart',
      { params: [{ goods_id: device.id, number: 1 }] },
      'zhensuo01',
    );
    expect(status).toBe(403);
    expect(body.msg).toContain('超出经营范围');
  });

  it('refuses a quantity that breaks the middle pack of goods that may not be split', async () => {
    const [g] =
      await k.rows(`select g.id, g.middle_pack from goods g where g.on_sale and not g.can_split and g.middle_pack > 1
      and g.type = 0 and not g.is_controlled and g.kind = 'drug' and g.scope_class in ('化学药制剂', '中成药')
      and exists (select 1 from goods_batches b where b.goods_id = g.id and b.stock > 100) order by g.id limit 1`);
    const pack = Number(g.middle_pack);
    const bad = await k.post('/api/cart', { params: [{ goods_id: g.id, number: pack + 1 }] }, 'yaodian01');
    expect(bad.status).toBe(422);
    expect(bad.body.msg).toContain(`中包装${pack}`);
    const quick = await k.post(`/api/cart/quick_add/${g.id}`, {}, 'yaodian01');
    expect(quick.body.data.lines[0].number).toBe(pack);
  });
});

describe('qualification expiry', () => {
  it('refuses adding and ordering while an approved document has expired, naming it', async () => {
    const ids = await k.add('yaodian01', [{ goods_id: plain[0]!.id, number: 1 }]);
    const [doc] =
      await k.rows(`select q.id, q.expires_on::text as expires_on from qualifications q join members m on m.company_id = q.company_id
      where m.username = 'yaodian01' and q.kind = '药品经营许可证'`);
    await k.rows(`update qualifications set expires_on = current_date - 1 where id = ${doc!.id}`);
    try {
      const add = await k.post('/api/cart', { params: [{ goods_id: plain[1]!.id, number: 1 }] }, 'yaodian01');
      expect(add.status).toBe(403);
      expect(add.body.msg).toBe('您的药品经营许可证已过期，请更新资质后再下单');
      expect((await list()).refusal).toBe(add.body.msg);
      const preview = (await k.post('/api/cart/checkout', { ids }, 'yaodian01')).body.data;
      expect(preview).toMatchObject({ can_submit: 0, refusals: [{ reason: add.body.msg }] });
      expect((await k.order('yaodian01', ids)).status).toBe(403);
    } finally {
      await k.rows(`update qualifications set expires_on = '${doc!.expires_on}' where id = ${doc!.id}`);
    }
  });
});

describe('ladder tiers', () => {
  it('prices the tier reached and hints the next one', async () => {
    const [first, second] = ladder;
    const below = first!.number - 1;
    const [id] = await k.add('yaodian01', [{ goods_id: laddered.id, number: Math.max(1, below) }]);
    let item = (await list()).data[0];
    expect(item.goods?.ladder_hint).toEqual({
      need: first!.number - Math.max(1, below),
      price: formatYuan(first!.price),
    });
    const edit = await k.post(`/api/cart/${id}/edit`, { params: { number: first!.number } }, 'yaodian01');
    expect(edit.body.data.price).toBe(formatYuan(first!.price));
    item = (await list()).data[0];
    expect(item.price).toBe(formatYuan(first!.price));
    expect(item.amount).toBe(formatYuan(first!.price * first!.number));
    expect(item.price_changed).toBeNull();
    if (second)
      expect(item.goods?.ladder_hint).toEqual({
        need: second.number - first!.number,
        price: formatYuan(second.price),
      });
    const hint = await k.post(
      `/api/cart/next_hint?goods_id=${laddered.id}&number=${first!.number}`,
      {},
      'yaodian01',
    );
    expect(hint.body.data.price).toBe(formatYuan(first!.price));
  });
});

describe('selection, deletion and other members', () => {
  it('selects, deselects and keeps unbuyable lines unselected', async () => {
    const [a, b] = await k.add('yaodian01', [
      { goods_id: plain[0]!.id, number: 1 },
      { goods_id: plain[1]!.id, number: 1 },
    ]);
    await k.post('/api/cart/batch_select', { ids: [a, b], is_selected: 0 }, 'yaodian01');
    let cart = await list();
    expect(cart.data.map((i: Row) => i.is_selected)).toEqual([0, 0]);
    expect(cart.totals.goods_amount).toBe('0.00');
    await k.post('/api/cart/batch_select', 'ids[]=' + a + '&ids[]=' + b + '&is_selected=1', 'yaodian01', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    await k.setStock(plain[1]!.id, 0);
    cart = await list();
    expect(cart.data.map((i: Row) => [i.is_selected, i.is_buy])).toEqual([
      [1, 1],
      [0, 0],
    ]);
    expect(cart.totals.selected_count).toBe(1);
    expect(cart.filter_data.find((f) => f.id === 6)?.count).toBe(1);
    expect((await list('yaodian01', 1)).data).toHaveLength(1);
    await k.setStock(plain[1]!.id, 500);
  });

  it('answers 404 when a member reads or changes another member’s line, and changes nothing', async () => {
    const [id] = await k.add('yaodian01', [{ goods_id: plain[0]!.id, number: 2 }]);
    expect((await k.post(`/api/cart/${id}/edit`, { params: { number: 5 } }, 'zhensuo01')).status).toBe(404);
    expect((await k.post('/api/cart/batch_delete', { ids: [id] }, 'zhensuo01')).status).toBe(404);
    expect((await k.post('/api/cart/batch_select', { ids: [id], is_selected: 0 }, 'zhensuo01')).status).toBe(
      404,
    );
    expect((await k.post('/api/cart/checkout', { ids: [id] }, 'zhensuo01')).status).toBe(404);
    expect((await list('zhensuo01')).data.find((i: Row) => i.id === id)).toBeUndefined();
    expect((await list()).data[0]).toMatchObject({ id, number: 2, is_selected: 1 });
  });

  it('deletes lines', async () => {
    const ids = await k.add('yaodian01', [
      { goods_id: plain[0]!.id, number: 1 },
      { goods_id: plain[1]!.id, number: 1 },
    ]);
    const res = await k.post('/api/cart/batch_delete', { ids }, 'yaodian01');
    expect(res.body.data).toEqual({ count: 2, total: 0 });
    expect((await list()).data).toEqual([]);
  });
});

describe('copying to stores', () => {
  it('copies a headquarters’ lines into its own store only', async () => {
    await k.clearCart('liansuo01');
    const ids = await k.add('liansuo01', [{ goods_id: plain[0]!.id, number: 4 }]);
    const store = await k.memberId('liansuo01-1');
    const res = await k.post('/api/cart/copy', { ids, other_user_ids: [store] }, 'liansuo01');
    expect(res.body.data.list[0]).toMatchObject({ user_id: store, copied: 1 });
    const lines = await k.rows(`select goods_id, number from cart_items where member_id = ${store}`);
    expect(lines).toEqual([{ goods_id: plain[0]!.id, number: 4 }]);
    const other = await k.memberId('zhensuo01');
    expect((await k.post('/api/cart/copy', { ids, other_user_ids: [other] }, 'liansuo01')).status).toBe(403);
    const own = await k.add('yaodian01', [{ goods_id: plain[0]!.id, number: 1 }]);
    expect((await k.post('/api/cart/copy', { ids: own, other_user_ids: [store] }, 'yaodian01')).status).toBe(
      403,
    );
    expect((await k.post('/api/cart/copy', { ids: own, other_user_ids: [store] }, 'liansuo01')).status).toBe(
      404,
    );
  });
});
