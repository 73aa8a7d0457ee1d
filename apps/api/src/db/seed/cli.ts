// npm run seed -- [--goods 100000] [--seed 42] [--reset]
// Seeds the database of DATABASE_URL, or the embedded one under DATA_DIR (default ./data).
import { count, sql } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../client';
import { goods, members } from '../schema';
import { DEFAULT_SEED, DEFAULT_SEED_GOODS, seed } from './seed';

const USAGE = 'usage: npm run seed -- [--goods N] [--seed N] [--reset]';

function wholeNumber(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number (${USAGE})`);
  return n;
}

async function isEmpty(db: Database) {
  const [m] = await db.select({ n: count() }).from(members);
  const [g] = await db.select({ n: count() }).from(goods);
  return (m?.n ?? 0) === 0 && (g?.n ?? 0) === 0;
}

/** Empties every table of the public schema and restarts its ids; the migrations stay applied. */
async function truncateAll(db: Database) {
  const result = (await db.execute(sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`)) as {
    rows: { tablename: string }[];
  };
  const tables = result.rows.map((r) => `"public"."${r.tablename}"`);
  if (tables.length > 0)
    await db.execute(sql.raw(`TRUNCATE TABLE ${tables.join(', ')} RESTART IDENTITY CASCADE`));
}

async function main() {
  const { values } = parseArgs({
    options: {
      goods: { type: 'string' },
      seed: { type: 'string' },
      reset: { type: 'boolean', default: false },
    },
  });
  const goodsCount = wholeNumber(values.goods, DEFAULT_SEED_GOODS, 'goods');
  const seedNumber = wholeNumber(values.seed, DEFAULT_SEED, 'seed');
  const config = loadConfig();
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const handle = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await handle.migrate();
    if (!(await isEmpty(handle.db))) {
      if (!values.reset) {
        console.error(`The database (${where}) already has data. Run with --reset to empty it first.`);
        process.exitCode = 1;
        return;
      }
      await truncateAll(handle.db);
      console.log(`Emptied ${where}.`);
    }
    const started = performance.now();
    const summary = await seed(handle.db, { goods: goodsCount, seed: seedNumber });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Seeded ${where} in ${seconds} s (seed ${seedNumber}):`);
    console.log(
      `  ${summary.goods} goods, ${summary.batches} batches, ${summary.ladders} ladder tiers, ` +
        `${summary.manufacturers} manufacturers, ${summary.categories} categories, ${summary.banners} banners, ` +
        `${summary.spike} flash-sale and ${summary.daily} daily-special prices`,
    );
    console.log(`  members (password Demo@1234): ${summary.members.join(', ')}`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
