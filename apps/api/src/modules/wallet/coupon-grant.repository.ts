import type { Database } from '../../db/client';
import { coupons } from '../../db/schema';

export async function insertCoupons(db: Database, rows: (typeof coupons.$inferInsert)[]) {
  const inserted = await db.insert(coupons).values(rows).returning({ id: coupons.id });
  return inserted.map((r) => r.id);
}
