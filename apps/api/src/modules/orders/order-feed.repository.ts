import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, members, orders } from '../../db/schema';

/** Orders with their buyer, for the ERP feed (webhooks and the export). */

const columns = {
  order: orders,
  username: members.username,
  company: companies.name,
  // The full-precision creation time, so a cursor neither repeats nor skips orders of the same millisecond.
  createdText: sql<string>`${orders.createdAt}::text`,
};

const withBuyer = (db: Database) =>
  db
    .select(columns)
    .from(orders)
    .innerJoin(members, eq(members.id, orders.memberId))
    .innerJoin(companies, eq(companies.id, members.companyId));

export type FeedOrderRow = Awaited<ReturnType<typeof feedOrder>>;

export async function feedOrder(db: Database, id: number) {
  const [row] = await withBuyer(db).where(eq(orders.id, id));
  return row ?? null;
}

/** Orders after the cursor (creation time, then id), oldest first. */
export async function feedOrderPage(
  db: Database,
  since: Date | undefined,
  after: { createdText: string; id: number } | undefined,
  limit: number,
) {
  return withBuyer(db)
    .where(
      and(
        since ? gte(orders.createdAt, since) : undefined,
        after
          ? sql`(${orders.createdAt}, ${orders.id}) > (${after.createdText}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit);
}
