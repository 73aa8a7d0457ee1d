import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const rows = async <T>(query: string) =>
  ((await t.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

/** Members whose kept 余额 differs from the sum of their ledger. */
const drifted = () =>
  rows<{ id: number }>(`select m.id from members m
    where m.balance <> coalesce((select sum(b.amount) from balance_ledger b where b.member_id = m.id), 0)`);

describe('members.balance', () => {
  it('is the sum of the ledger after every kind of write to it, several members at once', async () => {
    const [a, b] = await rows<{ id: number }>(`select id from members order by id limit 2`);
    expect(await drifted()).toEqual([]);
    await rows(`insert into balance_ledger (member_id, amount, kind, note)
      values (${a!.id}, 50000, 'recharge', '测试'), (${b!.id}, 12345, 'recharge', '测试'), (${a!.id}, -2000, 'pay', '测试')`);
    expect(await drifted()).toEqual([]);
    await rows(`update balance_ledger set amount = amount * 2 where note = '测试'`);
    await rows(`update balance_ledger set member_id = ${b!.id} where note = '测试' and amount = -4000`);
    expect(await drifted()).toEqual([]);
    await rows(`delete from balance_ledger where note = '测试' and member_id = ${b!.id}`);
    expect(await drifted()).toEqual([]);
    const [kept] = await rows<{ balance: string }>(`select balance::text from members where id = ${a!.id}`);
    const [sum] = await rows<{ sum: string }>(
      `select coalesce(sum(amount), 0)::text as sum from balance_ledger where member_id = ${a!.id}`,
    );
    expect(kept!.balance).toBe(sum!.sum);
    await rows(`truncate balance_ledger`);
    expect(await rows(`select id from members where balance <> 0`)).toEqual([]);
  });
});
