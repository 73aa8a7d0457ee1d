import { count, sql } from 'drizzle-orm';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type DatabaseHandle } from '../../../apps/api/src/db/client';
import { goods } from '../../../apps/api/src/db/schema';
import { seed } from '../../../apps/api/src/db/seed/seed';

export interface BenchDatabase {
  kind: 'pglite' | 'postgres';
  /** Environment for the server process: DATABASE_URL or DATA_DIR. */
  env: Record<string, string>;
  cleanup(): void;
}

const SEED = 7;

async function goodsCount(handle: DatabaseHandle) {
  const [row] = await handle.db.select({ n: count() }).from(goods);
  return Number(row?.n ?? 0);
}

async function seedFresh(handle: DatabaseHandle, goodsWanted: number) {
  const started = Date.now();
  await handle.migrate();
  process.stdout.write(`seeding ${goodsWanted.toLocaleString()} goods… `);
  await seed(handle.db, { goods: goodsWanted, seed: SEED });
  // Fresh statistics, as a production database would have after autovacuum.
  await handle.db.execute(sql`analyze`);
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/**
 * Migrates; when the migrations no longer fit the database (they were regenerated since it was made),
 * the bench database is rebuilt from nothing: its data is about to be replaced anyway.
 */
async function migrateOrRebuild(handle: DatabaseHandle) {
  try {
    await handle.migrate();
  } catch (error) {
    console.warn(
      `migrations do not apply (${(error as Error).message.split('\n')[0]}); rebuilding the schema`,
    );
    await handle.db.execute(
      sql.raw('drop schema if exists drizzle cascade; drop schema public cascade; create schema public'),
    );
    await handle.migrate();
  }
}

/** Every table of the public schema emptied, so the seed starts from nothing. */
async function truncateAll(handle: DatabaseHandle) {
  const result = (await handle.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )) as unknown as { rows: { tablename: string }[] };
  if (result.rows.length === 0) return;
  const names = result.rows.map((r) => `"public"."${r.tablename}"`).join(', ');
  await handle.db.execute(sql.raw(`truncate ${names} restart identity cascade`));
}

/**
 * PostgreSQL when DATABASE_URL is set (its tables are truncated and seeded again), otherwise PGlite in a
 * temporary folder (or --data-dir, reused when it already holds the goods wanted).
 */
export async function prepareBenchDatabase(options: {
  goods: number;
  dataDir?: string;
}): Promise<BenchDatabase> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const handle = await openDatabase({ databaseUrl });
    try {
      await migrateOrRebuild(handle);
      if ((await goodsCount(handle)) !== options.goods || process.env.BENCH_RESEED === '1') {
        await truncateAll(handle);
        await seedFresh(handle, options.goods);
      } else console.log(`reusing the ${options.goods.toLocaleString()} goods already in DATABASE_URL`);
    } finally {
      await handle.close();
    }
    return { kind: 'postgres', env: { DATABASE_URL: databaseUrl }, cleanup: () => {} };
  }

  const keep = options.dataDir !== undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'yaocai-bench-'));
  if (keep && existsSync(join(dataDir, 'PG_VERSION'))) {
    const existing = await openDatabase({ dataDir });
    const found = await tryCount(existing);
    await existing.close();
    if (found === options.goods)
      console.log(`reusing the ${options.goods.toLocaleString()} goods in ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    const handle = await openDatabase({ dataDir });
    try {
      await seedFresh(handle, options.goods);
    } finally {
      await handle.close();
    }
  }
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir },
    cleanup: () => {
      if (!keep) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function tryCount(handle: DatabaseHandle) {
  try {
    return await goodsCount(handle);
  } catch {
    return -1;
  }
}
