import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, goods, members, varietyRequests } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';
import { pageWithTotal } from '../../shared/paging';

export type VarietyInsert = typeof varietyRequests.$inferInsert;

const requestColumns = {
  request: varietyRequests,
  goodsName: goods.name,
};

export async function insertRequest(db: Database, row: VarietyInsert) {
  const [created] = await db.insert(varietyRequests).values(row).returning({ id: varietyRequests.id });
  return created!;
}

async function page(db: Database, where: SQL | undefined, offset: number, limit: number) {
  return pageWithTotal(
    db
      .select({
        ...requestColumns,
        memberId: members.id,
        username: members.username,
        company: companies.name,
        contact: companies.contactName,
        phone: companies.contactPhone,
      })
      .from(varietyRequests)
      .innerJoin(members, eq(members.id, varietyRequests.memberId))
      .innerJoin(companies, eq(companies.id, members.companyId))
      .leftJoin(goods, eq(goods.id, varietyRequests.goodsId))
      .where(where)
      .orderBy(desc(varietyRequests.createdAt), desc(varietyRequests.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(varietyRequests)
      .innerJoin(members, eq(members.id, varietyRequests.memberId))
      .innerJoin(companies, eq(companies.id, members.companyId))
      .where(where),
  );
}

export type VarietyRow = Awaited<ReturnType<typeof page>>['rows'][number];

/** One member's requests, newest first. */
export function memberPage(
  db: Database,
  memberId: number,
  status: string | undefined,
  offset: number,
  limit: number,
) {
  return page(
    db,
    and(eq(varietyRequests.memberId, memberId), status ? eq(varietyRequests.status, status) : undefined),
    offset,
    limit,
  );
}

/** Every member's requests for staff, by status and words (品种, 厂家, 公司, 用户名). */
export function staffPage(
  db: Database,
  filter: { status?: string; keyword?: string },
  offset: number,
  limit: number,
) {
  const like = filter.keyword ? containsPattern(filter.keyword) : undefined;
  return page(
    db,
    and(
      filter.status ? eq(varietyRequests.status, filter.status) : undefined,
      like
        ? or(
            ilike(varietyRequests.name, like),
            ilike(varietyRequests.manufacturer, like),
            ilike(companies.name, like),
            ilike(members.username, like),
          )
        : undefined,
    ),
    offset,
    limit,
  );
}

/** Requests per status: one member's, or everyone's. */
export async function statusCounts(db: Database, memberId?: number) {
  const rows = await db
    .select({ status: varietyRequests.status, n: count() })
    .from(varietyRequests)
    .where(memberId === undefined ? undefined : eq(varietyRequests.memberId, memberId))
    .groupBy(varietyRequests.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}

export async function findOne(db: Database, id: number, memberId?: number) {
  const [row] = await db
    .select(requestColumns)
    .from(varietyRequests)
    .leftJoin(goods, eq(goods.id, varietyRequests.goodsId))
    .where(
      and(
        eq(varietyRequests.id, id),
        memberId === undefined ? undefined : eq(varietyRequests.memberId, memberId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The request under its row lock, so two staff deciding at once take turns. */
export async function lockRequest(tx: Database, id: number) {
  const [row] = await tx.select().from(varietyRequests).where(eq(varietyRequests.id, id)).for('update');
  return row ?? null;
}

export async function setStatus(
  tx: Database,
  id: number,
  change: { status: string; reason: string; goodsId: number | null; at: Date },
) {
  await tx
    .update(varietyRequests)
    .set({ status: change.status, reason: change.reason, goodsId: change.goodsId, updatedAt: change.at })
    .where(eq(varietyRequests.id, id));
}

/** A goods to link: its name and whether it is on sale; null when there is no such goods. */
export async function goodsForListing(db: Database, id: number) {
  const [row] = await db
    .select({ id: goods.id, name: goods.name, onSale: goods.onSale })
    .from(goods)
    .where(eq(goods.id, id))
    .limit(1);
  return row ?? null;
}

export async function pendingCount(db: Database) {
  const [row] = await db
    .select({ n: count() })
    .from(varietyRequests)
    .where(eq(varietyRequests.status, 'pending'));
  return row?.n ?? 0;
}
