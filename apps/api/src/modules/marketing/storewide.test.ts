import { formatYuan, storewidePrice } from '@yaocai/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCommerceApp, type GoodsPick, type Kit, type Row } from '../../test/commerce-test-kit';

/** 全场94折 through the API: console, goods views, cart, checkout, order lines, and its window. */
let k: Kit;
let sale: GoodsPick;
let excluded: GoodsPick;
let laddered: GoodsPick;
let herbal: Row;
let herbalRoot: number;
let discountId: number;
const hour = 3_600_000;

const save = (body: Record<string, unknown>, id?: number, user = 'operator01') =>
  k.post(`/api/operator/storewide_discounts${id ? `/${id}` : ''}`, body, user);
const window = (fromHours: number, toHours: number) => ({
  starts_at: new Date(Date.now() + fromHours * hour).toISOString(),
  ends_at: new Date(Date.now() + toHours * hour).toISOString(),
});

beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'operator01']);
  [sale, excluded] = await k.plainGoods(2);
  [laddered] = await k.plainGoods(1, { ladder: true });
  [{ id: herbalRoot }] = await k.rows(`select id from categories where name = '中药饮片' and level = 1`);
  [herbal] =
    await k.rows(`select g.id from goods g where g.kind = 'herbal' and g.on_sale and not g.is_controlled
    and not exists (select 1 from ladder_prices l where l.goods_id = g.id) order by g.id limit 1`);
  const created = await save({
    name: '全场94折',
    rate_permille: 940,
    excluded_goods_ids: [excluded.id],
    excluded_category_ids: [herbalRoot],
    ...window(-1, 24),
  });
  expect(created.status).toBe(200);
  discountId = created.body.data.id;
});
afterAll(() => k?.close());
beforeEach(() => k.clearCart('yaodian01'));

const discounted = (g: GoodsPick) => storewidePrice(g.base_price, 940);

describe('the console', () => {
  it('lists the discount with its exclusions and audits the write', async () => {
    const list = (await k.get('/api/operator/storewide_discounts', 'operator01')).body.data;
    expect(list.find((d: Row) => d.id === discountId)).toMatchObject({
      label: '94折',
      state: 'running',
      is_on: 1,
      excluded_goods_ids: [excluded.id],
      excluded_categories: [{ id: herbalRoot, name: '中药饮片' }],
    });
    const [audit] = await k.rows(
      `select action, summary from audit_log where entity = 'storewide_discount' and entity_id = '${discountId}'`,
    );
    expect(audit).toMatchObject({ action: 'promotion.update', summary: '新增全场折扣：全场94折' });
  });

  it.each([
    [{ rate_permille: 1000 }, 'rate_permille'],
    [{ rate_permille: 0 }, 'rate_permille'],
    [{ excluded_goods_ids: [99_999_999] }, 'excluded_goods_ids'],
    [{ excluded_category_ids: [99_999_999] }, 'excluded_category_ids'],
    [{ ...window(2, 1) }, 'ends_at'],
    [{ name: ' ' }, 'name'],
  ])('refuses %j and writes nothing', async (change, field) => {
    const before = (await k.rows(`select count(*)::int as n from storewide_discounts`))[0].n;
    const res = await save({ name: '测试', rate_permille: 900, ...window(0, 1), ...change });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {})).toContain(field);
    expect((await k.rows(`select count(*)::int as n from storewide_discounts`))[0].n).toBe(before);
  });

  it('is for staff with promotion.update only', async () => {
    expect(
      (await save({ name: 'x', rate_permille: 900, ...window(0, 1) }, undefined, 'yaodian01')).status,
    ).toBe(403);
    expect((await k.get('/api/operator/storewide_discounts')).body.code).toBe(10001);
    expect((await save({ name: 'x', rate_permille: 900, ...window(0, 1) }, 99_999)).status).toBe(404);
  });
});

