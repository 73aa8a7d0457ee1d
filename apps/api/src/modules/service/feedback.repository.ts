import { and, count, desc, eq, ilike, isNull, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { companies, feedback, members } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';
import { pageWithTotal } from '../../shared/paging';

export type FeedbackInsert = typeof feedback.$inferInsert;
export type FeedbackRecord = typeof feedback.$inferSelect;

const replier = alias(members, 'replier');
/** Not replied yet: no reply time (a reply is never empty). */
const unreplied = isNull(feedback.repliedAt);

export async function insertFeedback(db: Database, row: FeedbackInsert) {
  const [created] = await db.insert(feedback).values(row).returning({ id: feedback.id });
  return created!;
}

export async function memberPage(db: Database, memberId: number, offset: number, limit: number) {
  const where = eq(feedback.memberId, memberId);
  return pageWithTotal(
    db
      .select()
      .from(feedback)
      .where(where)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(feedback).where(where),
  );
}

/** Everyone's feedback for staff: replied or not, by words (内容, 公司, 用户名); the unreplied first. */
export async function staffPage(
  db: Database,
  filter: { replied?: boolean; keyword?: string },
  offset: number,
  limit: number,
) {
  const like = filter.keyword ? containsPattern(filter.keyword) : undefined;
  const where: SQL | undefined = and(
    filter.replied === undefined ? undefined : filter.replied ? isNotNull(feedback.repliedAt) : unreplied,
    like
      ? or(ilike(feedback.content, like), ilike(companies.name, like), ilike(members.username, like))
      : undefined,
  );
  return pageWithTotal(
    db
      .select({
        feedback,
        username: members.username,
        company: companies.name,
        contact: companies.contactName,
        phone: companies.contactPhone,
        repliedBy: sql<string>`coalesce(nullif(${replier.name}, ''), ${replier.username}, '')`,
      })
      .from(feedback)
      .innerJoin(members, eq(members.id, feedback.memberId))
      .innerJoin(companies, eq(companies.id, members.companyId))
      .leftJoin(replier, eq(replier.id, feedback.repliedBy))
      .where(where)
      .orderBy(sql`${feedback.repliedAt} is not null`, desc(feedback.createdAt), desc(feedback.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(feedback)
      .innerJoin(members, eq(members.id, feedback.memberId))
      .innerJoin(companies, eq(companies.id, members.companyId))
      .where(where),
  );
}

export async function unrepliedCount(db: Database) {
  const [row] = await db.select({ n: count() }).from(feedback).where(unreplied);
  return row?.n ?? 0;
}

/** The feedback under its row lock, so two staff replying at once take turns. */
export async function lockFeedback(tx: Database, id: number) {
  const [row] = await tx.select().from(feedback).where(eq(feedback.id, id)).for('update');
  return row ?? null;
}

export async function findFeedback(db: Database, id: number) {
  const [row] = await db.select().from(feedback).where(eq(feedback.id, id)).limit(1);
  return row ?? null;
}

export async function setReply(tx: Database, id: number, reply: { text: string; staffId: number; at: Date }) {
  await tx
    .update(feedback)
    .set({ reply: reply.text, repliedBy: reply.staffId, repliedAt: reply.at })
    .where(eq(feedback.id, id));
}
