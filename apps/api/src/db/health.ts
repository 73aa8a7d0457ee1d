import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';

const journal = fileURLToPath(new URL('./migrations/meta/_journal.json', import.meta.url));
/** Migrations this build ships; the database is current when it has applied all of them. */
const SHIPPED_MIGRATIONS = (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries
  .length;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export type DatabaseState = 'ok' | 'down' | 'migrations_pending';

/** Whether the database answers a trivial query within `timeoutMs` and has every shipped migration. */
export async function checkDatabase(db: Database, timeoutMs = 1_000): Promise<DatabaseState> {
  try {
    const result = await withTimeout(
      db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
      timeoutMs,
    );
    const rows = (result as unknown as { rows: { n: number }[] }).rows;
    return (rows[0]?.n ?? 0) >= SHIPPED_MIGRATIONS ? 'ok' : 'migrations_pending';
  } catch {
    return 'down';
  }
}
