import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceApp, type GoodsPick, type Kit } from '../../test/commerce-test-kit';
import { sweepExpiredOrders, sweepIntervalMs } from './order-cancel.service';

let k: Kit;
let goods: GoodsPick[];
beforeAll(async () => {
  k = await createCommerceApp(['yaodian01', 'zhensuo01']);
  goods = await k.plainGoods(2);
});
afterAll(() => k?.close());

/** Unpaid orders of each buyer, one red packet each, already past their 30 minutes. */
async function expiredOrders(perBuyer: number) {
  const ids: number[] = [];
  for (const user of ['yaodian01', 'zhensuo01']) {
    for (let i = 0; i < perBuyer; i++) {
      await k.clearCart(user);
      const cart = await k.add(user, [
        { goods_id: goods[0]!.id, number: 3 },
        { goods_id: goods[1]!.id, number: 2 },
      ]);
      const created = await k.order(user, cart, { red_packet: '0.50' });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      ids.push(created.body.data.order_id);
    }
  }
  await k.rows(`update orders set expires_at = now() - interval '1 minute' where id in (${ids.join(',')})`);
  // The seeded unpaid orders expire half an hour after the test database was made: on a slow run
  // they would join the sweep, so only this test's orders are due.
  await k.rows(`update orders set expires_at = now() + interval '1 day'
    where status in ('unpaid', 'pending_approval') and id not in (${ids.join(',')})`);
  return ids;
}

const stock = async () => [await k.stockOf(goods[0]!.id), await k.stockOf(goods[1]!.id)];

describe('unpaid order sweep', () => {
  it('two sweeps at once over the same expired orders cancel each one once and return its stock once', async () => {
    const before = await stock();
    const ids = await expiredOrders(4);
    expect(await stock()).toEqual([before[0]! - 3 * ids.length, before[1]! - 2 * ids.length]);
    const counts = await Promise.all([sweepExpiredOrders(k.db), sweepExpiredOrders(k.db)]);
    expect(counts[0]! + counts[1]!).toBe(ids.length);
    expect(await stock()).toEqual(before);
    const list = ids.join(',');
    const [events] = await k.rows(`select count(*)::int as n from order_events
      where kind = 'cancelled' and order_id in (${list})`);
    expect(events!.n).toBe(ids.length);
    const [returned] = await k.rows(`select count(*)::int as n, sum(amount)::int as fen from red_packet_ledger
      where kind = 'return' and order_id in (${list})`);
    expect(returned).toEqual({ n: ids.length, fen: 50 * ids.length });
    expect(await k.rows(`select id from orders where status <> 'cancelled' and id in (${list})`)).toEqual([]);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'skips an order another instance is cancelling instead of waiting for it (PostgreSQL)',
    async () => {
      const [held, ...rest] = await expiredOrders(2);
      // A transaction of "another instance" holds the first order's row while this sweep runs.
      const result = await k.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`select id from orders where id = ${held} for update`));
        const timeout = new Promise<'waited'>((r) => setTimeout(() => r('waited'), 3_000));
        return Promise.race([sweepExpiredOrders(k.db), timeout]);
      });
      expect(result).toBe(rest.length);
      const open = await k.rows(
        `select id from orders where status = 'unpaid' and id in (${[held, ...rest].join(',')})`,
      );
      expect(open.map((r) => Number(r.id))).toEqual([held]);
      expect(await sweepExpiredOrders(k.db)).toBe(1);
    },
  );

  it('takes its interval from UNPAID_SWEEP_SECONDS, 60 s by default', () => {
    expect(sweepIntervalMs({})).toBe(60_000);
    expect(sweepIntervalMs({ UNPAID_SWEEP_SECONDS: '2' })).toBe(2_000);
    expect(sweepIntervalMs({ UNPAID_SWEEP_SECONDS: 'x' })).toBe(60_000);
  });
});
