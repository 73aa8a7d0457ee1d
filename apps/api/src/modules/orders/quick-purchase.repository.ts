import { and, count, countDistinct, desc, eq, max, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderLines, orders } from '../../db/schema';
import { pageWithTotal } from '../../shared/paging';

export type FastBuyOrder = 'last' | 'count' | 'number';

const bought = (memberId: number) =>
  and(eq(orders.memberId, memberId), ne(orders.status, 'cancelled'), eq(orderLines.isGift, false));

/** Goods the member bought before, with the last price and date, how many orders and units. */
export async function findBoughtGoods(
  db: Database,
  memberId: number,
  order: FastBuyOrder,
  page: number,
  pageSize: number,
) {
  const lastDate = max(orders.createdAt);
  const orderCount = countDistinct(orders.id);
  const units = sql<number>`sum(${orderLines.quantity})::int`;
  const sort = order === 'count' ? desc(orderCount) : order === 'number' ? desc(units) : desc(lastDate);
  return pageWithTotal(
    db
      .select({
        goodsId: orderLines.goodsId,
        name: max(orderLines.goodsName),
        spec: max(orderLines.spec),
        manufacturer: max(orderLines.manufacturer),
        lastDate,
        lastPrice: sql<number>`(array_agg(${orderLines.unitPrice} order by ${orders.createdAt} desc, ${orderLines.id} desc))[1]`,
        orderCount,
        units,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(bought(memberId))
      .groupBy(orderLines.goodsId)
      .orderBy(sort, desc(orderLines.goodsId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: countDistinct(orderLines.goodsId) })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(bought(memberId)),
  );
}

/** The member's purchase history, line by line, newest first. */
export async function findPurchaseHistory(db: Database, memberId: number, page: number, pageSize: number) {
  return pageWithTotal(
    db
      .select({
        line: orderLines,
        orderNo: orders.orderNo,
        createdAt: orders.createdAt,
        status: orders.status,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(bought(memberId))
      .orderBy(desc(orders.createdAt), desc(orderLines.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(bought(memberId)),
  );
}
