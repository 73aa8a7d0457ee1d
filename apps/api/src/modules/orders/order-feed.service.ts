import { formatYuan, ORDER_STATUS_LABELS, type OrderStatus } from '@yaocai/domain';
import type { Database } from '../../db/client';
import { findAfterSale, findAfterSaleLines } from './after-sale.repository';
import { feedOrder, feedOrderPage, type FeedOrderRow } from './order-feed.repository';
import { findOrderLines, type OrderLineRow } from './orders.repository';
import { codesOfOrders, type TraceCodeRow } from './trace.repository';

/**
 * Orders as an ERP receives them (订单下发): the whole order with its buyer and every line's GSP
 * record (批准文号, 批号, 生产日期, 有效期). Money in yuan strings with two decimals.
 */

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function feedLine(l: OrderLineRow, codes: TraceCodeRow[]) {
  return {
    id: l.id,
    goods_id: l.goodsId,
    goods_name: l.goodsName,
    spec: l.spec,
    dosage_form: l.dosageForm,
    manufacturer: l.manufacturer,
    approval_number: l.approvalNumber,
    batch_no: l.batchNo,
    produced_on: l.producedOn,
    expires_on: l.expiresOn,
    quantity: l.quantity,
    unit: l.unit,
    unit_price: formatYuan(l.unitPrice),
    amount: formatYuan(l.amount),
    paid_amount: formatYuan(l.paidAmount),
    is_gift: l.isGift,
    /** 药品追溯码 the line shipped with (empty for 无码 goods and before shipping). */
    trace_codes: codes.filter((c) => c.orderLineId === l.id).map((c) => c.code),
  };
}

export type FeedLine = ReturnType<typeof feedLine>;

function feedShape(
  { order: o, username, company }: NonNullable<FeedOrderRow>,
  lines: OrderLineRow[],
  codes: TraceCodeRow[],
) {
  return {
    id: o.id,
    order_no: o.orderNo,
    status: o.status,
    status_name: ORDER_STATUS_LABELS[o.status as OrderStatus] ?? o.status,
    buyer: { member_id: o.memberId, username, company },
    consignee: o.consignee,
    phone: o.phone,
    address: o.address,
    remark: o.remark,
    invoice: { type: o.invoiceType, title: o.invoiceTitle, tax_number: o.taxNumber },
    pay_method: o.payMethod,
    goods_amount: formatYuan(o.goodsAmount),
    manjian_amount: formatYuan(o.manjianAmount),
    coupon_amount: formatYuan(o.couponAmount),
    red_packet_amount: formatYuan(o.redPacketAmount),
    cash_voucher_amount: formatYuan(o.cashVoucherAmount),
    shipping_amount: formatYuan(o.shippingAmount),
    payable_amount: formatYuan(o.payableAmount),
    has_special: o.hasSpecial,
    logistics_company: o.logisticsCompany,
    logistics_no: o.logisticsNo,
    cancel_reason: o.cancelReason,
    created_at: o.createdAt.toISOString(),
    paid_at: iso(o.paidAt),
    shipped_at: iso(o.shippedAt),
    completed_at: iso(o.completedAt),
    cancelled_at: iso(o.cancelledAt),
    lines: lines.map((l) => feedLine(l, codes)),
  };
}

export type FeedOrder = ReturnType<typeof feedShape>;

/** One order as it stands in `db` (inside the transaction of the change, for a webhook). */
export async function orderFeed(db: Database, id: number): Promise<FeedOrder | null> {
  const row = await feedOrder(db, id);
  if (!row) return null;
  const [lines, codes] = await Promise.all([findOrderLines(db, [id]), codesOfOrders(db, [id])]);
  return feedShape(row, lines, codes);
}

/** An after-sale's refund with the lines it covers, and its order. */
export async function afterSaleFeed(db: Database, id: number) {
  const sale = await findAfterSale(db, id);
  if (!sale) return null;
  const [lines, order] = await Promise.all([findAfterSaleLines(db, [id]), orderFeed(db, sale.orderId)]);
  return {
    after_sale: {
      id: sale.id,
      after_sale_no: sale.afterSaleNo,
      kind: sale.kind,
      status: sale.status,
      reason: sale.reason,
      refund_amount: formatYuan(sale.refundAmount),
      order_id: sale.orderId,
      lines: lines.map(({ saleLine, line }) => ({
        order_line_id: line.id,
        goods_id: line.goodsId,
        goods_name: line.goodsName,
        approval_number: line.approvalNumber,
        batch_no: line.batchNo,
        quantity: saleLine.quantity,
        refund_amount: formatYuan(saleLine.refundAmount),
      })),
      updated_at: sale.updatedAt.toISOString(),
    },
    order,
  };
}

export interface FeedCursor {
  createdText: string;
  id: number;
}

/**
 * A page of orders created since `since`, after `cursor`, oldest first. `next` is where the following
 * page starts — also after the last page, so an ERP that polls keeps it and asks again later.
 */
export async function orderFeedPage(
  db: Database,
  since: Date | undefined,
  cursor: FeedCursor | undefined,
  limit: number,
): Promise<{ orders: FeedOrder[]; next: FeedCursor | null; more: boolean }> {
  const rows = await feedOrderPage(db, since, cursor, limit + 1);
  const page = rows.slice(0, limit);
  const ids = page.map((r) => r.order.id);
  const [lines, codes] = await Promise.all([findOrderLines(db, ids), codesOfOrders(db, ids)]);
  const byOrder = new Map<number, OrderLineRow[]>();
  for (const l of lines) byOrder.set(l.orderId, [...(byOrder.get(l.orderId) ?? []), l]);
  const last = page.at(-1);
  return {
    orders: page.map((r) => feedShape(r, byOrder.get(r.order.id) ?? [], codes)),
    next: last ? { createdText: last.createdText, id: last.order.id } : (cursor ?? null),
    more: rows.length > limit,
  };
}
