import { isFullyRefunded, type ShipmentLine } from '@yaocai/domain';
import type { Database } from '../../db/client';
import { alertArrivalsAt } from '../purchasing/index';
import * as sales from './after-sale.repository';
import * as orders from './orders.repository';
import { refundMoney, refundRedPacket, type RefundBase } from './refund-money';
import { returnFlashSold, returnToBatches } from './stock.repository';

export const REFUND_CLOSE_REASON = '商品已全部退款，订单关闭';

/** The order's lines with the units refunded and asked back, for the shipment rules. */
export async function shipmentLines(
  db: Database,
  orderId: number,
): Promise<(ShipmentLine & { line: orders.OrderLineRow })[]> {
  const [lines, units] = await Promise.all([
    orders.findOrderLines(db, [orderId]),
    sales.refundUnitsOfOrder(db, orderId),
  ]);
  return lines.map((line) => ({
    line,
    quantity: line.quantity,
    isGift: line.isGift,
    refunded: units.get(line.id)?.refunded ?? 0,
    requested: units.get(line.id)?.requested ?? 0,
  }));
}

/** The shipping fee's part of each means of payment: the order's totals less its lines' shares. */
function shippingParts(order: orders.OrderRow, lines: orders.OrderLineRow[]) {
  const sum = (pick: (l: orders.OrderLineRow) => number) => lines.reduce((s, l) => s + pick(l), 0);
  return {
    money: Math.max(0, order.payableAmount - sum((l) => l.paidAmount)),
    redPacket: Math.max(0, order.redPacketAmount - sum((l) => l.redPacketShare)),
    cashVoucher: Math.max(0, order.cashVoucherAmount - sum((l) => l.cashVoucherShare)),
  };
}

/**
 * After a refund of an unshipped order (inside its transaction, under the member lock): the refunded
 * units go back on their batches, and once every bought unit is refunded the order is closed — gifts
 * back in stock, flash-sale counts restored, the shipping fee's money and red packet refunded, status to cancelled with an event.
 * Returns the shipping's cash-voucher part for the caller to give back with the rest of the voucher.
 */
export async function settleUnshipped(
  tx: Database,
  order: orders.OrderRow,
  lines: Awaited<ReturnType<typeof shipmentLines>>,
  refunded: { batchId: number; quantity: number }[],
  base: RefundBase,
) {
  await returnToBatches(tx, refunded);
  await alertArrivalsAt(
    tx,
    refunded.map((r) => r.batchId),
    base.createdAt,
  );
  const none = { closed: false, shipping: 0, shippingVoucher: 0 };
  if (!isFullyRefunded(lines)) return none;
  const closed = await orders.transition(tx, order.id, 'to_ship', {
    status: 'cancelled',
    cancelledAt: base.createdAt,
    cancelReason: REFUND_CLOSE_REASON,
  });
  if (!closed) return none;
  await returnToBatches(
    tx,
    lines.filter((l) => l.isGift).map((l) => ({ batchId: l.line.batchId, quantity: l.quantity })),
  );
  await returnFlashSold(
    tx,
    lines.map((l) => l.line),
  );
  const shipping = shippingParts(
    order,
    lines.map((l) => l.line),
  );
  const note = `${base.note}（订单关闭，运费退回）`;
  await refundMoney(tx, order, { ...base, note }, shipping.money);
  await refundRedPacket(tx, { ...base, note }, shipping.redPacket);
  await orders.insertEvent(tx, order.id, 'closed', REFUND_CLOSE_REASON, base.createdAt);
  return {
    closed: true,
    shipping: shipping.money + shipping.redPacket + shipping.cashVoucher,
    shippingVoucher: shipping.cashVoucher,
  };
}
