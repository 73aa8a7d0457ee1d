import { count } from 'drizzle-orm';
import type { DatabaseHandle } from './client';
import { members } from './schema';
import { seed } from './seed/seed';

/** Migrates, and seeds a database that has no members yet (first start). Returns whether it seeded. */
export async function prepareDatabase(handle: DatabaseHandle, seedGoods: number): Promise<boolean> {
  await handle.migrate();
  const [row] = await handle.db.select({ n: count() }).from(members);
  if ((row?.n ?? 0) > 0) return false;
  await seed(handle.db, { goods: seedGoods });
  return true;
}
