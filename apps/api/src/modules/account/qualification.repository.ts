import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, members, qualifications } from '../../db/schema';

export type QualificationRow = typeof qualifications.$inferSelect;

export function companyDocuments(db: Database, companyId: number) {
  return db
    .select()
    .from(qualifications)
    .where(eq(qualifications.companyId, companyId))
    .orderBy(qualifications.id);
}

export async function findDocument(db: Database, id: number) {
  const rows = await db.select().from(qualifications).where(eq(qualifications.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Locks the document row (approve/reject run one at a time per document). */
export async function lockDocument(db: Database, id: number) {
  const rows = await db.select().from(qualifications).where(eq(qualifications.id, id)).for('update').limit(1);
  return rows[0] ?? null;
}

export async function companyOf(db: Database, companyId: number) {
  const rows = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return rows[0] ?? null;
}

/** Serialises submissions of one company (two tabs sending the same replacement at once). */
export async function lockCompany(db: Database, companyId: number) {
  await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

export async function latestOfKind(db: Database, companyId: number, kind: string, status: string) {
  const rows = await db
    .select()
    .from(qualifications)
    .where(
      and(
        eq(qualifications.companyId, companyId),
        eq(qualifications.kind, kind),
        eq(qualifications.status, status),
      ),
    )
    .orderBy(desc(qualifications.id))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertDocument(db: Database, row: typeof qualifications.$inferInsert) {
  const [created] = await db.insert(qualifications).values(row).returning();
  return created!;
}

export async function setStatus(
  db: Database,
  id: number,
  values: { status: string; rejectReason?: string; reviewedAt?: Date },
) {
  await db.update(qualifications).set(values).where(eq(qualifications.id, id));
}

/** Every other approved copy of that kind becomes `replaced` once its replacement is approved. */
export async function supersede(db: Database, companyId: number, kind: string, keepId: number) {
  await db
    .update(qualifications)
    .set({ status: 'replaced' })
    .where(
      and(
        eq(qualifications.companyId, companyId),
        eq(qualifications.kind, kind),
        eq(qualifications.status, 'approved'),
        sql`${qualifications.id} <> ${keepId}`,
      ),
    );
}

/** Grants the document's scopes to the company (and drops them from what it still asks for). */
export async function grantScopes(db: Database, companyId: number, scopes: string[]) {
  if (scopes.length === 0) return;
  await db
    .update(companies)
    .set({
      businessScopes: sql`array(select distinct unnest(${companies.businessScopes} || ${sql.param(scopes)}::text[]) order by 1)`,
      requestedScopes: sql`array(select s from unnest(${companies.requestedScopes}) s where s <> all(${sql.param(scopes)}::text[]))`,
    })
    .where(eq(companies.id, companyId));
}

export async function memberRole(db: Database, memberId: number) {
  const rows = await db.select({ role: members.role }).from(members).where(eq(members.id, memberId)).limit(1);
  return rows[0]?.role ?? null;
}

export async function memberPassed(db: Database, memberId: number) {
  const rows = await db
    .select({ isPassed: members.isPassed })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return rows[0]?.isPassed ?? 0;
}

/** Companies with an approved document expiring between the two days (inclusive). */
export async function companiesWithExpiring(db: Database, fromDay: string, untilDay: string) {
  const rows = await db
    .selectDistinct({ companyId: qualifications.companyId })
    .from(qualifications)
    .where(
      and(
        eq(qualifications.status, 'approved'),
        sql`${qualifications.expiresOn} between ${fromDay} and ${untilDay}`,
      ),
    );
  return rows.map((r) => r.companyId);
}

/** The buyers (not staff, not disabled) who act for the company. */
export async function buyersOf(db: Database, companyId: number) {
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.companyId, companyId), eq(members.role, 'buyer'), eq(members.disabled, false)));
  return rows.map((r) => r.id);
}
