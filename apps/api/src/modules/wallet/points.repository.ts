import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members, pointsLedger } from '../../db/schema';

/** Adds (or takes, when negative) points unless the result would go below zero; the new total or null. */
export async function addToPoints(db: Database, memberId: number, amount: number) {
  const [row] = await db
    .update(members)
    .set({ points: sql`${members.points} + ${amount}` })
    .where(and(eq(members.id, memberId), sql`${members.points} + ${amount} >= 0`))
    .returning({ points: members.points });
  return row?.points ?? null;
}

export async function insertPointsEntry(db: Database, entry: typeof pointsLedger.$inferInsert) {
  await db.insert(pointsLedger).values(entry);
}
