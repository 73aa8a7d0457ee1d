import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, goods, manufacturers, members, orders, quotes } from '../../db/schema';

export type QuoteRow = typeof quotes.$inferSelect;

/** A quote with its goods' names and whether the order that used it still stands. */
const listColumns = {
  quote: quotes,
  goodsName: goods.name,
  spec: goods.spec,
  manufacturer: manufacturers.name,
  unit: goods.unit,
  username: members.username,
  company: companies.name,
  orderStatus: orders.status,
  repliedBy: sql<string>`coalesce((select m.username from members m where m.id = ${quotes.repliedBy}), '')`,
};

export type QuoteListRow = {
  quote: QuoteRow;
  goodsName: string;
  spec: string;
  manufacturer: string;
  unit: string;
  username: string;
  company: string;
  orderStatus: string | null;
  repliedBy: string;
};

function listQuery(db: Database, where: SQL | undefined) {
  return db
    .select(listColumns)
    .from(quotes)
    .innerJoin(goods, eq(goods.id, quotes.goodsId))
    .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .innerJoin(members, eq(members.id, quotes.memberId))
    .innerJoin(companies, eq(companies.id, members.companyId))
    .leftJoin(orders, eq(orders.id, quotes.orderId))
    .where(where);
}

/**
 * The stored status of a filter: used and expired are answered quotes whose order stands or whose day
 * passed (computed, so a cancelled order frees its quote again).
 */
export function statusCondition(status: string | undefined, today: string): SQL | undefined {
  const used = sql`(${quotes.orderId} is not null and exists (select 1 from orders o
    where o.id = ${quotes.orderId} and o.status <> 'cancelled'))`;
  switch (status) {
    case 'open':
    case 'refused':
      return eq(quotes.status, status);
    case 'used':
      return and(eq(quotes.status, 'answered'), used);
    case 'expired':
      return sql`${quotes.status} = 'answered' and ${quotes.validUntil} < ${today} and not ${used}`;
    case 'answered':
      return sql`${quotes.status} = 'answered' and ${quotes.validUntil} >= ${today} and not ${used}`;
    default:
      return undefined;
  }
}

export async function findQuotes(db: Database, where: SQL | undefined, page: number, size: number) {
  const [rows, [total]] = await Promise.all([
    listQuery(db, where)
      .orderBy(desc(quotes.id))
      .limit(size)
      .offset((page - 1) * size),
    db
      .select({ n: count() })
      .from(quotes)
      .innerJoin(goods, eq(goods.id, quotes.goodsId))
      .innerJoin(members, eq(members.id, quotes.memberId))
      .innerJoin(companies, eq(companies.id, members.companyId))
      .where(where),
  ]);
  return { rows: rows as QuoteListRow[], total: total?.n ?? 0 };
}

export function keywordCondition(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(goods.name, like), ilike(members.username, like), ilike(companies.name, like));
}

export async function findQuoteView(db: Database, id: number) {
  const [row] = await listQuery(db, eq(quotes.id, id)).limit(1);
  return (row as QuoteListRow | undefined) ?? null;
}

export async function insertQuote(db: Database, values: typeof quotes.$inferInsert) {
  const [row] = await db.insert(quotes).values(values).returning({ id: quotes.id });
  return row!.id;
}

/** Locks an open quote for a decision; null when it is not open (answered or refused already). */
export async function lockQuote(db: Database, id: number) {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function updateQuote(db: Database, id: number, values: Partial<typeof quotes.$inferInsert>) {
  await db.update(quotes).set(values).where(eq(quotes.id, id));
}

/** What pricing a cart line at a quote needs: the quote and the state of the order that used it. */
export async function findPricingQuotes(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ quote: quotes, orderStatus: orders.status })
    .from(quotes)
    .leftJoin(orders, eq(orders.id, quotes.orderId))
    .where(inArray(quotes.id, ids));
}

/**
 * Marks the quote used by this order, unless another order that still stands used it first: one
 * conditional update, so of two orders placed at once only one gets it.
 */
export async function claimQuote(db: Database, id: number, memberId: number, orderId: number) {
  const rows = await db
    .update(quotes)
    .set({ orderId })
    .where(
      and(
        eq(quotes.id, id),
        eq(quotes.memberId, memberId),
        eq(quotes.status, 'answered'),
        sql`(${quotes.orderId} is null or exists (select 1 from orders o
          where o.id = ${quotes.orderId} and o.status = 'cancelled'))`,
      ),
    )
    .returning({ id: quotes.id });
  return rows.length === 1;
}
