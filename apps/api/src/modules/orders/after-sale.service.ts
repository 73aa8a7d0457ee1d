import {
  AFTER_SALE_KIND_LABELS,
  AFTER_SALE_STATUS_LABELS,
  canApplyAfterSale,
  canEnterReturnParcel,
  formatYuan,
  nextAfterSaleStatuses,
  unitsPart,
  type AfterSaleKind,
  type AfterSaleStatus,
  type OrderStatus,
} from '@yaocai/domain';
import type { Database } from '../../db/client';
import { conflict, invalid, notFound } from '../../lib/http-errors';
import type { Viewer } from '../../shared/viewer';
import { lockMember } from '../../shared/member-lock';
import { nameReturnCodes, returnCodesOf, type ReturnLineInput } from './trace-return.service';
import * as sales from './after-sale.repository';
import { isUniqueViolation, newNumber } from '../../lib/unique-numbers';
import { appliedQuantities } from './order-query.repository';
import * as orders from './orders.repository';
import { exchangeView } from './exchange.service';

export interface AfterSaleInput {
  orderId: number;
  kind: AfterSaleKind;
  reason: string;
  /** Per line the units and, for 退货/换货 of a line shipped with codes, the codes sent back. */
  lines: ReturnLineInput[];
  photos: string[];
}

export const DESTINATION_LABELS: Record<string, string> = {
  balance: '账户余额',
  credit: '账期额度',
  online: '原支付账户',
  red_packet: '账户红包',
  cash_voucher: '现金券',
};

/** A line given twice is asked once, with its units and codes together. */
function mergeLines(lines: ReturnLineInput[]) {
  const merged = new Map<number, ReturnLineInput>();
  for (const l of lines) {
    const m = merged.get(l.orderLineId);
    const codes = (a?: string[] | 'auto', b?: string[] | 'auto') =>
      a === 'auto' || b === 'auto' ? 'auto' : a || b ? [...(a ?? []), ...(b ?? [])] : undefined;
    merged.set(
      l.orderLineId,
      m ? { ...m, quantity: m.quantity + l.quantity, traceCodes: codes(m.traceCodes, l.traceCodes) } : l,
    );
  }
  return [...merged.values()];
}

/** Applies for 退货退款 / 仅退款 / 换货 on lines of a paid order, never for more units than remain. */
export async function applyAfterSale(db: Database, viewer: Viewer, input: AfterSaleInput, now = new Date()) {
  const run = () =>
    db.transaction(async (tx) => {
      await lockMember(tx, viewer.memberId);
      const order = await orders.findOrder(tx, viewer.memberId, input.orderId);
      if (!order) throw notFound('订单');
      if (!canApplyAfterSale(order.status as OrderStatus, input.kind)) {
        throw conflict(
          order.status === 'to_ship' ? '订单未发货，只能申请仅退款' : '当前订单状态不能申请售后',
        );
      }
      const lines = await orders.findOrderLines(tx, [order.id]);
      const applied = await appliedQuantities(
        tx,
        lines.map((l) => l.id),
      );
      const merged = mergeLines(input.lines);
      for (const { orderLineId: lineId, quantity } of merged) {
        const line = lines.find((l) => l.id === lineId && !l.isGift);
        if (!line) throw invalid('lines', '请选择本订单中的商品');
        const left = line.quantity - (applied.get(lineId) ?? 0);
        if (quantity > left)
          throw invalid('lines', `${line.goodsName}（批号${line.batchNo}）最多还可申请${left}${line.unit}`);
      }
      const sale = await sales.insertAfterSale(
        tx,
        {
          afterSaleNo: newNumber('AS', now),
          memberId: viewer.memberId,
          orderId: order.id,
          kind: input.kind,
          reason: input.reason,
          photos: input.photos,
          createdAt: now,
        },
        merged.map(({ orderLineId, quantity }) => ({ orderLineId, quantity })),
      );
      await nameReturnCodes(tx, order.id, sale.id, input.kind, merged);
      return sale;
    });
  try {
    const row = await run();
    return { id: row.id, after_sale_no: row.afterSaleNo, status: row.status };
  } catch (error) {
    // Two numbers in the same second and the same random draw: try once more.
    if (!isUniqueViolation(error, 'after_sales_no_uq')) throw error;
    const row = await run();
    return { id: row.id, after_sale_no: row.afterSaleNo, status: row.status };
  }
}

