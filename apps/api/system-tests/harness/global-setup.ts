import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareDatabase } from '../../src/db/bootstrap';
import { openDatabase } from '../../src/db/client';
import { adminQuery, databaseUrl } from '../../src/test/pg-admin';
import { PG_TEMPLATE_ENV, PGLITE_TEMPLATE_ENV, SYSTEM_SEED_GOODS } from './data-target';

/**
 * Seeds the demo data once (what a first server start would do) into a PGlite folder and, with
 * DATABASE_URL, a template database; each test starts its servers on a copy.
 */
export default async function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'yaocai-system-template-'));
  const folder = join(dir, 'db');
  const embedded = await openDatabase({ dataDir: folder });
  await prepareDatabase(embedded, SYSTEM_SEED_GOODS);
  await embedded.close();
  process.env[PGLITE_TEMPLATE_ENV] = folder;

  const serverUrl = process.env.DATABASE_URL;
  let template: string | undefined;
  if (serverUrl) {
    template = `yaocai_systpl_${randomBytes(4).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${template}`);
    const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, template) });
    await prepareDatabase(handle, SYSTEM_SEED_GOODS);
    await handle.close();
    process.env[PG_TEMPLATE_ENV] = template;
  }
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (serverUrl && template)
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  };
}
