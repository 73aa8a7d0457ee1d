import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminQuery, databaseUrl } from './pg-admin';
import { openDatabase } from '../db/client';
import { seed } from '../db/seed/seed';
import { START_ENV, STANDARD_TEST_CATALOGUE } from './test-catalogue';

/**
 * Migrates once per run, then seeds the standard test catalogue; every test file starts from a copy of
 * one of the two (a PGlite data folder, or a PostgreSQL template database) instead of migrating and seeding.
 */
export default async function setup() {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const suffix = randomBytes(4).toString('hex');
    const names = { schema: `yaocai_tpl_schema_${suffix}`, catalogue: `yaocai_tpl_${suffix}` };
    const open = (name: string) => openDatabase({ databaseUrl: databaseUrl(serverUrl, name) });
    await adminQuery(serverUrl, `CREATE DATABASE ${names.schema}`);
    const schema = await open(names.schema);
    await schema.migrate();
    await schema.close();
    await adminQuery(serverUrl, `CREATE DATABASE ${names.catalogue} TEMPLATE ${names.schema}`);
    const catalogue = await open(names.catalogue);
    await seed(catalogue.db, STANDARD_TEST_CATALOGUE);
    await catalogue.close();
    process.env[START_ENV.schema.template] = names.schema;
    process.env[START_ENV.catalogue.template] = names.catalogue;
    return async () => {
      for (const name of Object.values(names)) {
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    };
  }
  // Copies are made on every file's start: in memory (/dev/shm) where the machine has it.
  const root = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'yaocai-test-'));
  const folders = { schema: join(root, 'schema'), catalogue: join(root, 'catalogue') };
  const schema = await openDatabase({ dataDir: folders.schema });
  await schema.migrate();
  await schema.close();
  cpSync(folders.schema, folders.catalogue, { recursive: true });
  const catalogue = await openDatabase({ dataDir: folders.catalogue });
  await seed(catalogue.db, STANDARD_TEST_CATALOGUE);
  await catalogue.close();
  process.env[START_ENV.schema.folder] = folders.schema;
  process.env[START_ENV.catalogue.folder] = folders.catalogue;
  return () => rmSync(root, { recursive: true, force: true });
}
