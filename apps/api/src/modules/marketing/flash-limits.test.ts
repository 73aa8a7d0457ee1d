import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, newKey, type Kit, type Row } from '../../test/commerce-test-kit';

/**
 * 秒杀 and 每日特价 limits under bursts of parallel requests: one member never gets more than its
 * per-member limit at the offer price, and all members together never more than the stock on sale
 * (activity_prices has no total of its own: the goods' stock is the total).
 */
let k: Kit;
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01']);
});
afterAll(() => k?.close());

/** Buyers made directly in the database (yaodian01's company and scopes), each with a session and an address. */
async function buyers(count: number) {
  const [model] = await k.rows(`select company_id, password_hash from members where username = 'yaodian01'`);
  const out: { id: number; cookie: string; addressId: number }[] = [];
  for (let i = 0; i < count; i++) {
    const [member] = await k.rows(`insert into members (username, password_hash, company_id, is_passed)
      values ('flash${i}-${randomBytes(3).toString('hex')}', '${model.password_hash}', ${model.company_id}, 1) returning id`);
    const token = randomBytes(32).toString('base64url');
    const hash = createHash('sha256').update(token).digest('hex');
    await k.rows(
      `insert into sessions (token_hash, member_id, expires_at) values ('${hash}', ${member.id}, now() + interval '1 day')`,
    );
    const [address] =
      await k.rows(`insert into addresses (member_id, consignee, phone, province, city, detail)
      values (${member.id}, '测试', '13800000000', '北京市', '北京市', '测试路1号') returning id`);
    out.push({ id: Number(member.id), cookie: `yc_session=${token}`, addressId: Number(address.id) });
  }
  return out;
}

/** A running offer of `kind` on a goods the buyers may buy, its limit set to `limit`, with `stock` on sale. */
async function offer(kind: 'spike' | 'daily', limit: number, stock: number) {
  const [row] =
    await k.rows(`select a.id, a.goods_id, a.price from activity_prices a join goods g on g.id = a.goods_id
    where a.kind = '${kind}' and a.starts_at <= now() and a.ends_at > now() and g.can_split and g.on_sale and g.type = 0
      and not g.is_controlled and g.scope_class in ('化学药制剂', '中成药', '抗生素制剂')
      and exists (select 1 from goods_batches b where b.goods_id = g.id and b.expires_on > current_date)
    order by a.id limit 1`);
  if (!row) throw new Error(`no running ${kind} offer`);
  await k.rows(`update activity_prices set limit_per_member = ${limit} where id = ${row.id}`);
  await k.setStock(row.goods_id, stock);
  return { id: Number(row.id), goodsId: Number(row.goods_id), price: Number(row.price) };
}

/** The offer's `sold` counter (the seed starts it above 0 for display). */
async function soldOf(offerId: number) {
  return Number((await k.rows(`select sold from activity_prices where id = ${offerId}`))[0].sold);
}

const call = (cookie: string, url: string, payload: Record<string, unknown>) =>
  k.app.inject({ method: 'POST', url, payload, headers: { cookie } });

async function boughtAtOffer(offerId: number, memberId?: number) {
  const [row] =
    await k.rows(`select coalesce(sum(l.quantity), 0)::int as n from order_lines l join orders o on o.id = l.order_id
    where l.line_type = 1 and l.ref_id = ${offerId} and not l.is_gift and o.status <> 'cancelled'
    ${memberId === undefined ? '' : `and o.member_id = ${memberId}`}`);
  return Number(row.n);
}

describe.each(['spike', 'daily'] as const)('%s limits under concurrency', (kind) => {
  it('20 parallel add-and-order clicks of one member buy at most its limit of 2', async () => {
    const o = await offer(kind, 2, 500);
    const [buyer] = await buyers(1);
    const soldBefore = await soldOf(o.id);
    const clicks = Array.from({ length: 20 }, async () => {
      const added = await call(buyer!.cookie, '/api/cart', {
        params: [{ goods_id: o.goodsId, number: 1, type: 1, ck_id: o.id }],
      });
      const line = added.json().data?.lines?.[0]?.id as number | undefined;
      if (added.statusCode !== 200 || line === undefined) return added.statusCode;
      const order = await call(buyer!.cookie, '/api/order/create', {
        ids: [line],
        address_id: buyer!.addressId,
        invoice_type: 0,
        idempotency_key: newKey(),
      });
      return order.statusCode;
    });
    const statuses = await Promise.all(clicks);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    const bought = await boughtAtOffer(o.id, buyer!.id);
    expect(bought).toBeGreaterThan(0);
    expect(bought).toBeLessThanOrEqual(2);
    expect((await soldOf(o.id)) - soldBefore).toBe(bought);
    const again = await call(buyer!.cookie, '/api/cart', {
      params: [{ goods_id: o.goodsId, number: 1, type: 1, ck_id: o.id }],
    });
    if (bought === 2) expect(again.statusCode).toBe(422);
  });

  it('20 parallel orders of the same lines with different keys make one order', async () => {
    const o = await offer(kind, 2, 500);
    const [buyer] = await buyers(1);
    const added = await call(buyer!.cookie, '/api/cart', {
      params: [{ goods_id: o.goodsId, number: 2, type: 1, ck_id: o.id }],
    });
    const line = added.json().data.lines[0].id as number;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(buyer!.cookie, '/api/order/create', {
          ids: [line],
          address_id: buyer!.addressId,
          invoice_type: 0,
          idempotency_key: newKey(),
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode >= 500)).toEqual([]);
    expect(await boughtAtOffer(o.id, buyer!.id)).toBe(2);
  });

  it('members buying in parallel never take more than the stock on sale', async () => {
    const o = await offer(kind, 2, 7);
    const people = await buyers(10);
    for (const p of people) {
      const added = await call(p.cookie, '/api/cart', {
        params: [{ goods_id: o.goodsId, number: 2, type: 1, ck_id: o.id }],
      });
      expect(added.statusCode).toBe(200);
      (p as Row).line = added.json().data.lines[0].id;
    }
    const before = await boughtAtOffer(o.id);
    const soldBefore = await soldOf(o.id);
    const results = await Promise.all(
      people.map((p) =>
        call(p.cookie, '/api/order/create', {
          ids: [(p as Row).line],
          address_id: p.addressId,
          invoice_type: 0,
          idempotency_key: newKey(),
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    expect((await boughtAtOffer(o.id)) - before).toBe(6);
    expect(await k.stockOf(o.goodsId)).toBe(1);
    expect((await soldOf(o.id)) - soldBefore).toBe(6);
    for (const p of people) expect(await boughtAtOffer(o.id, p.id)).toBeLessThanOrEqual(2);
  });
});
