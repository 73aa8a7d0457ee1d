import { expect } from 'vitest';
import type { Kit, Row } from '../../test/commerce-test-kit';

/**
 * What the 积分商城 tests do and read, over the commerce kit the test file opens (`kit()`, since it
 * exists only from the file's beforeAll).
 */
export function pointsMallKit(kit: () => Kit) {
  const points = async (user: string) => (await kit().get('/api/user/base', user)).body.data.points as number;

  /** Gives a member exactly `n` points, through a ledger entry like every other change. */
  async function setPoints(user: string, n: number) {
    const id = await kit().memberId(user);
    const held = await points(user);
    if (held === n) return;
    await kit().rows(`update members set points = ${n} where id = ${id}`);
    await kit().rows(
      `insert into points_ledger (member_id, amount, kind, note) values (${id}, ${n - held}, 'grant', '测试赠送')`,
    );
  }

  let itemSeq = 0;
  async function newItem(values: Row = {}) {
    const res = await kit().post(
      '/api/operator/points/goods',
      {
        kind: 'goods',
        name: `测试礼品${++itemSeq}`,
        points: 100,
        stock: 100,
        limit_per_member: 0,
        ...values,
      },
      'operator01',
    );
    expect(res.status).toBe(200);
    return res.body.data.id as number;
  }

  const exchange = (user: string | undefined, body: Row) => kit().post('/api/points/exchange', body, user);

  async function counts(itemId: number) {
    const [row] = await kit().rows(`select
      (select count(*)::int from points_orders where points_goods_id = ${itemId}) as orders,
      (select stock from points_goods where id = ${itemId}) as stock,
      (select count(*)::int from points_ledger) as ledger`);
    return row!;
  }

  /** Every member's points equal the sum of its ledger, and none is below zero. */
  async function ledgerAgrees() {
    const rows = await kit().rows(`select m.username from members m
      left join (select member_id, sum(amount)::int as n from points_ledger group by member_id) l on l.member_id = m.id
      where m.points <> coalesce(l.n, 0) or m.points < 0`);
    expect(rows).toEqual([]);
  }

  return { points, setPoints, newItem, exchange, counts, ledgerAgrees };
}
