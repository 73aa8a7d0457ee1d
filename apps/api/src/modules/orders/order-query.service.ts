import {
  AFTER_SALE_KIND_LABELS,
  AFTER_SALE_STATUS_LABELS,
  ORDER_STATUSES,
  type AfterSaleKind,
  type AfterSaleStatus,
} from '@yaocai/domain';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import type { Viewer } from '../../shared/viewer';
import { sweepExpiredOrders } from './order-cancel.service';
import * as query from './order-query.repository';
import { amountsView, lineView, orderSummary, orderTimeline, RECEIPT_STATUS_LABELS } from './order-view';
import { orderParcels } from './parcels.service';
import * as repo from './orders.repository';

export const ORDER_PAGE_SIZE = 10;

async function withLines(db: Database, rows: repo.OrderRow[], now: Date) {
  const lines = await repo.findOrderLines(
    db,
    rows.map((o) => o.id),
  );
  const images = await query.firstImages(db, [...new Set(lines.map((l) => l.goodsId))]);
  return rows.map((o) =>
    orderSummary(
      o,
      lines.filter((l) => l.orderId === o.id),
      images,
      now,
    ),
  );
}

/** The order centre: a status tab, a keyword (order number, goods name or batch number), a page. */
export async function orderList(
  db: Database,
  viewer: Viewer,
  filter: { status?: string; keyword?: string; page: number; pageSize?: number },
  now = new Date(),
) {
  await sweepExpiredOrders(db, now, viewer.memberId);
  const pageSize = filter.pageSize ?? ORDER_PAGE_SIZE;
  const [page, counts] = await Promise.all([
    query.findOrderPage(db, viewer.memberId, { ...filter, pageSize }),
    query.countByStatus(db, viewer.memberId),
  ]);
  const all = [...counts.values()].reduce((a, b) => a + b, 0);
  return {
    list: await withLines(db, page.rows, now),
    total: page.total,
    page: filter.page,
    page_size: pageSize,
    counts: { all, ...Object.fromEntries(ORDER_STATUSES.map((s) => [s, counts.get(s) ?? 0])) },
  };
}

async function ownOrder(db: Database, viewer: Viewer, id: number, now: Date) {
  await sweepExpiredOrders(db, now, viewer.memberId);
  const order = await repo.findOrder(db, viewer.memberId, id);
  if (!order) throw notFound('订单');
  return order;
}

export async function orderDetail(db: Database, viewer: Viewer, id: number, now = new Date()) {
  const order = await ownOrder(db, viewer, id, now);
  const [lines, events, sales, parcels] = await Promise.all([
    repo.findOrderLines(db, [id]),
    repo.findEvents(db, id),
    query.afterSalesOfOrder(db, id),
    orderParcels(db, id),
  ]);
  const [images, applied] = await Promise.all([
    query.firstImages(db, [...new Set(lines.map((l) => l.goodsId))]),
    query.appliedQuantities(
      db,
      lines.map((l) => l.id),
    ),
  ]);
  return {
    ...orderSummary(order, lines, images, now),
    lines: lines.map((l) => lineView(l, images.get(l.goodsId), applied.get(l.id) ?? 0)),
    amounts: amountsView(order),
    address: { consignee: order.consignee, phone: order.phone, address: order.address },
    invoice: { type: order.invoiceType, title: order.invoiceTitle, tax_number: order.taxNumber },
    remark: order.remark,
    cancel_reason: order.cancelReason,
    logistics: {
      company: order.logisticsCompany,
      no: order.logisticsNo,
      shipped_at: order.shippedAt?.toISOString() ?? null,
    },
    timeline: orderTimeline(events),
    parcels,
    receipt: { status: order.receiptStatus, image: order.receiptImage, note: order.receiptNote },
    after_sales: sales.map((s) => ({
      id: s.id,
      after_sale_no: s.no,
      kind: s.kind,
      kind_name: AFTER_SALE_KIND_LABELS[s.kind as AfterSaleKind] ?? s.kind,
      status: s.status,
      status_name: AFTER_SALE_STATUS_LABELS[s.status as AfterSaleStatus] ?? s.status,
    })),
  };
}

export async function orderLogistics(db: Database, viewer: Viewer, id: number, now = new Date()) {
  const order = await ownOrder(db, viewer, id, now);
  return {
    order_id: order.id,
    order_no: order.orderNo,
    status: order.status,
    logistics_company: order.logisticsCompany,
    logistics_no: order.logisticsNo,
    shipped_at: order.shippedAt?.toISOString() ?? null,
    timeline: orderTimeline(await repo.findEvents(db, id)),
    parcels: await orderParcels(db, id),
  };
}

/** The 含特殊药品 orders and their receipts (回执), for /hmdd. */
export async function receiptList(db: Database, viewer: Viewer, page: number, now = new Date()) {
  await sweepExpiredOrders(db, now, viewer.memberId);
  const result = await query.findOrderPage(db, viewer.memberId, {
    hasSpecial: true,
    page,
    pageSize: ORDER_PAGE_SIZE,
  });
  const summaries = await withLines(db, result.rows, now);
  return {
    list: summaries.map((s, i) => {
      const order = result.rows[i]!;
      return {
        ...s,
        receipt_image: order.receiptImage,
        receipt_note: order.receiptNote,
        receipt_status_name: RECEIPT_STATUS_LABELS[order.receiptStatus] ?? order.receiptStatus,
      };
    }),
    total: result.total,
    page,
    page_size: ORDER_PAGE_SIZE,
  };
}
