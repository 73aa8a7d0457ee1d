import { GOODS_SHEET_COLUMNS } from '@yaocai/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet, writeSheet } from '../../lib/spreadsheet';
import { multipart } from '../../test/upload-test-helpers';
import { controlledSeenOnlyBy, YAODIAN, ZHENSUO } from '../../test/catalog-test-kit';
import { createCommerceApp, type GoodsPick, type Kit } from '../../test/commerce-test-kit';
import { subscriptionKit } from './subscription-test-kit';

let k: Kit;
let goods: GoodsPick[];
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'zhensuo01', 'daishen01', 'cangku01', 'yunying01', 'operator01']);
  goods = await k.plainGoods(7, { skip: 2 });
});
afterAll(() => k?.close());

const { subscribe, list, remove, alerts, subscriptionOf, receive, reprice } = subscriptionKit(() => k);

describe('subscribing', () => {
  it('the seed gives yaodian01 subscriptions waiting and told', async () => {
    const seeded = await list('yaodian01');
    expect(seeded.counts.active).toBeGreaterThanOrEqual(2);
    expect(seeded.counts.done).toBeGreaterThanOrEqual(1);
    const types = seeded.list.map((s: { type: string; status: string }) => `${s.type}:${s.status}`);
    expect(types).toEqual(expect.arrayContaining(['arrival:active', 'price:active', 'arrival:done']));
    const waiting = seeded.list.find(
      (s: { type: string; status: string }) => s.type === 'arrival' && s.status === 'active',
    );
    expect(waiting.goods.stock).toBe(0);
  });

  it('is for members only, and refuses bad input with a clear message', async () => {
    const id = goods[0]!.id;
    expect((await subscribe(undefined, id, { type: 'price' })).body.code).toBe(10001);
    expect((await k.get('/api/user/subscriptions')).body.code).toBe(10001);
    const badType = await subscribe('yaodian01', id, { type: 'stock' });
    expect([badType.status, badType.body.msg]).toEqual([422, '通知类型不正确']);
    const badPrice = await subscribe('yaodian01', id, { type: 'price', price: '12.345' });
    expect([badPrice.status, badPrice.body.errors?.price?.[0]]).toEqual([
      422,
      '期望价格格式不正确，最多两位小数',
    ]);
    const zero = await subscribe('yaodian01', id, { type: 'price', price: '0' });
    expect([zero.status, zero.body.msg]).toEqual([422, '期望价格必须大于0']);
    const badId = await subscribe('yaodian01', 0, { type: 'price' });
    expect(badId.status).toBe(422);
    const badFilter = await k.get('/api/user/subscriptions?status=gone', 'yaodian01');
    expect([badFilter.status, badFilter.body.msg]).toEqual([422, '通知状态不正确']);
    expect(await k.rows('select 1 from goods_subscriptions where goods_id = ' + id)).toEqual([]);
  });

  it('knows no goods the member cannot see', async () => {
    expect((await subscribe('yaodian01', 99_999_999, { type: 'price' })).status).toBe(404);
    const [onlyForYaodian] = await controlledSeenOnlyBy(k, YAODIAN, ZHENSUO);
    const hidden = await subscribe('zhensuo01', onlyForYaodian!, { type: 'price' });
    expect([hidden.status, hidden.body.msg]).toEqual([404, '商品不存在']);
  });

  it('refuses 到货通知 on goods in stock, 降价通知 without a visible price or at a target not below it', async () => {
    const g = goods[0]!;
    const inStock = await subscribe('yaodian01', g.id, { type: 'arrival' });
    expect([inStock.status, inStock.body.msg]).toEqual([422, '该商品有货，可直接采购，无需订阅到货通知']);
    const pending = await subscribe('daishen01', g.id, { type: 'price' });
    expect([pending.status, pending.body.msg]).toEqual([422, '资质审核通过后才能订阅降价通知']);
    const high = await subscribe('yaodian01', g.id, {
      type: 'price',
      price: (g.base_price / 100).toFixed(2),
    });
    expect(high.status).toBe(422);
    expect(high.body.errors.price[0]).toContain('期望价格须低于当前供货价');
  });

  it('parallel subscriptions of one goods and type are one row; another member cannot delete it', async () => {
    const g = goods[1]!;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        subscribe('yaodian01', g.id, { type: 'price', price: i % 2 ? '' : '1.00' }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const ids = new Set(answers.map((a) => a.body.data.id));
    expect(ids.size).toBe(1);
    const [{ n }] = await k.rows(
      `select count(*)::int as n from goods_subscriptions where goods_id = ${g.id}`,
    );
    expect(n).toBe(1);
    const [id] = [...ids];
    const mine = await list('yaodian01', `?goods_id=${g.id}`);
    expect(mine.list).toHaveLength(1);
    expect(mine.list[0]).toMatchObject({
      id,
      type: 'price',
      type_name: '降价通知',
      status: 'active',
      status_name: '等待通知',
      base_price: (g.base_price / 100).toFixed(2),
      goods: { id: g.id, name: g.name, on_sale: 1, price: (g.base_price / 100).toFixed(2) },
    });

    const foreign = await remove('zhensuo01', id);
    expect([foreign.status, foreign.body.msg]).toEqual([404, '通知订阅不存在']);
    expect((await list('zhensuo01', `?goods_id=${g.id}`)).list).toEqual([]);
    expect((await list('yaodian01', `?goods_id=${g.id}`)).total).toBe(1);
    expect((await remove('yaodian01', id)).status).toBe(200);
    expect((await list('yaodian01', `?goods_id=${g.id}`)).total).toBe(0);
    expect((await remove('yaodian01', id)).status).toBe(404);
  });
});

describe('到货通知', () => {
  it('a batch received in the console tells each waiting member once', async () => {
    const g = goods[2]!;
    await k.setStock(g.id, 0);
    for (const user of ['yaodian01', 'zhensuo01', 'daishen01']) {
      const res = await subscribe(user, g.id, { type: 'arrival', price: '5.00' });
      expect(res.status, res.body.msg).toBe(200);
      expect(res.body.data).toMatchObject({ type: 'arrival', status: 'active', target_price: null });
    }
    expect((await receive(g.id, 'T2609001', 0)).status).toBe(200);
    expect(await alerts('yaodian01', g.id)).toEqual([]);

    expect((await receive(g.id, 'T2609002', 120)).status).toBe(200);
    for (const user of ['yaodian01', 'zhensuo01', 'daishen01']) {
      const told = await alerts(user, g.id);
      expect(told, user).toHaveLength(1);
      expect(told[0]!.title).toBe(`到货通知：${g.name}已到货`);
      expect(told[0]!.content).toContain('当前库存120');
      expect((await subscriptionOf(user, g.id, 'arrival')).status).toBe('done');
    }
    const [message] = (await k.get('/api/message/list', 'yaodian01')).body.data.list;
    expect(message).toMatchObject({ kind: 'goods_alert', kind_name: '商品通知', link: `/list/info/${g.id}` });
    const mine = (await list('yaodian01', `?goods_id=${g.id}`)).list[0];
    expect(mine).toMatchObject({ status: 'done', status_name: '已通知', goods: { stock: 120 } });
    expect(mine.notified_at).not.toBeNull();

    // More stock later sends nothing more.
    expect((await receive(g.id, 'T2609003', 50)).status).toBe(200);
    expect(await alerts('yaodian01', g.id)).toHaveLength(1);

    // Subscribing again (out of stock again) re-arms the same subscription.
    const before = await subscriptionOf('yaodian01', g.id, 'arrival');
    await k.setStock(g.id, 0);
    const again = await subscribe('yaodian01', g.id, { type: 'arrival' });
    expect(again.body.data).toMatchObject({ id: Number(before.id), status: 'active', notified_at: null });
    await receive(g.id, 'T2609003', 10);
    expect(await alerts('yaodian01', g.id)).toHaveLength(2);
  });
});

describe('降价通知', () => {
  it('a console price change below the named price tells the member once; above it, nothing', async () => {
    const g = goods[3]!;
    const base = g.base_price;
    const yuan = (fen: number) => (fen / 100).toFixed(2);
    const target = Math.round(base * 0.8);
    expect((await subscribe('yaodian01', g.id, { type: 'price', price: yuan(target) })).status).toBe(200);
    expect((await subscribe('zhensuo01', g.id, { type: 'price' })).status).toBe(200);

    await reprice(g.id, yuan(base + 100));
    expect(await alerts('yaodian01', g.id)).toEqual([]);
    expect(await alerts('zhensuo01', g.id)).toEqual([]);

    // Below the price when zhensuo01 subscribed, not below yaodian01's target.
    await reprice(g.id, yuan(target + 1));
    expect(await alerts('yaodian01', g.id)).toEqual([]);
    const zhensuo = await alerts('zhensuo01', g.id);
    expect(zhensuo).toHaveLength(1);
    expect(zhensuo[0]!.content).toContain(`供货价已降至¥${yuan(target + 1)}`);
    expect((await subscriptionOf('yaodian01', g.id, 'price')).status).toBe('active');

    await reprice(g.id, yuan(target - 1));
    const told = await alerts('yaodian01', g.id);
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toBe(`降价通知：${g.name}已降价`);
    expect(told[0]!.content).toContain(`低于您的期望价¥${yuan(target)}`);

    await reprice(g.id, yuan(target - 50));
    expect(await alerts('yaodian01', g.id)).toHaveLength(1);
    expect(await alerts('zhensuo01', g.id)).toHaveLength(1);
    const counts = (await list('yaodian01')).counts;
    expect(counts.done).toBeGreaterThanOrEqual(2);
  });
});

describe('goods import', () => {
  /** The goods' export row (with its batch in stock), as the import template has it. */
  async function sheetRow(g: GoodsPick) {
    const res = await k.app.inject({
      method: 'GET',
      url: `/api/operator/goods/export?format=csv&keyword=${encodeURIComponent(g.name)}`,
      headers: { cookie: k.cookies['yunying01']! },
    });
    const row = readSheet(res.rawPayload).rows.find((r) => r['通用名'] === g.name && r['库存']);
    expect(row).toBeDefined();
    return row!;
  }
  const upload = (cells: Record<string, string>) => {
    const header = [...GOODS_SHEET_COLUMNS];
    const bytes = writeSheet(header, [header.map((c) => cells[c] ?? '')], 'csv');
    const body = multipart([{ name: 'file', value: bytes, filename: 'goods.csv', type: 'text/csv' }]);
    return k.app.inject({
      method: 'POST',
      url: '/api/operator/goods/import',
      ...body,
      headers: { ...body.headers, cookie: k.cookies['yunying01']! },
    });
  };

  it('an imported row that lowers the price and restocks the batch sends each message once', async () => {
    const g = goods[4]!;
    const row = await sheetRow(g);
    await k.setStock(g.id, 0);
    expect((await subscribe('yaodian01', g.id, { type: 'arrival' })).status).toBe(200);
    expect((await subscribe('yaodian01', g.id, { type: 'price' })).status).toBe(200);
    const lower = ((g.base_price - 10) / 100).toFixed(2);
    for (let i = 0; i < 2; i++) {
      const res = await upload({ ...row, 供货价: lower, 库存: '80' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ updated: 1, errors: 0 });
    }
    const told = (await alerts('yaodian01', g.id)).map((m) => m.title);
    expect(told.sort()).toEqual([`到货通知：${g.name}已到货`, `降价通知：${g.name}已降价`]);
  });
});

describe('after-sale refund before shipping', () => {
  it('units going back on their batch tell the members waiting for them', async () => {
    const g = goods[5]!;
    await k.setStock(g.id, 7);
    await k.clearCart('yaodian01');
    const lines = await k.add('yaodian01', [{ goods_id: g.id, number: 7 }]);
    const created = await k.order('yaodian01', lines, { pay_method: 'balance' });
    expect(created.status, created.body.msg).toBe(200);
    const orderId = created.body.data.order_id as number;
    expect(await k.stockOf(g.id)).toBe(0);
    expect((await subscribe('zhensuo01', g.id, { type: 'arrival' })).status).toBe(200);

    const [line] = await k.rows(`select id from order_lines where order_id = ${orderId} and not is_gift`);
    const sale = await k.post(
      '/api/after_sale',
      {
        order_id: orderId,
        kind: 'refund_only',
        reason: '不想要了',
        lines: [{ order_line_id: line!.id, quantity: 3 }],
      },
      'yaodian01',
    );
    expect(sale.status, sale.body.msg).toBe(200);
    const saleId = sale.body.data.id as number;
    expect((await k.post(`/api/operator/after_sale/${saleId}/approve`, {}, 'operator01')).status).toBe(200);
    expect(await alerts('zhensuo01', g.id)).toEqual([]);
    expect((await k.post(`/api/operator/after_sale/${saleId}/refund`, {}, 'operator01')).status).toBe(200);
    const told = await alerts('zhensuo01', g.id);
    expect(told).toHaveLength(1);
    expect(told[0]!.content).toContain('当前库存3');
  });
});

describe('an unpaid order cancelled', () => {
  it('puts its units back and tells the members waiting for them', async () => {
    const g = goods[6]!;
    await k.setStock(g.id, 4);
    await k.clearCart('yaodian01');
    const lines = await k.add('yaodian01', [{ goods_id: g.id, number: 4 }]);
    const created = await k.order('yaodian01', lines);
    expect(created.status, created.body.msg).toBe(200);
    const orderId = created.body.data.order_id as number;
    expect(await k.stockOf(g.id)).toBe(0);
    expect((await subscribe('zhensuo01', g.id, { type: 'arrival' })).status).toBe(200);

    const cancelled = await k.post(`/api/order/${orderId}/cancel`, { reason: '不想买了' }, 'yaodian01');
    expect(cancelled.status, cancelled.body.msg).toBe(200);
    const told = await alerts('zhensuo01', g.id);
    expect(told).toHaveLength(1);
    expect(told[0]!.content).toContain('当前库存4');
  });
});
