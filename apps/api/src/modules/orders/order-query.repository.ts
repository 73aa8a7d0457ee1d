import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { afterSaleLines, afterSales, goodsImages, orderLines, orders } from '../../db/schema';
import { pageWithTotal } from '../../shared/paging';

export interface OrderFilter {
  status?: string;
  keyword?: string;
  hasSpecial?: boolean;
  page: number;
  pageSize: number;
}

const like = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(memberId: number, filter: OrderFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(orders.memberId, memberId)];
  if (filter.status) parts.push(eq(orders.status, filter.status));
  if (filter.hasSpecial) parts.push(eq(orders.hasSpecial, true));
  if (filter.keyword) {
    const k = like(filter.keyword);
    parts.push(
      or(
        ilike(orders.orderNo, k),
        sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id}
                    and (${orderLines.goodsName} ilike ${k} or ${orderLines.batchNo} ilike ${k}))`,
      ),
    );
  }
  return and(...parts);
}

/** One page of the member's orders (searchable by order number, goods name or batch number). */
export async function findOrderPage(db: Database, memberId: number, filter: OrderFilter) {
  const condition = where(memberId, filter);
  return pageWithTotal(
    db
      .select()
      .from(orders)
      .where(condition)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(orders).where(condition),
  );
}

export async function countByStatus(db: Database, memberId: number) {
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(eq(orders.memberId, memberId))
    .groupBy(orders.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}

export async function firstImages(db: Database, goodsIds: number[]): Promise<Map<number, string>> {
  if (goodsIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([goodsImages.goodsId], { goodsId: goodsImages.goodsId, url: goodsImages.url })
    .from(goodsImages)
    .where(inArray(goodsImages.goodsId, goodsIds))
    .orderBy(goodsImages.goodsId, asc(goodsImages.sort));
  return new Map(rows.map((r) => [r.goodsId, r.url]));
}

/** Units of each order line already in an after-sales request that was not refused. */
export async function appliedQuantities(db: Database, orderLineIds: number[]): Promise<Map<number, number>> {
  if (orderLineIds.length === 0) return new Map();
  const rows = await db
    .select({ lineId: afterSaleLines.orderLineId, n: sql<number>`sum(${afterSaleLines.quantity})::int` })
    .from(afterSaleLines)
    .innerJoin(afterSales, eq(afterSales.id, afterSaleLines.afterSaleId))
    .where(and(inArray(afterSaleLines.orderLineId, orderLineIds), ne(afterSales.status, 'rejected')))
    .groupBy(afterSaleLines.orderLineId);
  return new Map(rows.map((r) => [r.lineId, Number(r.n)]));
}

export async function afterSalesOfOrder(db: Database, orderId: number) {
  return db
    .select({
      id: afterSales.id,
      no: afterSales.afterSaleNo,
      kind: afterSales.kind,
      status: afterSales.status,
    })
    .from(afterSales)
    .where(eq(afterSales.orderId, orderId))
    .orderBy(desc(afterSales.id));
}
