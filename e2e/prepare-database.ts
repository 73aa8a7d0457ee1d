// Migrates and seeds an embedded database folder once, so that every browser-test server starts from a copy of it.
import { prepareDatabase } from '../apps/api/src/db/bootstrap';
import { openDatabase } from '../apps/api/src/db/client';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: node --import tsx e2e/prepare-database.ts <folder>');
const handle = await openDatabase({ dataDir });
await prepareDatabase(handle, Number(process.env.SEED_GOODS ?? 2000));
await handle.close();