function saleView(
  sale: sales.AfterSaleRow,
  orderNo: string,
  lines: Awaited<ReturnType<typeof sales.findAfterSaleLines>>,
  codesOf: Awaited<ReturnType<typeof returnCodesOf>>,
) {
  const own = lines.filter((l) => l.saleLine.afterSaleId === sale.id);
  return {
    id: sale.id,
    after_sale_no: sale.afterSaleNo,
    order_id: sale.orderId,
    order_no: orderNo,
    kind: sale.kind,
    kind_name: AFTER_SALE_KIND_LABELS[sale.kind as AfterSaleKind] ?? sale.kind,
    status: sale.status,
    status_name: AFTER_SALE_STATUS_LABELS[sale.status as AfterSaleStatus] ?? sale.status,
    reason: sale.reason,
    refund_amount: formatYuan(sale.refundAmount),
    /** What the lines would refund at most: the paid part of their units plus their red packet and voucher parts. */
    estimated_refund: formatYuan(estimatedRefund(sale.kind, own)),
    created_at: sale.createdAt.toISOString(),
    lines: own.map(({ saleLine, line }) => ({
      id: saleLine.id,
      order_line_id: line.id,
      goods_id: line.goodsId,
      goods_name: line.goodsName,
      spec: line.spec,
      manufacturer: line.manufacturer,
      unit: line.unit,
      batch_no: line.batchNo,
      expires_on: line.expiresOn,
      price: formatYuan(line.unitPrice),
      quantity: saleLine.quantity,
      refund_amount: formatYuan(saleLine.refundAmount),
      trace_codes: codesOf(sale.id, line.id),
    })),
  };
}

/** What a refund of these lines would give back: their units' paid, red-packet and voucher parts (0 for 换货). */
export function estimatedRefund(
  kind: string,
  lines: {
    saleLine: { quantity: number };
    line: { paidAmount: number; redPacketShare: number; cashVoucherShare: number; quantity: number };
  }[],
) {
  if (kind === 'exchange') return 0;
  return lines.reduce(
    (sum, { saleLine, line }) =>
      sum +
      unitsPart(
        line.paidAmount + line.redPacketShare + line.cashVoucherShare,
        line.quantity,
        0,
        saleLine.quantity,
      ),
    0,
  );
}

export async function afterSaleList(db: Database, viewer: Viewer, status: string | undefined, page: number) {
  const pageSize = 10;
  const result = await sales.findAfterSalePage(db, viewer.memberId, status, page, pageSize);
  const ids = result.rows.map((r) => r.sale.id);
  const [lines, codesOf] = await Promise.all([sales.findAfterSaleLines(db, ids), returnCodesOf(db, ids)]);
  return {
    list: result.rows.map((r) => saleView(r.sale, r.orderNo, lines, codesOf)),
    total: result.total,
    page,
    page_size: pageSize,
  };
}

export async function afterSaleDetail(db: Database, viewer: Viewer, id: number) {
  const sale = await sales.findAfterSale(db, id, viewer.memberId);
  if (!sale) throw notFound('售后申请');
  const [order, lines, refunds, exchange, codesOf] = await Promise.all([
    orders.findOrder(db, viewer.memberId, sale.orderId),
    sales.findAfterSaleLines(db, [id]),
    sales.findRefunds(db, id),
    exchangeView(db, id),
    returnCodesOf(db, [id]),
  ]);
  const byDestination = new Map<string, number>();
  for (const r of refunds)
    byDestination.set(r.destination, (byDestination.get(r.destination) ?? 0) + r.amount);
  return {
    ...saleView(sale, order?.orderNo ?? '', lines, codesOf),
    photos: sale.photos,
    refuse_reason: sale.refuseReason,
    updated_at: sale.updatedAt.toISOString(),
    next_statuses: nextAfterSaleStatuses(sale.kind as AfterSaleKind, sale.status as AfterSaleStatus),
    refunds: [...byDestination].map(([destination, amount]) => ({
      destination,
      destination_name: DESTINATION_LABELS[destination] ?? destination,
      amount: formatYuan(amount),
    })),
    ...exchange,
    can_enter_return_parcel:
      canEnterReturnParcel(sale.kind as AfterSaleKind, sale.status as AfterSaleStatus) &&
      !exchange.parcels.some((p) => p.purpose === 'return'),
  };
}
