import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messages } from '../../db/schema';
import { pageWithTotal } from '../../shared/paging';

export type MessageInsert = typeof messages.$inferInsert;

export async function insertMessage(db: Database, row: MessageInsert) {
  await db.insert(messages).values(row);
}

export async function messagePage(
  db: Database,
  memberId: number,
  unreadOnly: boolean,
  offset: number,
  limit: number,
) {
  const where = and(eq(messages.memberId, memberId), unreadOnly ? isNull(messages.readAt) : undefined);
  return pageWithTotal(
    db
      .select()
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(messages).where(where),
  );
}

export async function unreadCount(db: Database, memberId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.memberId, memberId), isNull(messages.readAt)));
  return row?.n ?? 0;
}

/** Marks the member's own messages read: `ids`, or all when empty. Another member's ids change nothing. */
export async function markRead(db: Database, memberId: number, ids: number[], at: Date) {
  await db
    .update(messages)
    .set({ readAt: at })
    .where(
      and(
        eq(messages.memberId, memberId),
        isNull(messages.readAt),
        ids.length > 0 ? inArray(messages.id, ids) : undefined,
      ),
    );
}

/** Inserts unless the member already has a message with this dedupe key; true when inserted. */
export async function insertMessageOnce(db: Database, row: MessageInsert & { dedupeKey: string }) {
  const inserted = await db
    .insert(messages)
    .values(row)
    .onConflictDoNothing({ target: [messages.memberId, messages.dedupeKey] })
    .returning({ id: messages.id });
  return inserted.length > 0;
}
