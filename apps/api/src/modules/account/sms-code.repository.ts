import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { smsCodes } from '../../db/schema';

/** Serialises code requests for one key (a phone, an address) across instances until the transaction ends. */
export async function lockKey(tx: Database, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${key}`}))`);
}

export async function countSince(tx: Database, by: 'phone' | 'ip', value: string, since: Date) {
  const column = by === 'phone' ? smsCodes.phone : smsCodes.ip;
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int`, last: sql<Date | null>`max(${smsCodes.createdAt})` })
    .from(smsCodes)
    .where(and(eq(column, value), gt(smsCodes.createdAt, since)));
  return { count: row?.n ?? 0, last: row?.last ? new Date(row.last) : null };
}

export async function insertCode(tx: Database, row: typeof smsCodes.$inferInsert) {
  await tx.insert(smsCodes).values(row);
}

/** The newest code of that phone and purpose not yet used, locked for the check. */
export async function lockLatestCode(tx: Database, phone: string, purpose: string) {
  const [row] = await tx
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.usedAt)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function countWrongTry(db: Database, id: number) {
  await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(eq(smsCodes.id, id));
}

export async function markUsed(tx: Database, id: number, at: Date) {
  await tx.update(smsCodes).set({ usedAt: at }).where(eq(smsCodes.id, id));
}
