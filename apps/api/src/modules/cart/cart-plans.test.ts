import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { findCartForAdd } from './cart-reads.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const rows = async <T>(db: Pick<TestApp['db'], 'execute'>, query: string) =>
  ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

// PGlite runs every statement unnamed: only a PostgreSQL server keeps prepared statements and plans.
describe.skipIf(!process.env.DATABASE_URL)('the cart add on PostgreSQL', () => {
  it('is planned alike for every member, so PostgreSQL keeps one generic plan instead of planning each add', async () => {
    const [long, empty] = await rows<{ id: number; company_id: number }>(
      t.db,
      `select id, company_id from members m where company_id is not null
        and not exists (select 1 from cart_items c where c.member_id = m.id) order by id limit 2`,
    );
    await t.db.execute(
      sql.raw(`insert into cart_items (member_id, goods_id, number)
      select ${long!.id}, id, 1 from goods where on_sale order by id limit 200`),
    );
    await t.db.execute(sql`analyze cart_items`);
    const [goods] = await rows<{ id: number }>(
      t.db,
      `select id from goods where on_sale order by id limit 1`,
    );
    const now = new Date();
    await t.db.transaction(async (tx) => {
      await findCartForAdd(tx, long!.id, long!.company_id, [goods!.id], now, true);
      const [prepared] = await rows<{ types: string[] }>(
        tx,
        `select parameter_types::text[] as types from pg_prepared_statements where name = 'cart_for_add'`,
      );
      // A custom plan for `memberId`: every int placeholder (member, company) takes it.
      const planCost = async (memberId: number) => {
        const literal: Record<string, string> = {
          'timestamp with time zone': `'${now.toISOString()}'`,
          date: `'${now.toISOString().slice(0, 10)}'`,
          integer: String(memberId),
          boolean: 'true',
          'integer[]': `'{${goods!.id}}'`,
        };
        const values = prepared!.types.map((type) => literal[type] ?? 'null');
        await tx.execute(sql`set local plan_cache_mode = force_custom_plan`);
        const [top] = await rows<{ 'QUERY PLAN': string }>(
          tx,
          `explain execute cart_for_add(${values.join(', ')})`,
        );
        return top!['QUERY PLAN'].match(/cost=[\d.]+\.\.([\d.]+)/)![1];
      };
      // Had the member's cart lines shown in the plan, an empty cart would look cheaper than the
      // generic plan, and PostgreSQL would plan every add afresh (about 1.3 ms, more than running it).
      expect(await planCost(empty!.id)).toBe(await planCost(long!.id));
    });
  });
});
