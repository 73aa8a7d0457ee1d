import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, members, qualifications } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';
import { pageWithTotal } from '../../shared/paging';

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

const pendingOf = (companyId: SQL | typeof members.companyId) =>
  sql`(select count(*)::int from ${qualifications} q where q.company_id = ${companyId} and q.status = 'pending')`;
const pendingSince = sql<Date | null>`(select max(q.created_at) from ${qualifications} q
  where q.company_id = ${members.companyId} and q.status = 'pending')`;

const hasPending = sql`exists (select 1 from ${qualifications} q where q.company_id = ${members.companyId} and q.status = 'pending')`;

const STATUS_CONDITION: Record<ReviewStatus, SQL> = {
  pending: hasPending,
  approved: sql`not ${hasPending} and ${members.isPassed} = 1`,
  rejected: sql`not ${hasPending} and ${members.isPassed} = 0`,
};

const reviewColumns = {
  id: members.id,
  username: members.username,
  isPassed: members.isPassed,
  reviewNote: members.reviewNote,
  createdAt: members.createdAt,
  companyId: members.companyId,
  company: companies.name,
  kind: companies.kind,
  region: companies.region,
  city: companies.city,
  district: companies.district,
  address: companies.address,
  contact: companies.contactName,
  phone: companies.contactPhone,
  grantedScopes: companies.businessScopes,
  requestedScopes: companies.requestedScopes,
  pendingCount: sql<number>`${pendingOf(members.companyId)}`,
  pendingSince,
};

export async function reviewPage(
  db: Database,
  filter: { status: ReviewStatus; keyword?: string },
  offset: number,
  limit: number,
) {
  const like = filter.keyword ? containsPattern(filter.keyword) : undefined;
  const condition = and(
    eq(members.role, 'buyer'),
    STATUS_CONDITION[filter.status],
    like
      ? or(ilike(members.username, like), ilike(companies.name, like), ilike(companies.contactPhone, like))
      : undefined,
  );
  // The queue is first come, first served; decided reviews show the newest first.
  const order =
    filter.status === 'pending'
      ? [asc(pendingSince), asc(members.id)]
      : [desc(members.createdAt), desc(members.id)];
  return pageWithTotal(
    db
      .select(reviewColumns)
      .from(members)
      .innerJoin(companies, eq(companies.id, members.companyId))
      .where(condition)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(members)
      .innerJoin(companies, eq(companies.id, members.companyId))
      .where(condition),
  );
}

export type ReviewRow = Awaited<ReturnType<typeof reviewPage>>['rows'][number];

export async function reviewOf(db: Database, memberId: number, lock = false) {
  const query = db
    .select(reviewColumns)
    .from(members)
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(and(eq(members.id, memberId), eq(members.role, 'buyer')));
  const rows = lock ? await query.for('update', { of: members }) : await query;
  return rows[0] ?? null;
}

export async function documentsOf(db: Database, companyId: number) {
  return db
    .select()
    .from(qualifications)
    .where(eq(qualifications.companyId, companyId))
    .orderBy(
      sql`case ${qualifications.status} when 'pending' then 0 when 'approved' then 1 else 2 end`,
      asc(qualifications.id),
    );
}

export async function pendingDocumentIds(db: Database, companyId: number) {
  const rows = await db
    .select({ id: qualifications.id })
    .from(qualifications)
    .where(and(eq(qualifications.companyId, companyId), eq(qualifications.status, 'pending')))
    .orderBy(asc(qualifications.id));
  return rows.map((r) => r.id);
}

export async function setReviewOutcome(
  db: Database,
  memberId: number,
  outcome: { isPassed?: number; note: string },
) {
  await db
    .update(members)
    .set({
      ...(outcome.isPassed === undefined ? {} : { isPassed: outcome.isPassed }),
      reviewNote: outcome.note,
    })
    .where(eq(members.id, memberId));
}

export async function setScopes(db: Database, companyId: number, scopes: string[]) {
  await db
    .update(companies)
    .set({ businessScopes: scopes, requestedScopes: [] })
    .where(eq(companies.id, companyId));
}

export async function pendingReviewCount(db: Database) {
  const [row] = await db
    .select({ n: count() })
    .from(members)
    .where(and(eq(members.role, 'buyer'), hasPending));
  return row?.n ?? 0;
}
