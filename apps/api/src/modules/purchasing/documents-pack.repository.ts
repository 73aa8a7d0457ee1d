import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  companies,
  goods,
  goodsBatches,
  manufacturers,
  members,
  orderLines,
  orders,
  traceCodes,
} from '../../db/schema';

/** The order with its buyer's company; `memberId` limits it to that member's own orders. */
export async function findOrder(db: Database, id: number, memberId?: number) {
  const rows = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      status: orders.status,
      createdAt: orders.createdAt,
      shippedAt: orders.shippedAt,
      logisticsCompany: orders.logisticsCompany,
      logisticsNo: orders.logisticsNo,
      company: companies.name,
    })
    .from(orders)
    .innerJoin(members, eq(members.id, orders.memberId))
    .innerJoin(companies, eq(companies.id, members.companyId))
    .where(memberId === undefined ? eq(orders.id, id) : and(eq(orders.id, id), eq(orders.memberId, memberId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The order's GSP lines (goods, batch, expiry), in the order they were bought. */
export async function findLines(db: Database, orderId: number) {
  return db
    .select({
      id: orderLines.id,
      goodsName: orderLines.goodsName,
      spec: orderLines.spec,
      manufacturer: orderLines.manufacturer,
      approvalNumber: orderLines.approvalNumber,
      batchId: orderLines.batchId,
      batchNo: orderLines.batchNo,
      expiresOn: orderLines.expiresOn,
      quantity: orderLines.quantity,
      unit: orderLines.unit,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
}

/** What a batch's 药检报告 needs: the uploaded report's address, or the data to draw one. */
export async function findBatches(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: goodsBatches.id,
      batchNo: goodsBatches.batchNo,
      producedOn: goodsBatches.producedOn,
      expiresOn: goodsBatches.expiresOn,
      qualityReportUrl: goodsBatches.qualityReportUrl,
      kind: goods.kind,
      name: goods.name,
      spec: goods.spec,
      approvalNumber: goods.approvalNumber,
      manufacturer: manufacturers.name,
    })
    .from(goodsBatches)
    .innerJoin(goods, eq(goods.id, goodsBatches.goodsId))
    .innerJoin(manufacturers, eq(manufacturers.id, goods.manufacturerId))
    .where(inArray(goodsBatches.id, ids))
    .orderBy(asc(goodsBatches.id));
}

/** The 药品追溯码 the order shipped with, with their line's GSP fields (追溯码清单 in the pack). */
export async function findTraceCodes(db: Database, orderId: number) {
  return db
    .select({
      goodsName: orderLines.goodsName,
      spec: orderLines.spec,
      approvalNumber: orderLines.approvalNumber,
      batchNo: orderLines.batchNo,
      expiresOn: orderLines.expiresOn,
      code: traceCodes.code,
    })
    .from(traceCodes)
    .innerJoin(orderLines, eq(orderLines.id, traceCodes.orderLineId))
    .where(eq(traceCodes.orderId, orderId))
    .orderBy(asc(traceCodes.id));
}
