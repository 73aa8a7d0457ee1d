import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, newKey, type GoodsPick, type Kit } from '../../test/commerce-test-kit';
import { writeNewOrder } from './order-write.repository';

let k: Kit;
let g: GoodsPick;
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01']);
  [g] = await k.plainGoods(1);
});
afterAll(() => k?.close());

/** Buyers made directly in the database, each with a session cookie, an address and one cart line. */
async function buyers(count: number, goodsId: number, number: number, price: number) {
  const [model] = await k.rows(`select company_id, password_hash from members where username = 'yaodian01'`);
  const out: { cookie: string; cartId: number; addressId: number }[] = [];
  for (let i = 0; i < count; i++) {
    const [member] = await k.rows(`insert into members (username, password_hash, company_id, is_passed)
      values ('rush${i}-${randomBytes(3).toString('hex')}', '${model.password_hash}', ${model.company_id}, 1) returning id`);
    const token = randomBytes(32).toString('base64url');
    const hash = createHash('sha256').update(token).digest('hex');
    await k.rows(
      `insert into sessions (token_hash, member_id, expires_at) values ('${hash}', ${member.id}, now() + interval '1 day')`,
    );
    const [address] =
      await k.rows(`insert into addresses (member_id, consignee, phone, province, city, detail)
      values (${member.id}, '测试', '13800000000', '北京市', '北京市', '测试路1号') returning id`);
    const [line] = await k.rows(`insert into cart_items (member_id, goods_id, number, shown_price)
      values (${member.id}, ${goodsId}, ${number}, ${price}) returning id`);
    out.push({ cookie: `yc_session=${token}`, cartId: Number(line.id), addressId: Number(address.id) });
  }
  return out;
}

describe('stock under concurrency', () => {
  it('50 concurrent checkouts of 10 units against a stock of 100 make exactly 10 orders', async () => {
    const batchId = await k.setStock(g.id, 100);
    const people = await buyers(50, g.id, 10, g.base_price);
    const results = await Promise.all(
      people.map((p) =>
        k.app.inject({
          method: 'POST',
          url: '/api/order/create',
          payload: { ids: [p.cartId], address_id: p.addressId, invoice_type: 0, idempotency_key: newKey() },
          headers: { cookie: p.cookie },
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(results.find((r) => r.statusCode === 409)!.json().msg).toMatch(/库存不足|缺货/);
    expect(await k.stockOf(g.id)).toBe(0);
    const [sold] =
      await k.rows(`select coalesce(sum(quantity), 0)::int as n, count(distinct order_id)::int as orders
      from order_lines where goods_id = ${g.id} and batch_id = ${batchId}`);
    expect(sold).toEqual({ n: 100, orders: 10 });
    expect(await k.rows(`select id from goods_batches where stock < 0`)).toEqual([]);
    // The refused buyers keep their cart line.
    expect((await k.rows(`select count(*)::int as n from cart_items where goods_id = ${g.id}`))[0].n).toBe(
      40,
    );
  });

  it('the same idempotency key sent five times at once makes one order', async () => {
    await k.setStock(g.id, 100);
    await k.clearCart('yaodian01');
    const ids = await k.add('yaodian01', [{ goods_id: g.id, number: 3 }]);
    const key = newKey();
    const payload = {
      ids,
      address_id: await k.addressOf('yaodian01'),
      invoice_type: 0,
      idempotency_key: key,
    };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => k.post('/api/order/create', payload, 'yaodian01')),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.body.data.order_id)).size).toBe(1);
    expect(await k.rows(`select id from orders where idempotency_key = '${key}'`)).toHaveLength(1);
    expect(await k.stockOf(g.id)).toBe(97);
  });

  it('a refused order changes nothing: no order, stock and cart as they were', async () => {
    await k.setStock(g.id, 5);
    await k.clearCart('yaodian01');
    const ids = await k.add('yaodian01', [{ goods_id: g.id, number: 5 }]);
    await k.setStock(g.id, 4);
    const before = (await k.rows(`select count(*)::int as n from orders`))[0].n;
    const res = await k.order('yaodian01', ids);
    expect(res.status).toBe(409);
    expect((await k.rows(`select count(*)::int as n from orders`))[0].n).toBe(before);
    expect(await k.stockOf(g.id)).toBe(4);
    expect((await k.get('/api/cart/list', 'yaodian01')).body.data.data[0]).toMatchObject({
      id: ids[0],
      is_buy: 0,
    });
  });

  it('an order number another order took the same second is drawn again instead of failing the order', async () => {
    const [taken] = await k.rows(`select order_no from orders order by id limit 1`);
    const [{ id }] = await k.rows(`select nextval('orders_id_seq')::int as id`);
    const fresh = `YC${Date.now()}`;
    const draws = [taken.order_no as string, fresh];
    const { order } = await writeNewOrder(k.db, {
      order: {
        id: id as number,
        memberId: await k.memberId('yaodian01'),
        consignee: '测试',
        phone: '13800000000',
        address: '北京市朝阳区测试路1号',
        goodsAmount: 100,
        payableAmount: 100,
        idempotencyKey: newKey(),
        expiresAt: new Date(Date.now() + 3_600_000),
        createdAt: new Date(),
      },
      drawNumber: () => draws.shift()!,
      cartIds: [],
      takes: [],
      lines: [],
      event: { kind: 'created', text: '订单已提交，等待支付' },
      flashSold: new Map(),
      redPacket: { amount: 0, note: '' },
    });
    expect(order.orderNo).toBe(fresh);
    expect(await k.rows(`select id from orders where order_no = '${taken.order_no}'`)).toHaveLength(1);
    // The first, refused draw wrote nothing that hangs on the order: one event, under the new order.
    expect(await k.rows(`select kind from order_events where order_id = ${id}`)).toEqual([
      { kind: 'created' },
    ]);
    expect(await k.rows(`select status, approval_status from orders where id = ${id}`)).toEqual([
      { status: 'unpaid', approval_status: 'none' },
    ]);
  });

  it('the checkout plans once per connection without leaving generic plans to later requests', async () => {
    await k.setStock(g.id, 100);
    await k.clearCart('yaodian01');
    const ids = await k.add('yaodian01', [{ goods_id: g.id, number: 1 }]);
    expect((await k.order('yaodian01', ids)).status).toBe(200);
    // PGlite has one connection, so this reads the very session the order ran on.
    const [mode] = await k.rows(`select current_setting('plan_cache_mode') as mode`);
    expect(mode.mode).toBe('auto');
  });
});
