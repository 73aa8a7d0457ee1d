import type {
  OperatorAfterSalesAnswer,
  operatorAfterSalesQuery,
  OperatorOrderDetail,
  OperatorOrdersAnswer,
  operatorOrdersQuery,
  OperatorOrderSummary,
} from '@yaocai/contract';
import { exchangeView } from './exchange.service';
import {
  AFTER_SALE_KIND_LABELS,
  AFTER_SALE_STATUS_LABELS,
  formatDate,
  formatYuan,
  ORDER_STATUS_LABELS,
  toCalendarDate,
  type AfterSaleKind,
  type AfterSaleStatus,
  type OrderStatus,
} from '@yaocai/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { shanghaiDayEnd, shanghaiDayStart } from '../../lib/shanghai-day';
import { orderInvoicesForStaff } from '../service/index';
import { findPaidOrderPayment } from '../wallet/index';
import { findAfterSaleLines } from './after-sale.repository';
import { estimatedRefund } from './after-sale.service';
import * as repo from './operator-orders.repository';
import { findEvents, findOrderLines } from './orders.repository';
import { orderParcels } from './parcels.service';
import { shipTraceLines } from './trace-ship.service';
import { returnCodesOf } from './trace-return.service';

/** What the console reads of orders and after-sales, across every member. */

const PAGE_SIZE = 20;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function orderSummary({ order, username, company, goodsCount }: repo.OperatorOrderRow): OperatorOrderSummary {
  return {
    id: order.id,
    order_no: order.orderNo,
    status: order.status,
    status_name: ORDER_STATUS_LABELS[order.status as OrderStatus] ?? order.status,
    username,
    company,
    consignee: order.consignee,
    payable_amount: formatYuan(order.payableAmount),
    goods_count: goodsCount,
    has_special: order.hasSpecial ? 1 : 0,
    receipt_status: order.receiptStatus,
    logistics_company: order.logisticsCompany,
    logistics_no: order.logisticsNo,
    created_at: order.createdAt.toISOString(),
    paid_at: iso(order.paidAt),
  };
}

export async function operatorOrderList(
  db: Database,
  q: z.output<typeof operatorOrdersQuery>,
): Promise<OperatorOrdersAnswer> {
  const { rows, total } = await repo.orderPage(
    db,
    {
      status: q.status,
      receiptStatus: q.receipt_status,
      keyword: q.keyword,
      batchNo: q.batch_no,
      from: q.date_from ? shanghaiDayStart(q.date_from) : undefined,
      until: q.date_to ? shanghaiDayEnd(q.date_to) : undefined,
    },
    (q.page - 1) * PAGE_SIZE,
    PAGE_SIZE,
  );
  return { list: rows.map(orderSummary), total, page: q.page, page_size: PAGE_SIZE };
}

/** A member's latest orders, for the staff beside a chat with it. */
export async function recentOrdersOf(db: Database, memberId: number, limit = 5) {
  const { rows } = await repo.orderPage(db, { memberId }, 0, limit);
  return rows.map(orderSummary);
}

export async function operatorOrderDetail(db: Database, id: number): Promise<OperatorOrderDetail> {
  const row = await repo.orderWithBuyer(db, id);
  if (!row) throw notFound('订单');
  const { order } = row;
  const [lines, events, invoices, parcels, traceLines, payment] = await Promise.all([
    findOrderLines(db, [id]),
    findEvents(db, id),
    orderInvoicesForStaff(db, id),
    orderParcels(db, id),
    shipTraceLines(db, id),
    order.payMethod === 'online' ? findPaidOrderPayment(db, id) : null,
  ]);
  const discounts =
    order.manjianAmount + order.couponAmount + order.redPacketAmount + order.cashVoucherAmount;
  return {
    ...orderSummary(row),
    phone: order.phone,
    address: order.address,
    remark: order.remark,
    pay_method: order.payMethod,
    pay_provider: payment?.provider || null,
    goods_amount: formatYuan(order.goodsAmount),
    discount_amount: formatYuan(discounts),
    shipping_amount: formatYuan(order.shippingAmount),
    cancel_reason: order.cancelReason,
    receipt_image: order.receiptImage,
    receipt_note: order.receiptNote,
    lines: lines.map((l) => ({
      id: l.id,
      goods_id: l.goodsId,
      goods_name: l.goodsName,
      spec: l.spec,
      manufacturer: l.manufacturer,
      batch_no: l.batchNo,
      expires_on: l.expiresOn,
      quantity: l.quantity,
      unit: l.unit,
      unit_price: formatYuan(l.unitPrice),
      amount: formatYuan(l.amount),
      is_gift: l.isGift ? 1 : 0,
    })),
    events: events.map((e) => ({ text: e.text, created_at: e.createdAt.toISOString() })),
    trace_lines: traceLines,
    parcels,
    invoices,
  };
}

