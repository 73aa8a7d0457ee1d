import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, newKey, type GoodsPick, type Kit } from '../../test/commerce-test-kit';

let k: Kit;
let g1: GoodsPick;
let g2: GoodsPick;
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01']);
  [g1, g2] = await k.plainGoods(2, { skip: 3 });
});
afterAll(() => k?.close());

/** Only two sellable batches of the goods: `first` units expiring sooner, `second` later. */
async function twoBatches(goodsId: number, first: number, second: number) {
  await k.rows(`update goods_batches set stock = 0 where goods_id = ${goodsId}`);
  const made = await k.rows(`insert into goods_batches (goods_id, batch_no, produced_on, expires_on, stock)
    values (${goodsId}, 'T1-${goodsId}', current_date - 30, current_date + 200, ${first}),
           (${goodsId}, 'T2-${goodsId}', current_date - 20, current_date + 400, ${second}) returning id`);
  return made.map((r) => Number(r.id));
}

/** Buyers made in the database, each with a session, an address and the given cart lines. */
async function buyers(
  count: number,
  lines: (i: number) => { goodsId: number; number: number; price: number }[],
) {
  const [model] = await k.rows(`select company_id, password_hash from members where username = 'yaodian01'`);
  const out: { cookie: string; cartIds: number[]; addressId: number }[] = [];
  for (let i = 0; i < count; i++) {
    const [member] = await k.rows(`insert into members (username, password_hash, company_id, is_passed)
      values ('batch${i}-${randomBytes(3).toString('hex')}', '${model.password_hash}', ${model.company_id}, 1) returning id`);
    const token = randomBytes(32).toString('base64url');
    const hash = createHash('sha256').update(token).digest('hex');
    await k.rows(
      `insert into sessions (token_hash, member_id, expires_at) values ('${hash}', ${member.id}, now() + interval '1 day')`,
    );
    const [address] =
      await k.rows(`insert into addresses (member_id, consignee, phone, province, city, detail)
      values (${member.id}, '测试', '13800000000', '北京市', '北京市', '测试路1号') returning id`);
    const cartIds: number[] = [];
    for (const line of lines(i)) {
      const [row] = await k.rows(`insert into cart_items (member_id, goods_id, number, shown_price)
        values (${member.id}, ${line.goodsId}, ${line.number}, ${line.price}) returning id`);
      cartIds.push(Number(row.id));
    }
    out.push({ cookie: `yc_session=${token}`, cartIds, addressId: Number(address.id) });
  }
  return out;
}

const placeAll = (people: { cookie: string; cartIds: number[]; addressId: number }[]) =>
  Promise.all(
    people.map((p) =>
      k.app.inject({
        method: 'POST',
        url: '/api/order/create',
        payload: { ids: p.cartIds, address_id: p.addressId, invoice_type: 0, idempotency_key: newKey() },
        headers: { cookie: p.cookie },
      }),
    ),
  );

describe('stock taken across batches under parallel orders', () => {
  it('12 parallel orders of 6 against 30 + 30 units in two batches: 10 orders, first expiry first, none oversold', async () => {
    const [early, late] = await twoBatches(g1.id, 30, 30);
    const people = await buyers(12, () => [{ goodsId: g1.id, number: 6, price: g1.base_price }]);
    const statuses = (await placeAll(people)).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(2);
    const stock = await k.rows(
      `select id, stock from goods_batches where id in (${early}, ${late}) order by id`,
    );
    expect(stock.map((r) => Number(r.stock))).toEqual([0, 0]);
    const sold = await k.rows(`select batch_id, sum(quantity)::int as n from order_lines
      where goods_id = ${g1.id} group by batch_id order by batch_id`);
    expect(sold).toEqual([
      { batch_id: early, n: 30 },
      { batch_id: late, n: 30 },
    ]);
    // An order whose 6 units straddle the two batches has one line per batch, paid amounts adding up.
    const split =
      await k.rows(`select order_id, count(*)::int as n, sum(paid_amount)::int as paid, sum(quantity)::int as q
      from order_lines where goods_id = ${g1.id} group by order_id having count(*) > 1`);
    for (const row of split) expect(row).toMatchObject({ q: 6, paid: 6 * g1.base_price });
    expect(await k.rows(`select id from goods_batches where stock < 0`)).toEqual([]);
  });

  it('parallel orders of the same two goods listed in opposite orders all go through (no deadlock)', async () => {
    await twoBatches(g1.id, 100, 100);
    await twoBatches(g2.id, 100, 100);
    const people = await buyers(16, (i) => {
      const a = { goodsId: g1.id, number: 3, price: g1.base_price };
      const b = { goodsId: g2.id, number: 3, price: g2.base_price };
      return i % 2 === 0 ? [a, b] : [b, a];
    });
    const results = await placeAll(people);
    expect(results.map((r) => r.statusCode)).toEqual(Array(16).fill(200));
    expect(await k.stockOf(g1.id)).toBe(200 - 48);
    expect(await k.stockOf(g2.id)).toBe(200 - 48);
  });
});
