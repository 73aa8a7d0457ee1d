import { and, sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { data } from '../../test/catalog-test-kit';
import { filterConditions, type GoodsFilter } from './goods-filter';
import { facetScopes, topOfFacet } from './goods-facets.repository';
import { SAMPLE_EVERY, summaryQuery } from './goods-list-summary.repository';
import { findPlainPage, nearExpiryPageQuery } from './goods-list.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ goods: 300 });
});
afterAll(() => t?.close());

const dates = { today: '2026-01-01', nearExpiryBefore: '2026-07-01', now: new Date('2026-01-01T00:00:00Z') };

async function planOf(db: Database, query: SQLWrapper) {
  return db.transaction(async (tx) => {
    // A penalty, not a ban: on this small table the planner would rather read it whole, and a
    // condition no index serves still shows up as a Seq Scan.
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
    return result.rows.map((r) => Object.values(r)[0]).join('\n');
  });
}

type List = { total: number; list: { id: number }[]; facets: { manufacturers: { count: number }[] } };

describe('goods list totals and facets', () => {
  const filters: [string, GoodsFilter][] = [
    ['the whole catalogue', {}],
    ['a category', { categoryIds: [1, 2, 3] }],
    ['优选 of a kind', { youx: true, kind: 'herbal' }],
    ['a manufacturer (its facet left out)', { manufacturerId: 1 }],
    ['in stock', { inStock: true }],
  ];

  it.each(filters)('samples %s from goods_list_sample_idx alone', async (_, filter) => {
    const { parts } = filterConditions(filter, null, dates);
    const scope = { where: parts.base, manufacturer: parts.manufacturer ?? sql`true`, spec: sql`true` };
    const plan = await planOf(t.db, summaryQuery(scope, 20, { minCatalogue: 10_000 }));
    expect(plan).toMatch(/Index Only Scan using goods_list_sample_idx on goods/);
    expect(plan).not.toMatch(/Seq Scan on goods\b/);
  });

  it('counts a narrow filter exactly from the covering index, not the table', async () => {
    const { parts } = filterConditions({ categoryIds: [1, 2, 3], youx: true }, null, dates);
    const scope = { where: and(parts.visible, parts.base)!, manufacturer: sql`true`, spec: sql`true` };
    const plan = await planOf(t.db, summaryQuery(scope, 20));
    expect(plan).not.toMatch(/Seq Scan on goods\b/);
  });

  it('reads the near-expiry page in expiry order from the expiring batches, probing goods by key', async () => {
    const { all } = filterConditions({ zone: 'near_expiry', categoryIds: [1, 2, 3] }, null, dates);
    const plan = await planOf(t.db, nearExpiryPageQuery(t.db, all, dates, undefined, 20, 0));
    expect(plan).toMatch(/Index Only Scan using goods_batches_on_sale_idx on goods_batches/);
    expect(plan).not.toMatch(/Seq Scan on goods\b/);
  });

  it.each(['m', 's'] as const)(
    'reads the top 20 of goods_facets facet %s in index order, sorting nothing',
    async (facet) => {
      const plan = await planOf(t.db, topOfFacet(facet, sql`${'all'}`, sql`${20}`));
      expect(plan).toMatch(/Index Only Scan using goods_facets_top_idx on goods_facets/);
      expect(plan).not.toMatch(/Sort/);
    },
  );

  it('stays exact in a big catalogue while the sample finds fewer than 10,000 goods', async () => {
    const exact = (await data(t, '/api/goods/list?page=1')) as List;
    const sample = (await t.db.execute(
      sql`select count(*)::int as n from goods where on_sale and not is_controlled and id % 16 = 0`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(sample.rows[0].n) * SAMPLE_EVERY).toBeLessThan(10_000);
    // PostgreSQL's own count of the table lets the sample in: pretend a big catalogue.
    await t.db.execute(sql`update pg_class set reltuples = 1000000 where oid = 'goods'::regclass`);
    try {
      const again = (await data(t, '/api/goods/list?page=1')) as List;
      expect(again.total).toBe(exact.total);
      expect(again.facets).toEqual(exact.facets);
      expect(again.list.map((g) => g.id)).toEqual(exact.list.map((g) => g.id));
    } finally {
      await t.db.execute(sql`analyze goods`);
    }
  });
});

// PGlite runs every statement unnamed: only a PostgreSQL server keeps prepared statements and plans.
describe.skipIf(!process.env.DATABASE_URL)('the filterless page on PostgreSQL', () => {
  it('keeps one plan for the first page of a big catalogue instead of planning every request', async () => {
    const statements = await t.db.transaction(async (tx) => {
      // A million goods as far as the planner knows, as a big catalogue would look.
      await tx.execute(sql`update pg_class set reltuples = 1000000 where oid = 'goods'::regclass`);
      const where = () => filterConditions({}, null, dates).all;
      for (let i = 0; i < 8; i++) {
        const page = { limit: 20, offset: 0, facets: facetScopes({})!, facetLimit: 20 };
        const { rows } = await findPlainPage(
          tx,
          where,
          { sort: 'default', direction: undefined },
          page,
          new Date(),
        );
        expect(rows).toHaveLength(20);
      }
      const found = (await tx.execute(sql`select custom_plans::int as custom, generic_plans::int as generic
        from pg_prepared_statements where name like 'catalog_plain_page_default_desc%'`)) as unknown as {
        rows: { custom: number; generic: number }[];
      };
      await tx.execute(sql`analyze goods`);
      return found.rows;
    });
    expect(statements).toHaveLength(1);
    // The first five runs of a prepared statement are always planned for their values.
    expect(statements[0]!.custom).toBeLessThanOrEqual(5);
    expect(statements[0]!.generic).toBeGreaterThan(0);
  });
});