export async function operatorAfterSaleList(
  db: Database,
  q: z.output<typeof operatorAfterSalesQuery>,
): Promise<OperatorAfterSalesAnswer> {
  const { rows, total } = await repo.afterSalePage(
    db,
    { status: q.status, keyword: q.keyword },
    (q.page - 1) * PAGE_SIZE,
    PAGE_SIZE,
  );
  const ids = rows.map((r) => r.sale.id);
  const [lines, codesOf, exchanges] = await Promise.all([
    findAfterSaleLines(db, ids),
    returnCodesOf(db, ids),
    Promise.all(ids.map((id) => exchangeView(db, id))),
  ]);
  return {
    list: rows.map(({ sale, orderNo, username, company }, index) => ({
      ...exchanges[index]!,
      id: sale.id,
      after_sale_no: sale.afterSaleNo,
      order_id: sale.orderId,
      order_no: orderNo,
      username,
      company,
      kind: sale.kind,
      kind_name: AFTER_SALE_KIND_LABELS[sale.kind as AfterSaleKind] ?? sale.kind,
      status: sale.status,
      status_name: AFTER_SALE_STATUS_LABELS[sale.status as AfterSaleStatus] ?? sale.status,
      reason: sale.reason,
      refuse_reason: sale.refuseReason,
      photos: sale.photos,
      refund_amount: formatYuan(sale.refundAmount),
      estimated_refund: formatYuan(
        estimatedRefund(
          sale.kind,
          lines.filter((l) => l.saleLine.afterSaleId === sale.id),
        ),
      ),
      lines: lines
        .filter((l) => l.saleLine.afterSaleId === sale.id)
        .map(({ saleLine, line }) => ({
          order_line_id: line.id,
          goods_name: line.goodsName,
          spec: line.spec,
          batch_no: line.batchNo,
          quantity: saleLine.quantity,
          unit: line.unit,
          trace_codes: codesOf(sale.id, line.id),
        })),
      created_at: sale.createdAt.toISOString(),
    })),
    total,
    page: q.page,
    page_size: PAGE_SIZE,
  };
}

/** The order as the audit log keeps it. */
export const orderSnapshot = repo.orderState;
export const afterSaleSnapshot = repo.afterSaleState;

/** Orders and sales of today, this month and the last 30 days (China days), and the work waiting. */
export async function salesDashboard(db: Database, now = new Date()) {
  const day = (at: Date) => formatDate(toCalendarDate(at));
  const today = day(now);
  const days = Array.from({ length: 30 }, (_, i) =>
    day(new Date(now.getTime() - (29 - i) * 24 * 3600 * 1000)),
  );
  const monthStart = `${today.slice(0, 8)}01`;
  const from = shanghaiDayStart(monthStart < days[0] ? monthStart : days[0]);
  const [rows, waiting] = await Promise.all([repo.salesByDay(db, from), repo.waitingCounts(db)]);
  const byDay = new Map(rows.map((r) => [r.day, { orders: r.orders, sales: Number(r.sales) }]));
  const sum = (keep: (d: string) => boolean) =>
    rows
      .filter((r) => keep(r.day))
      .reduce((t, r) => ({ orders: t.orders + r.orders, sales: t.sales + Number(r.sales) }), {
        orders: 0,
        sales: 0,
      });
  const tally = (t: { orders: number; sales: number }) => ({ orders: t.orders, sales: formatYuan(t.sales) });
  return {
    today: tally(sum((d) => d === today)),
    month: tally(sum((d) => d >= monthStart && d <= today)),
    series: days
      .map((d) => tally(byDay.get(d) ?? { orders: 0, sales: 0 }))
      .map((t, i) => ({ day: days[i], ...t })),
    waiting,
  };
}

/** An operator cancels an unpaid order (a paid one is refunded through after-sales, which closes it). */
export async function cancelCheck(db: Database, id: number) {
  const state = await repo.orderState(db, id);
  if (!state) throw notFound('订单');
  if (state.status !== 'unpaid') throw conflict('只能取消待支付的订单，已付款的订单请通过售后退款');
}