describe('what buyers see', () => {
  it('shows the discounted 供货价 and a 94折 tag on the detail, and full price on excluded goods', async () => {
    const detail = async (id: number) => (await k.get(`/api/goods/detail/${id}`, 'yaodian01')).body.data;
    const d = await detail(sale.id);
    expect(d).toMatchObject({
      base_price: formatYuan(sale.base_price),
      discount_price: formatYuan(discounted(sale)),
      discount: { id: discountId, label: '94折', rate_permille: 940 },
    });
    expect(d.tags.map((t: Row) => t.name)).toContain('94折');
    for (const id of [excluded.id, laddered.id, Number(herbal.id)]) {
      const other = await detail(id);
      expect(other, `goods ${id}`).toMatchObject({ discount_price: null, discount: null });
      expect(other.tags.map((t: Row) => t.name)).not.toContain('94折');
    }
    const [onSale] = await k.rows(`select a.goods_id from activity_prices a where a.kind = 'spike'
      and a.starts_at <= now() and a.ends_at > now()
      and not exists (select 1 from ladder_prices l where l.goods_id = a.goods_id) order by a.id limit 1`);
    expect(await detail(Number(onSale.goods_id))).toMatchObject({ discount_price: null, discount: null });
    const visitor = (await k.get(`/api/goods/detail/${sale.id}`)).body.data;
    expect(visitor).toMatchObject({ base_price: null, discount_price: null, discount: { label: '94折' } });
  });

  it('lists the goods of the discount in zone storewide, without excluded ones', async () => {
    const page = (await k.get('/api/goods/list?zone=storewide&page_size=60', 'yaodian01')).body.data;
    expect(page.total).toBeGreaterThan(0);
    for (const g of page.list) {
      expect(g.discount, `goods ${g.id}`).not.toBeNull();
      expect(g.kind).not.toBe('herbal');
      expect(g.ladder_price).toEqual([]);
      expect(g.id).not.toBe(excluded.id);
    }
    const cards = (await k.get(`/api/activity/goods?ids=${sale.id},${excluded.id}`, 'yaodian01')).body.data;
    expect(cards.map((c: Row) => [c.id, c.discount_price])).toEqual([
      [sale.id, formatYuan(discounted(sale))],
      [excluded.id, null],
    ]);
    const welfare = (await k.get('/api/activity/welfare')).body.data.activity;
    expect(welfare).toMatchObject({ id: discountId, label: '94折', excluded_categories: ['中药饮片'] });
  });

  it('prices the cart, the checkout and the order lines at the discount, line by line', async () => {
    const ids = await k.add('yaodian01', [
      { goods_id: sale.id, number: 3, price: formatYuan(discounted(sale)) },
      { goods_id: excluded.id, number: 2, price: formatYuan(excluded.base_price) },
    ]);
    const items = (await k.cartStore()).data as unknown as Row[];
    const line = (id: number) => items.find((i) => i.goods_id === id)!;
    expect(line(sale.id)).toMatchObject({
      price: formatYuan(discounted(sale)),
      amount: formatYuan(discounted(sale) * 3),
      storewide: { id: discountId, label: '94折' },
      price_changed: null,
    });
    expect(line(excluded.id)).toMatchObject({ price: formatYuan(excluded.base_price), storewide: null });
    const preview = (await k.post('/api/cart/checkout', { ids }, 'yaodian01')).body.data;
    const goodsAmount = discounted(sale) * 3 + excluded.base_price * 2;
    expect(preview.amounts.goods_amount).toBe(formatYuan(goodsAmount));
    expect(preview.lines.find((l: Row) => l.goods_id === sale.id).storewide).toMatchObject({ label: '94折' });

    const order = await k.order('yaodian01', ids);
    expect(order.status).toBe(200);
    const rows =
      await k.rows(`select goods_id, sum(quantity)::int as q, min(unit_price) as unit, sum(amount)::int as amount,
      sum(paid_amount)::int as paid from order_lines where order_id = ${order.body.data.order_id} group by goods_id`);
    const row = (id: number) => rows.find((r) => r.goods_id === id)!;
    expect(row(sale.id)).toMatchObject({ q: 3, unit: discounted(sale), amount: discounted(sale) * 3 });
    expect(row(excluded.id)).toMatchObject({
      q: 2,
      unit: excluded.base_price,
      amount: excluded.base_price * 2,
    });
    const [o] = await k.rows(
      `select goods_amount, shipping_amount, payable_amount from orders where id = ${order.body.data.order_id}`,
    );
    expect(o.goods_amount).toBe(goodsAmount);
    expect(row(sale.id).paid + row(excluded.id).paid + o.shipping_amount).toBe(o.payable_amount);
  });

  it('returns to full price once the window ends, and reports the change before an order', async () => {
    const ids = await k.add('yaodian01', [
      { goods_id: sale.id, number: 2, price: formatYuan(discounted(sale)) },
    ]);
    const ended = await save(
      {
        name: '全场94折',
        rate_permille: 940,
        excluded_goods_ids: [excluded.id],
        excluded_category_ids: [herbalRoot],
        starts_at: new Date(Date.now() - 2 * hour).toISOString(),
        ends_at: new Date(Date.now() - 1000).toISOString(),
      },
      discountId,
    );
    expect(ended.status).toBe(200);
    try {
      const d = (await k.get(`/api/goods/detail/${sale.id}`, 'yaodian01')).body.data;
      expect(d).toMatchObject({ discount_price: null, discount: null });
      expect((await k.get('/api/activity/welfare')).body.data.activity).toBeNull();
      expect((await k.get('/api/goods/list?zone=storewide', 'yaodian01')).body.data.total).toBe(0);
      const item = (await k.get('/api/cart/list', 'yaodian01')).body.data.data[0];
      expect(item).toMatchObject({
        price: formatYuan(sale.base_price),
        storewide: null,
        price_changed: { from: formatYuan(discounted(sale)), to: formatYuan(sale.base_price) },
      });
      const refused = await k.order('yaodian01', ids);
      expect(refused.status).toBe(409);
      expect(refused.body.msg).toContain('价格有变动');
    } finally {
      await save(
        {
          name: '全场94折',
          rate_permille: 940,
          excluded_goods_ids: [excluded.id],
          excluded_category_ids: [herbalRoot],
          ...window(-1, 24),
        },
        discountId,
      );
    }
    expect((await k.get(`/api/goods/detail/${sale.id}`, 'yaodian01')).body.data.discount).not.toBeNull();
  });

  it('takes the lower rate when two run, and nothing when switched off', async () => {
    const second = await save({
      name: '周年庆9折',
      rate_permille: 900,
      excluded_goods_ids: [],
      excluded_category_ids: [],
      ...window(-1, 1),
    });
    const id = second.body.data.id;
    const detail = async () => (await k.get(`/api/goods/detail/${excluded.id}`, 'yaodian01')).body.data;
    expect(await detail()).toMatchObject({
      discount_price: formatYuan(storewidePrice(excluded.base_price, 900)),
      discount: { id, label: '9折' },
    });
    await save(
      {
        name: '周年庆9折',
        rate_permille: 900,
        excluded_goods_ids: [],
        excluded_category_ids: [],
        is_on: 0,
        ...window(-1, 1),
      },
      id,
    );
    expect(await detail()).toMatchObject({ discount_price: null, discount: null });
  });
});

