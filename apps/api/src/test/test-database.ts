import { randomBytes } from 'node:crypto';
import { cpSync, rmSync } from 'node:fs';
import { adminQuery, databaseUrl } from './pg-admin';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { START_ENV, type TestDatabaseStart } from './test-catalogue';

/**
 * A fresh database for one test file, so files never see each other's data: PGlite on a copy of the
 * global setup's data folder, or a new database on the PostgreSQL server of DATABASE_URL made from its
 * template (either is removed again on close). It starts as `start` (test-catalogue.ts); without the
 * global setup (a run outside vitest's api project) it is an empty in-memory PGlite that its caller
 * migrates.
 */
export async function openTestDatabase(start: TestDatabaseStart = 'schema'): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const folder = process.env[START_ENV[start].folder];
    if (!folder) return openDatabase({});
    // A folder copy opens in about half the time of loading the same files from a dump into memory:
    // PostgreSQL then reads only the pages it needs.
    const copy = `${folder}-${randomBytes(6).toString('hex')}`;
    cpSync(folder, copy, { recursive: true });
    return removedOnClose(await openDatabase({ dataDir: copy }), async () =>
      rmSync(copy, { recursive: true, force: true }),
    );
  }
  const name = `yaocai_test_${randomBytes(6).toString('hex')}`;
  const template = process.env[START_ENV[start].template];
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return removedOnClose(await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), poolSize: 20 }), () =>
    adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  );
}

/** `handle`, whose close also removes the database it opened. */
const removedOnClose = (handle: DatabaseHandle, remove: () => Promise<void>): DatabaseHandle => ({
  ...handle,
  close: async () => {
    await handle.close();
    await remove();
  },
});

/** Whether the global setup made the starting databases (vitest's api project). */
export const hasTestStarts = () =>
  Boolean(process.env[START_ENV.catalogue.folder] || process.env[START_ENV.catalogue.template]);
