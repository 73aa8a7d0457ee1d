import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { prepareDatabase } from '../../src/db/bootstrap';
import { openDatabase } from '../../src/db/client';
import { adminQuery, databaseUrl } from '../../src/test/pg-admin';

/** A database row as the checks read it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Row = Record<string, any>;
export type Query = (text: string) => Promise<Row[]>;

export const SYSTEM_SEED_GOODS = 200;
export const PGLITE_TEMPLATE_ENV = 'YAOCAI_SYSTEM_PGLITE_TEMPLATE';
export const PG_TEMPLATE_ENV = 'YAOCAI_SYSTEM_PG_TEMPLATE';

/** The database a test's server processes run on, and a way to read it directly. */
export interface DataTarget {
  kind: 'pglite' | 'postgres';
  /** DATA_DIR or DATABASE_URL for the server process. */
  serverEnv: Record<string, string>;
  /** Runs `work` against the database; a PGlite folder only while no server process holds it. */
  inspect<T>(work: (query: Query) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
}

/** A copy of the seeded PGlite folder the global setup made. */
export function pgliteTarget(): DataTarget {
  const template = process.env[PGLITE_TEMPLATE_ENV];
  if (!template) throw new Error(`${PGLITE_TEMPLATE_ENV} not set: run with -c vitest.system.config.ts`);
  const dir = mkdtempSync(join(tmpdir(), 'yaocai-system-data-'));
  const dataDir = join(dir, 'db');
  cpSync(template, dataDir, { recursive: true });
  return {
    kind: 'pglite',
    serverEnv: { DATA_DIR: dataDir },
    async inspect(work) {
      const handle = await openDatabase({ dataDir });
      try {
        return await work(
          async (text) => ((await handle.db.execute(sql.raw(text))) as unknown as { rows: Row[] }).rows,
        );
      } finally {
        await handle.close();
      }
    },
    async dispose() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A new database on the PostgreSQL server of `serverUrl`: a copy of the global setup's template
 * when there is one for that server, otherwise migrated and seeded here. Dropped on dispose.
 */
export async function postgresTarget(serverUrl: string, template?: string): Promise<DataTarget> {
  const name = `yaocai_system_${randomBytes(5).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = databaseUrl(serverUrl, name);
  if (!template) {
    const handle = await openDatabase({ databaseUrl: url });
    await prepareDatabase(handle, SYSTEM_SEED_GOODS);
    await handle.close();
  }
  return {
    kind: 'postgres',
    serverEnv: { DATABASE_URL: url },
    async inspect(work) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return await work(async (text) => (await client.query(text)).rows as Row[]);
      } finally {
        await client.end();
      }
    },
    async dispose() {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** The DATABASE_URL server's copy of the seeded template (tests skip without DATABASE_URL). */
export function serverTarget(): Promise<DataTarget> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL not set');
  return postgresTarget(serverUrl, process.env[PG_TEMPLATE_ENV]);
}