describe('activity zones and taps', () => {
  it('lists running activities as zones with their goods and leaves out unknown ones', async () => {
    const zones = (await k.get('/api/activity/zones', 'yaodian01')).body.data.list as Row[];
    const keys = zones.map((z) => z.key);
    expect(keys).toContain('welfare');
    expect(keys).toContain('zh');
    expect(keys.some((key) => /^mj\d+$/.test(key))).toBe(true);
    const welfareZone = zones.find((z) => z.key === 'welfare')!;
    expect(welfareZone.goods.length).toBeGreaterThan(0);
    expect(welfareZone.rule).toContain('中药饮片');
    const combos = zones.find((z) => z.key === 'zh')!.combinations;
    expect(combos[0]).toHaveProperty('separate_price');
    const mj = zones.find((z) => z.kind === 'full_reduction')!;
    const one = (await k.get(`/api/activity/zones?ids=${mj.key.slice(2)}&page_size=5`)).body.data.list;
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ key: mj.key, title: mj.title });
    expect(one[0].goods.length).toBeLessThanOrEqual(5);
    expect(
      (await k.get('/api/activity/zones?ids=mj999999,spike')).body.data.list.map((z: Row) => z.key),
    ).not.toContain('mj999999');
    expect((await k.get('/api/activity/zones?ids=drop%20table')).status).toBe(422);
    expect((await k.get('/api/activity/goods?ids=')).status).toBe(422);
  });

  it('records taps of visitors and members', async () => {
    const visitor = await k.post('/api/activity/tap', { url: '/welfare' });
    expect(visitor).toMatchObject({ status: 200, body: { data: { recorded: 1 } } });
    expect((await k.post('/api/activity/tap', { url: '*/yjh/3' }, 'yaodian01')).status).toBe(200);
    expect((await k.post('/api/activity/tap', { url: '  ' })).status).toBe(422);
    expect((await k.post('/api/activity/tap', { url: 'x'.repeat(301) })).status).toBe(422);
    const taps = await k.rows(`select member_id, url from activity_taps order by id`);
    expect(taps.slice(-2)).toEqual([
      { member_id: null, url: '/welfare' },
      { member_id: await k.memberId('yaodian01'), url: '*/yjh/3' },
    ]);
  });
});
