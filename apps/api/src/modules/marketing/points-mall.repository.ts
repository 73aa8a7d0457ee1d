import { and, asc, count, desc, eq, gte, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, members, orders, pointsGoods, pointsLedger, pointsOrders } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';
import { pageWithTotal } from '../../shared/paging';

export type PointsGoodsRow = typeof pointsGoods.$inferSelect;
export type PointsOrderRow = typeof pointsOrders.$inferSelect;
export type PointsGoodsWrite = Omit<typeof pointsGoods.$inferInsert, 'id' | 'createdAt'>;

/** The member's row lock: every points change of one member runs after it, one at a time. */
export async function lockMember(tx: Database, memberId: number) {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('no key update');
}

export async function pointsOf(db: Database, memberId: number) {
  const [row] = await db.select({ points: members.points }).from(members).where(eq(members.id, memberId));
  return row?.points ?? 0;
}

const MALL_ORDER = [asc(pointsGoods.sort), desc(pointsGoods.id)];

/** Items on sale, a page at a time. */
export async function mallPage(db: Database, offset: number, limit: number) {
  const where = eq(pointsGoods.isOn, true);
  return pageWithTotal(
    db
      .select()
      .from(pointsGoods)
      .where(where)
      .orderBy(...MALL_ORDER)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(pointsGoods).where(where),
  );
}

export async function findPointsGoods(db: Database, id: number) {
  const [row] = await db.select().from(pointsGoods).where(eq(pointsGoods.id, id));
  return row ?? null;
}

/** Units of each item exchanged by a member (or by everyone), cancelled orders aside. */
export async function exchangedUnits(db: Database, goodsIds: number[], memberId?: number) {
  if (goodsIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ goodsId: pointsOrders.pointsGoodsId, n: sql<string>`sum(${pointsOrders.number})` })
    .from(pointsOrders)
    .where(
      and(
        inArray(pointsOrders.pointsGoodsId, goodsIds),
        memberId === undefined ? undefined : eq(pointsOrders.memberId, memberId),
        ne(pointsOrders.status, 'cancelled'),
      ),
    )
    .groupBy(pointsOrders.pointsGoodsId);
  return new Map(rows.map((r) => [r.goodsId, Number(r.n)]));
}

/** Takes `number` units if that many are left (one conditional update); false when not. */
export async function takeStock(tx: Database, id: number, number: number) {
  const rows = await tx
    .update(pointsGoods)
    .set({ stock: sql`${pointsGoods.stock} - ${number}` })
    .where(and(eq(pointsGoods.id, id), eq(pointsGoods.isOn, true), gte(pointsGoods.stock, number)))
    .returning({ id: pointsGoods.id });
  return rows.length > 0;
}

