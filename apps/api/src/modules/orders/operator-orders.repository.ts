import { and, count, desc, eq, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { afterSales, companies, members, orderLines, orders } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';
import { pageWithTotal } from '../../shared/paging';

/** The console's reading of orders and after-sales across all members (staff only). */

export interface OrderFilter {
  memberId?: number;
  status?: string;
  receiptStatus?: string;
  keyword?: string;
  batchNo?: string;
  from?: Date;
  until?: Date;
}

function orderWhere(f: OrderFilter): SQL | undefined {
  const like = f.keyword ? containsPattern(f.keyword) : undefined;
  return and(
    f.memberId ? eq(orders.memberId, f.memberId) : undefined,
    f.status ? eq(orders.status, f.status) : undefined,
    f.receiptStatus ? eq(orders.receiptStatus, f.receiptStatus) : undefined,
    like
      ? or(ilike(orders.orderNo, like), ilike(members.username, like), ilike(companies.name, like))
      : undefined,
    f.batchNo
      ? sql`exists (select 1 from ${orderLines} l where l.order_id = ${orders.id} and l.batch_no = ${f.batchNo})`
      : undefined,
    f.from ? gte(orders.createdAt, f.from) : undefined,
    f.until ? lt(orders.createdAt, f.until) : undefined,
  );
}

const orderColumns = {
  order: orders,
  username: members.username,
  company: companies.name,
  goodsCount: sql<number>`(select count(*)::int from ${orderLines} l where l.order_id = ${orders.id})`,
};

export async function orderPage(db: Database, filter: OrderFilter, offset: number, limit: number) {
  const where = orderWhere(filter);
  const from = () =>
    db
      .select(orderColumns)
      .from(orders)
      .innerJoin(members, eq(members.id, orders.memberId))
      .innerJoin(companies, eq(companies.id, members.companyId));
  return pageWithTotal(
    from().where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(offset),
    db
      .select({ n: count() })
      .from(orders)
      .innerJoin(members, eq(members.id, orders.memberId))
      .innerJoin(companies, eq(companies.id, members.companyId))
      .where(where),
  );
}

export type OperatorOrderRow = Awaited<ReturnType<typeof orderPage>>['rows'][number];

export async function orderWithBuyer(db: Database, id: number) {
  const [row] = await db
    .select(orderColumns)
    .from(orders)
    .innerJoin(members, eq(members.id, orders.memberId))
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(eq(orders.id, id));
  return row ?? null;
}

export async function afterSalePage(
  db: Database,
  filter: { status?: string; keyword?: string },
  offset: number,
  limit: number,
) {
  const like = filter.keyword ? containsPattern(filter.keyword) : undefined;
  const where = and(
    filter.status ? eq(afterSales.status, filter.status) : undefined,
    like
      ? or(
          ilike(afterSales.afterSaleNo, like),
          ilike(orders.orderNo, like),
          ilike(members.username, like),
          ilike(companies.name, like),
        )
      : undefined,
  );
  return pageWithTotal(
    db
      .select({
        sale: afterSales,
        orderNo: orders.orderNo,
        username: members.username,
        company: companies.name,
      })
      .from(afterSales)
      .innerJoin(orders, eq(orders.id, afterSales.orderId))
      .innerJoin(members, eq(members.id, afterSales.memberId))
      .innerJoin(companies, eq(companies.id, members.companyId))
      .where(where)
      .orderBy(desc(afterSales.createdAt), desc(afterSales.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(afterSales)
      .innerJoin(orders, eq(orders.id, afterSales.orderId))
      .innerJoin(members, eq(members.id, afterSales.memberId))
      .innerJoin(companies, eq(companies.id, members.companyId))
      .where(where),
  );
}

export async function afterSaleState(db: Database, id: number) {
  const [row] = await db
    .select({
      status: afterSales.status,
      refund_amount: afterSales.refundAmount,
      refuse_reason: afterSales.refuseReason,
    })
    .from(afterSales)
    .where(eq(afterSales.id, id));
  return row ?? null;
}

export async function orderState(db: Database, id: number) {
  const [row] = await db
    .select({
      status: orders.status,
      logistics_company: orders.logisticsCompany,
      logistics_no: orders.logisticsNo,
      receipt_status: orders.receiptStatus,
      cancel_reason: orders.cancelReason,
    })
    .from(orders)
    .where(eq(orders.id, id));
  return row ?? null;
}

/** Paid orders (cancelled ones left out) and their sales per China day since `from`. */
export async function salesByDay(db: Database, from: Date) {
  const day = sql<string>`to_char(${orders.paidAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
  return db
    .select({
      day,
      orders: sql<number>`count(*)::int`,
      sales: sql<number>`coalesce(sum(${orders.payableAmount}), 0)::bigint`,
    })
    .from(orders)
    .where(and(gte(orders.paidAt, from), ne(orders.status, 'cancelled')))
    .groupBy(day);
}

export async function waitingCounts(db: Database) {
  const [[ship], [sales], [receipts]] = await Promise.all([
    db.select({ n: count() }).from(orders).where(eq(orders.status, 'to_ship')),
    db
      .select({ n: count() })
      .from(afterSales)
      .where(inArray(afterSales.status, ['applied', 'returned'])),
    db.select({ n: count() }).from(orders).where(eq(orders.receiptStatus, 'pending')),
  ]);
  return { shipments: ship?.n ?? 0, afterSales: sales?.n ?? 0, receipts: receipts?.n ?? 0 };
}

export interface SalesRecordFilter {
  batchNo?: string;
  keyword?: string;
  from?: Date;
  until?: Date;
}

/** Lines of paid orders (cancelled ones too: what left the warehouse is what the record keeps), newest first. */
export async function salesRecordPage(db: Database, f: SalesRecordFilter, offset: number, limit: number) {
  const like = f.keyword ? containsPattern(f.keyword) : undefined;
  const where = and(
    sql`${orders.paidAt} is not null`,
    f.batchNo ? eq(orderLines.batchNo, f.batchNo) : undefined,
    like
      ? or(
          ilike(orderLines.goodsName, like),
          ilike(orderLines.approvalNumber, like),
          ilike(orders.orderNo, like),
          ilike(companies.name, like),
          ilike(members.username, like),
        )
      : undefined,
    f.from ? gte(orders.paidAt, f.from) : undefined,
    f.until ? lt(orders.paidAt, f.until) : undefined,
  );
  const columns = {
    line: orderLines,
    orderNo: orders.orderNo,
    paidAt: orders.paidAt,
    company: companies.name,
    username: members.username,
  };
  return pageWithTotal(
    db
      .select(columns)
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .innerJoin(members, eq(members.id, orders.memberId))
      .innerJoin(companies, eq(companies.id, members.companyId))
      .where(where)
      .orderBy(desc(orders.paidAt), desc(orderLines.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .innerJoin(members, eq(members.id, orders.memberId))
      .innerJoin(companies, eq(companies.id, members.companyId))
      .where(where),
  );
}
