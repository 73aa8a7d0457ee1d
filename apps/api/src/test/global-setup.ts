import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminQuery } from './pg-admin';
import { openDatabase } from '../db/client';
import { seed } from '../db/seed/seed';
import { STANDARD_TEST_CATALOGUE, TEMPLATE_ENV, SNAPSHOT_ENV } from './test-catalogue';

/**
 * Migrates and seeds the standard test catalogue once per run; every test file then starts from a
 * copy of it (a PGlite dump, or a PostgreSQL template database) instead of migrating and seeding.
 */
export default async function setup() {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `yaocai_tpl_${randomBytes(4).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString() });
    await handle.migrate();
    await seed(handle.db, STANDARD_TEST_CATALOGUE);
    await handle.close();
    process.env[TEMPLATE_ENV] = name;
    return () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const handle = await openDatabase({});
  await handle.migrate();
  await seed(handle.db, STANDARD_TEST_CATALOGUE);
  const file = join(tmpdir(), `yaocai-test-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await (await handle.dump!()).arrayBuffer()));
  await handle.close();
  process.env[SNAPSHOT_ENV] = file;
  return () => rmSync(file, { force: true });
}
