import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, members, qualifications, sessions, uploads } from '../../db/schema';
import { CLAIM_WINDOW_HOURS } from './upload.service';

/** An upload key as POST /api/upload hands it out (`<purpose>/<32 hex>`). */
export const UPLOAD_KEY = /^[a-z]{1,16}\/[a-f0-9]{32}$/;

export interface NewBuyer {
  company: typeof companies.$inferInsert;
  member: Omit<typeof members.$inferInsert, 'companyId'>;
  documents: Omit<typeof qualifications.$inferInsert, 'companyId'>[];
}

/** A buyer's company, its member (awaiting review) and its documents, in the caller's transaction. */
export async function insertBuyer(tx: Database, buyer: NewBuyer) {
  const [company] = await tx.insert(companies).values(buyer.company).returning({ id: companies.id });
  const [member] = await tx
    .insert(members)
    .values({ ...buyer.member, companyId: company!.id })
    .returning({ id: members.id });
  await tx.insert(qualifications).values(buyer.documents.map((d) => ({ ...d, companyId: company!.id })));
  return { memberId: member!.id, companyId: company!.id };
}

export async function usernameTaken(db: Database, username: string) {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.username, username))
    .limit(1);
  return rows.length > 0;
}

export async function phoneRegistered(db: Database, phone: string) {
  const rows = await db.select({ id: members.id }).from(members).where(eq(members.phone, phone)).limit(1);
  return rows.length > 0;
}

/** The account a password reset is for: by username, else by phone (the oldest account of that phone). */
export async function findAccount(db: Database, account: string) {
  const [byName] = await db
    .select({
      id: members.id,
      username: members.username,
      phone: members.phone,
      passwordHash: members.passwordHash,
    })
    .from(members)
    .where(eq(members.username, account))
    .limit(1);
  if (byName) return byName;
  const [byPhone] = await db
    .select({
      id: members.id,
      username: members.username,
      phone: members.phone,
      passwordHash: members.passwordHash,
    })
    .from(members)
    .where(eq(members.phone, account))
    .orderBy(members.id)
    .limit(1);
  return byPhone ?? null;
}

export async function lockPasswordHash(tx: Database, memberId: number) {
  const [row] = await tx
    .select({ hash: members.passwordHash })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  return row?.hash ?? null;
}

/** A new password ends every session of the member. */
export async function setPassword(tx: Database, memberId: number, passwordHash: string) {
  await tx.update(members).set({ passwordHash }).where(eq(members.id, memberId));
  await tx.delete(sessions).where(eq(sessions.memberId, memberId));
}

/** Keys among `keys` of qualification uploads nobody has claimed yet, within the claim window. */
export async function unclaimedUploads(db: Database, keys: string[]) {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(
      and(
        inArray(uploads.key, keys),
        isNull(uploads.memberId),
        eq(uploads.purpose, 'qualification'),
        gt(uploads.createdAt, sql`now() - make_interval(hours => ${CLAIM_WINDOW_HOURS})`),
      ),
    );
  return rows.map((r) => r.key);
}
