import { and, count, desc, eq, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { chatConversations, chatMessages, companies, members } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';
import { pageWithTotal } from '../../shared/paging';

/** Customer-service conversations and their messages. */

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

const staffMember = alias(members, 'staff_member');

export async function openConversationOf(db: Database, memberId: number) {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.memberId, memberId), eq(chatConversations.status, 'open')));
  return row ?? null;
}

/** The member's open conversation, else its latest closed one. */
export async function latestConversationOf(db: Database, memberId: number) {
  const [row] = await db
    .select({ conversation: chatConversations, staffName: staffName() })
    .from(chatConversations)
    .leftJoin(staffMember, eq(staffMember.id, chatConversations.staffId))
    .where(eq(chatConversations.memberId, memberId))
    .orderBy(sql`${chatConversations.status} = 'open' desc`, desc(chatConversations.id))
    .limit(1);
  return row ?? null;
}

/** Opens the member's conversation unless one is open already (parallel first messages make one). */
export async function openConversation(db: Database, memberId: number, at: Date) {
  await db
    .insert(chatConversations)
    .values({ memberId, lastMessageAt: at, createdAt: at })
    .onConflictDoNothing({ target: chatConversations.memberId, where: sql`status = 'open'` });
  const row = await openConversationOf(db, memberId);
  if (!row) throw new Error(`no open conversation for member ${memberId}`);
  return row;
}

export async function conversationById(db: Database, id: number) {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  return row ?? null;
}

export async function insertMessage(db: Database, values: typeof chatMessages.$inferInsert) {
  const [row] = await db.insert(chatMessages).values(values).returning();
  await db
    .update(chatConversations)
    .set({ lastMessageAt: row!.createdAt })
    .where(eq(chatConversations.id, row!.conversationId));
  return row!;
}

/** The member's messages across its conversations, newest first, older than `before` when given. */
export async function messagesOfMember(
  db: Database,
  memberId: number,
  before: number | undefined,
  limit: number,
) {
  return db
    .select({ message: chatMessages, staffName: staffName() })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .leftJoin(staffMember, eq(staffMember.id, chatMessages.staffId))
    .where(and(eq(chatConversations.memberId, memberId), before ? lt(chatMessages.id, before) : undefined))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
}

export async function staffNameOf(db: Database, staffId: number) {
  const [row] = await db
    .select({ name: members.name, username: members.username })
    .from(members)
    .where(eq(members.id, staffId));
  return row ? row.name || row.username : '';
}

/** Staff messages after the member's read position, in all its conversations. */
export async function memberUnread(db: Database, memberId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(
      and(
        eq(chatConversations.memberId, memberId),
        eq(chatMessages.sender, 'staff'),
        sql`${chatMessages.id} > ${chatConversations.memberReadId}`,
      ),
    );
  return row?.n ?? 0;
}

/** A read position never runs ahead of the conversation's last message (future ones stay unread). */
const readUpTo = (lastId: number) =>
  sql`least(${lastId}, (select coalesce(max(m.id), 0) from ${chatMessages} m where m.conversation_id = ${chatConversations.id}))`;

export async function markMemberRead(db: Database, memberId: number, lastId: number) {
  await db
    .update(chatConversations)
    .set({ memberReadId: sql`greatest(${chatConversations.memberReadId}, ${readUpTo(lastId)})` })
    .where(eq(chatConversations.memberId, memberId));
}

export async function markStaffRead(db: Database, conversationId: number, lastId: number) {
  await db
    .update(chatConversations)
    .set({ staffReadId: sql`greatest(${chatConversations.staffReadId}, ${readUpTo(lastId)})` })
    .where(eq(chatConversations.id, conversationId));
}

export async function setStaff(db: Database, id: number, staffId: number) {
  const [row] = await db
    .update(chatConversations)
    .set({ staffId })
    .where(and(eq(chatConversations.id, id), eq(chatConversations.status, 'open')))
    .returning();
  return row ?? null;
}

export async function closeConversation(db: Database, id: number, at: Date) {
  const [row] = await db
    .update(chatConversations)
    .set({ status: 'closed', closedAt: at })
    .where(and(eq(chatConversations.id, id), eq(chatConversations.status, 'open')))
    .returning();
  return row ?? null;
}

function staffName() {
  return sql<string>`coalesce(nullif(${staffMember.name}, ''), ${staffMember.username}, '')`;
}

const staffUnread = sql<number>`(select count(*)::int from ${chatMessages} m
  where m.conversation_id = ${chatConversations.id} and m.sender = 'member' and m.id > ${chatConversations.staffReadId})`;

const lastMessage = sql<string>`coalesce((select case when m.kind = 'image' then '[图片]' else left(m.body, 60) end
  from ${chatMessages} m where m.conversation_id = ${chatConversations.id} order by m.id desc limit 1), '')`;

export interface ConversationFilter {
  status?: string;
  /** Assigned to this staff member or to nobody. */
  mineOf?: number;
  keyword?: string;
}

function conversationWhere(f: ConversationFilter): SQL | undefined {
  const like = f.keyword ? containsPattern(f.keyword) : undefined;
  return and(
    f.status ? eq(chatConversations.status, f.status) : undefined,
    f.mineOf ? or(eq(chatConversations.staffId, f.mineOf), isNull(chatConversations.staffId)) : undefined,
    like
      ? or(ilike(members.username, like), ilike(members.name, like), ilike(companies.name, like))
      : undefined,
  );
}

/** A conversation as the inbox shows it: member, company, staff, unread count and last message. */
function conversationRows(db: Database) {
  return db
    .select({
      conversation: chatConversations,
      username: members.username,
      memberName: members.name,
      company: companies.name,
      staffName: staffName(),
      unread: staffUnread,
      lastMessage,
    })
    .from(chatConversations)
    .innerJoin(members, eq(members.id, chatConversations.memberId))
    .innerJoin(companies, eq(companies.id, members.companyId))
    .leftJoin(staffMember, eq(staffMember.id, chatConversations.staffId));
}

/** Conversations as the staff inbox lists them, the latest activity first. */
export async function conversationPage(
  db: Database,
  filter: ConversationFilter,
  offset: number,
  limit: number,
) {
  const where = conversationWhere(filter);
  return pageWithTotal(
    conversationRows(db)
      .where(where)
      .orderBy(desc(chatConversations.lastMessageAt), desc(chatConversations.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(chatConversations)
      .innerJoin(members, eq(members.id, chatConversations.memberId))
      .innerJoin(companies, eq(companies.id, members.companyId))
      .where(where),
  );
}

/** One conversation as the inbox shows it, or null. */
export async function conversationRow(db: Database, id: number) {
  const [row] = await conversationRows(db).where(eq(chatConversations.id, id));
  return row ?? null;
}

export type ConversationListRow = Awaited<ReturnType<typeof conversationPage>>['rows'][number];

/** Open conversations whose member wrote something no staff member has read. */
export async function waitingCount(db: Database) {
  const [row] = await db
    .select({ n: count() })
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.status, 'open'),
        sql`exists (select 1 from ${chatMessages} m where m.conversation_id = ${chatConversations.id}
          and m.sender = 'member' and m.id > ${chatConversations.staffReadId})`,
      ),
    );
  return row?.n ?? 0;
}
