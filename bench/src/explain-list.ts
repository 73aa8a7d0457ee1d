/**
 * EXPLAIN (ANALYZE, BUFFERS) of every statement one uncached `GET /api/goods/list` sends, for the
 * list pages docs/performance-goods-list.md shows. It records the SQL the service really issues
 * (Drizzle's logger), so the plans follow the code.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:54330/benchlist node --import tsx bench/src/explain-list.ts
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../apps/api/src/db/schema';
import type { Database } from '../../apps/api/src/db/client';
import { listGoods, type GoodsListQuery } from '../../apps/api/src/modules/catalog/index';
import { setCatalogCaching } from '../../apps/api/src/modules/catalog/index';

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) throw new Error('DATABASE_URL must point at PostgreSQL');

const pool = new pg.Pool({ connectionString: url, max: 4 });
const statements: { sql: string; params: unknown[] }[] = [];
const db = drizzle(pool, {
  schema,
  logger: { logQuery: (sql, params) => statements.push({ sql, params }) },
}) as unknown as Database;

async function firstCategory() {
  const { rows } = await pool.query<{ id: number }>(
    'select id from categories where parent_id is not null order by id limit 1',
  );
  return rows[0]?.id;
}

async function main() {
  setCatalogCaching(false);
  const category = await firstCategory();
  const pages: [string, Partial<GoodsListQuery>][] = [
    ['default list', {}],
    [`category ${category}`, { category_id: category }],
    ['keyword ganmao', { keywords: 'ganmao' }],
    ['in stock', { in_stock: '1' }],
  ];
  // A query as JSON (`'{"zone":"near_expiry","sort":"expiry"}'`) explains that list page instead.
  const only = process.argv[2];
  if (only?.startsWith('{')) pages.splice(0, pages.length, [only, JSON.parse(only)]);
  for (const [title, query] of pages) {
    if (only && !only.startsWith('{') && !title.startsWith(only)) continue;
    // Once to warm the caches of PostgreSQL, then the statements of a second request are explained.
    await listGoods(db, { page: 1, page_size: 20, ...query }, null);
    statements.length = 0;
    const started = performance.now();
    await listGoods(db, { page: 1, page_size: 20, ...query }, null);
    const ms = performance.now() - started;
    console.log(`\n## ${title}: ${statements.length} statements, ${ms.toFixed(1)} ms for the request\n`);
    for (const { sql, params } of [...statements]) {
      if (!/^\s*(with|select)/i.test(sql)) continue;
      const { rows } = await pool.query(`explain (analyze, buffers) ${sql}`, params);
      console.log('```');
      console.log(sql.length > 400 ? `${sql.slice(0, 400)} …` : sql);
      console.log('--');
      console.log(rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
      console.log('```');
    }
  }
  await pool.end();
}

await main();
