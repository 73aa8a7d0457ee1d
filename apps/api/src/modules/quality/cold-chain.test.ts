import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type GoodsPick, type Kit } from '../../test/commerce-test-kit';
import { multipart } from '../../test/upload-test-helpers';

let k: Kit;
let cold: GoodsPick;
let plain: GoodsPick;
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'zhensuo01', 'operator01', 'cangku01', 'kefu01']);
  [cold, plain] = await k.plainGoods(2);
  await k.rows(`update goods set cold_chain = true where id = ${cold.id}`);
  await k.setStock(cold.id, 100);
});
afterAll(() => k?.close());

const paidOrder = (goodsId: number, number = 2) =>
  k.placeOrder('yaodian01', [{ goods_id: goodsId, number }], { pay_method: 'balance' });
const ship = (id: number) =>
  k.post(
    `/api/operator/order/${id}/ship`,
    { logistics_company: '顺丰冷运', logistics_no: `SF${id}0002` },
    'cangku01',
  );

/** Readings from 08:00 Beijing time, `step` minutes apart. */
const csv = (temps: number[], step = 5) =>
  '时间,温度(°C)\n' +
  temps
    .map((c, i) => {
      const m = i * step;
      return `2026-03-01 ${String(8 + Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')},${c}`;
    })
    .join('\n');

const upload = (id: number, text: string | null, user = 'cangku01') => {
  const order = { name: 'order_id', value: String(id) };
  const body = multipart(
    text === null
      ? [order]
      : [order, { name: 'file', value: text, filename: 'logger.csv', type: 'text/csv' }],
  );
  return k.app
    .inject({
      method: 'POST',
      url: '/api/operator/temperature-records',
      ...body,
      headers: { ...body.headers, ...(user ? { cookie: k.cookies[user]! } : {}) },
    })
    .then((r) => ({ status: r.statusCode, body: r.json() }));
};

describe('cold-chain goods', () => {
  let id: number;
  beforeAll(async () => {
    id = await paidOrder(cold.id);
  });

  it('ship only with a temperature record; other goods ship as before', async () => {
    const refused = await ship(id);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain('温度记录');
    expect((await ship(await paidOrder(plain.id))).status).toBe(200);
  });

  it('refuses uploads from visitors, members and staff without order.ship, and bad files per row', async () => {
    expect((await upload(id, csv([4, 5]), '')).body.code).toBe(10001);
    expect((await upload(id, csv([4, 5]), 'yaodian01')).status).toBe(403);
    expect((await upload(id, csv([4, 5]), 'kefu01')).status).toBe(403);
    expect((await upload(id, null)).status).toBe(422);
    expect((await upload(0, csv([4, 5]))).body.errors.order_id).toBeDefined();
    expect((await upload(999_999, csv([4, 5]))).status).toBe(404);
    const gap = await upload(id, csv([4, 5, 6], 6));
    expect(gap.status).toBe(422);
    expect(gap.body.msg).toContain('超过5分钟');
    expect((await upload(id, 'hello,world\nfoo')).status).toBe(422);
    const [{ n }] = await k.rows(`select count(*)::int as n from temperature_records where order_id = ${id}`);
    expect(n).toBe(0);
  });

  it('keeps the record with its excursions, then ships; the buyer sees the curve, others do not', async () => {
    const saved = await upload(id, csv([4.1, 5.2, 8.7, 9.3, 6.0, 5.5]));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.record).toMatchObject({ min_c: 2, max_c: 8, max_gap_minutes: 5, highest_c: 9.3 });
    expect(saved.body.data.record.excursions).toEqual([
      { from: '2026-03-01T00:10:00.000Z', to: '2026-03-01T00:15:00.000Z', peak: 9.3 },
    ]);
    expect((await ship(id)).status).toBe(200);
    const mine = await k.get(`/api/order/${id}/cold-chain`, 'yaodian01');
    expect(mine.body.data).toMatchObject({ cold_chain: true, goods: [cold.name] });
    expect(mine.body.data.record.readings).toHaveLength(6);
    expect((await k.get(`/api/order/${id}/cold-chain`, 'zhensuo01')).status).toBe(404);
    expect((await k.get(`/api/operator/orders/${id}/cold-chain`, 'cangku01')).body.data.record.decision).toBe(
      'pending',
    );
    // Once shipped, the record stays as it was.
    expect((await upload(id, csv([4, 5]))).status).toBe(409);
  });

  it('a refusal needs a reason and opens a return with the record; a decision is made once', async () => {
    const url = `/api/order/${id}/cold-chain/decision`;
    expect((await k.post(url, { accept: 0 }, 'yaodian01')).status).toBe(422);
    expect((await k.post(url, { accept: 7 }, 'yaodian01')).status).toBe(422);
    expect((await k.post(url, { accept: 0, reason: '超温' }, 'zhensuo01')).status).toBe(404);
    const refused = await k.post(url, { accept: 0, reason: '运输途中超温30分钟' }, 'yaodian01');
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    const [sale] = await k.rows(
      `select kind, reason from after_sales where id = ${refused.body.data.after_sale_id}`,
    );
    expect(sale.kind).toBe('return_refund');
    expect(sale.reason).toContain('超温1次');
    expect((await k.post(url, { accept: 1 }, 'yaodian01')).status).toBe(409);
  });

  it('an order without cold-chain goods needs no record', async () => {
    const other = await paidOrder(plain.id);
    expect((await upload(other, csv([4, 5]))).status).toBe(409);
    expect((await k.get(`/api/order/${other}/cold-chain`, 'yaodian01')).body.data).toMatchObject({
      cold_chain: false,
      record: null,
    });
  });
});
