import { and, eq, gte, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';

/** Paid orders (cancelled left out) per Asia/Shanghai month since `from`: month 'YYYY-MM', fen, count. */
export async function monthlyPaid(db: Database, memberId: number, from: Date) {
  const month = sql<string>`to_char(${orders.paidAt} at time zone 'Asia/Shanghai', 'YYYY-MM')`;
  return db
    .select({
      month,
      fen: sql<string>`coalesce(sum(${orders.payableAmount}), 0)::text`,
      orders: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.memberId, memberId),
        isNotNull(orders.paidAt),
        ne(orders.status, 'cancelled'),
        gte(orders.paidAt, from),
      ),
    )
    .groupBy(month);
}
