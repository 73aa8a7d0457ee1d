import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { adminQuery } from './pg-admin';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { SNAPSHOT_ENV, TEMPLATE_ENV } from './test-catalogue';

/**
 * A fresh database for one test file, so files never see each other's data: in-memory PGlite, or a
 * new database on the PostgreSQL server of DATABASE_URL (dropped again on close). With `fromTemplate`
 * it starts as a copy of the standard catalogue that the global setup seeded; otherwise it is empty.
 */
export async function openTestDatabase(options = { fromTemplate: false }): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const snapshot = options.fromTemplate ? process.env[SNAPSHOT_ENV] : undefined;
    return openDatabase({ loadDataDir: snapshot ? new Blob([readFileSync(snapshot)]) : undefined });
  }
  const name = `yaocai_test_${randomBytes(6).toString('hex')}`;
  const template = options.fromTemplate ? process.env[TEMPLATE_ENV] : undefined;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 20 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