/** Inserts unless the order number is taken (then null, and the caller draws another). */
export async function insertPointsOrder(tx: Database, values: typeof pointsOrders.$inferInsert) {
  const [row] = await tx.insert(pointsOrders).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function memberOrderPage(
  db: Database,
  memberId: number,
  status: string | undefined,
  offset: number,
  limit: number,
) {
  const where = and(
    eq(pointsOrders.memberId, memberId),
    status ? eq(pointsOrders.status, status) : undefined,
  );
  return orderPage(db, where, offset, limit);
}

async function orderPage(db: Database, where: SQL | undefined, offset: number, limit: number) {
  return pageWithTotal(
    db
      .select({
        order: pointsOrders,
        kind: pointsGoods.kind,
        username: members.username,
        company: companies.name,
      })
      .from(pointsOrders)
      .innerJoin(pointsGoods, eq(pointsGoods.id, pointsOrders.pointsGoodsId))
      .innerJoin(members, eq(members.id, pointsOrders.memberId))
      .innerJoin(companies, eq(companies.id, members.companyId))
      .where(where)
      .orderBy(desc(pointsOrders.createdAt), desc(pointsOrders.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(pointsOrders)
      .innerJoin(members, eq(members.id, pointsOrders.memberId))
      .where(where),
  );
}

export interface LedgerFilter {
  kind?: string;
  from?: Date;
  to?: Date;
}

function ledgerWhere(memberId: number, f: LedgerFilter) {
  return and(
    eq(pointsLedger.memberId, memberId),
    f.kind ? eq(pointsLedger.kind, f.kind) : undefined,
    f.from ? gte(pointsLedger.createdAt, f.from) : undefined,
    f.to ? lt(pointsLedger.createdAt, f.to) : undefined,
  );
}

/**
 * A member's ledger entries with the number of the order each belongs to: the shop order for earn
 * and reverse, the points order for exchange.
 */
export async function ledgerPage(
  db: Database,
  memberId: number,
  filter: LedgerFilter,
  offset: number,
  limit: number,
) {
  const where = ledgerWhere(memberId, filter);
  const isExchange = eq(pointsLedger.kind, 'exchange');
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        entry: pointsLedger,
        orderNo: sql<
          string | null
        >`case when ${isExchange} then ${pointsOrders.orderNo} else ${orders.orderNo} end`,
      })
      .from(pointsLedger)
      .leftJoin(orders, and(eq(orders.id, pointsLedger.orderId), ne(pointsLedger.kind, 'exchange')))
      .leftJoin(pointsOrders, and(eq(pointsOrders.id, pointsLedger.orderId), isExchange))
      .where(where)
      .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
      .limit(limit)
      .offset(offset),
    db
      .select({
        n: count(),
        income: sql<string>`coalesce(sum(${pointsLedger.amount}) filter (where ${pointsLedger.amount} > 0), 0)`,
        expense: sql<string>`coalesce(-sum(${pointsLedger.amount}) filter (where ${pointsLedger.amount} < 0), 0)`,
      })
      .from(pointsLedger)
      .where(where),
  ]);
  return {
    rows,
    total: totals?.n ?? 0,
    income: Number(totals?.income ?? 0),
    expense: Number(totals?.expense ?? 0),
  };
}

/* ---------------------------------------------------------------- console */

export async function consolePointsGoodsPage(
  db: Database,
  filter: { keyword?: string; kind?: string },
  offset: number,
  limit: number,
) {
  const where = and(
    filter.kind ? eq(pointsGoods.kind, filter.kind) : undefined,
    filter.keyword ? sql`${pointsGoods.name} ilike ${containsPattern(filter.keyword)}` : undefined,
  );
  return pageWithTotal(
    db
      .select()
      .from(pointsGoods)
      .where(where)
      .orderBy(...MALL_ORDER)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(pointsGoods).where(where),
  );
}

export async function savePointsGoods(db: Database, id: number | null, values: PointsGoodsWrite) {
  if (id === null) {
    const [row] = await db.insert(pointsGoods).values(values).returning({ id: pointsGoods.id });
    return row!.id;
  }
  const rows = await db
    .update(pointsGoods)
    .set(values)
    .where(eq(pointsGoods.id, id))
    .returning({ id: pointsGoods.id });
  return rows[0]?.id ?? null;
}

export async function setPointsGoodsImage(db: Database, id: number, image: string) {
  await db.update(pointsGoods).set({ image }).where(eq(pointsGoods.id, id));
}

export async function consoleOrderPage(
  db: Database,
  filter: { status?: string; keyword?: string },
  offset: number,
  limit: number,
) {
  const pattern = filter.keyword ? containsPattern(filter.keyword) : null;
  const where = and(
    filter.status ? eq(pointsOrders.status, filter.status) : undefined,
    pattern
      ? or(
          sql`${pointsOrders.orderNo} ilike ${pattern}`,
          sql`${members.username} ilike ${pattern}`,
          sql`${pointsOrders.consignee} ilike ${pattern}`,
        )
      : undefined,
  );
  return orderPage(db, where, offset, limit);
}

export async function findPointsOrder(db: Database, id: number) {
  const [row] = await db.select().from(pointsOrders).where(eq(pointsOrders.id, id));
  return row ?? null;
}

/** to_ship → shipped with the waybill, once; null when the order is not waiting to ship. */
export async function shipPointsOrder(
  tx: Database,
  id: number,
  logistics: { company: string; no: string },
  at: Date,
) {
  const [row] = await tx
    .update(pointsOrders)
    .set({ status: 'shipped', logisticsCompany: logistics.company, logisticsNo: logistics.no, shippedAt: at })
    .where(and(eq(pointsOrders.id, id), eq(pointsOrders.status, 'to_ship')))
    .returning();
  return row ?? null;
}
