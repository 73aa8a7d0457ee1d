import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members, uploads } from '../../db/schema';

export async function insertUpload(
  db: Database,
  row: {
    key: string;
    memberId: number | null;
    purpose: string;
    contentType: string;
    size: number;
    originalName: string;
  },
) {
  await db.insert(uploads).values(row);
}

export async function findUpload(db: Database, key: string) {
  const rows = await db.select().from(uploads).where(eq(uploads.key, key)).limit(1);
  return rows[0] ?? null;
}

export async function memberRole(db: Database, memberId: number) {
  const rows = await db.select({ role: members.role }).from(members).where(eq(members.id, memberId)).limit(1);
  return rows[0]?.role ?? null;
}

/** Sets the owner of those keys that have none yet and are younger than `maxAgeHours`; returns their keys. */
export async function claim(db: Database, keys: string[], memberId: number, maxAgeHours: number) {
  if (keys.length === 0) return [];
  const rows = await db
    .update(uploads)
    .set({ memberId })
    .where(
      and(
        inArray(uploads.key, keys),
        isNull(uploads.memberId),
        gt(uploads.createdAt, sql`now() - make_interval(hours => ${maxAgeHours})`),
      ),
    )
    .returning({ key: uploads.key });
  return rows.map((r) => r.key);
}

/** Keys among `keys` that belong to the member (an upload can only be used by its owner). */
export async function ownedKeys(db: Database, keys: string[], memberId: number) {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(inArray(uploads.key, keys), eq(uploads.memberId, memberId)));
  return rows.map((r) => r.key);
}

export async function keysOfType(db: Database, keys: string[], contentType: string) {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(inArray(uploads.key, keys), eq(uploads.contentType, contentType)));
  return rows.map((r) => r.key);
}
