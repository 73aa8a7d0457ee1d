import { formatYuan, isFullyRefunded, unitsPart } from '@yaocai/domain';
import type { Database } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/http-errors';
import { refunds } from '../../observability/metrics';
import { lockMember } from '../../shared/member-lock';
import { issueRedInvoice, notify } from '../service/index';
import { recordEvent } from '../integration/index';
import { reverseRefundRewards } from '../marketing/index';
import { receiveReturnCodes } from './trace-return-receive.service';
import { releaseReturnCodes } from './trace-return.service';
import * as sales from './after-sale.repository';
import { moveAfterSaleStep } from './after-sale-move';
import { restockExchange } from './exchange.service';
import { settleUnshipped, shipmentLines } from './order-close.service';
import { returnToBatches } from './stock.repository';
import * as orders from './orders.repository';
import { refundMoney, refundRedPacket, returnDiscounts } from './refund-money';

const afterSaleLink = (id: number) => `/order/afterSalesInfo/${id}`;

/** The step and the member's message about it, in one transaction. */
export async function approveAfterSale(db: Database, id: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const sale = await moveAfterSaleStep(tx, id, 'approved');
    const next =
      sale.kind === 'refund_only' ? '退款将原路退回，请留意账户变动' : '请按售后详情中的说明寄回商品';
    const content = `您的售后申请${sale.afterSaleNo}已通过，${next}。`;
    await notify(
      tx,
      sale.memberId,
      { kind: 'after_sale', title: '售后申请已通过', content, link: afterSaleLink(id) },
      now,
    );
    return sale;
  });
}

export async function refuseAfterSale(db: Database, id: number, reason: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const sale = await moveAfterSaleStep(tx, id, 'rejected', { refuseReason: reason });
    await releaseReturnCodes(tx, id);
    const content = `您的售后申请${sale.afterSaleNo}未通过：${reason}`;
    await notify(
      tx,
      sale.memberId,
      { kind: 'after_sale', title: '售后申请未通过', content, link: afterSaleLink(id) },
      now,
    );
    return sale;
  });
}

/**
 * The goods sent back arrived: the codes the after-sale named and the warehouse scanned (all of them
 * without a scan) may ship again, and a 换货's units go back
 * in stock at once (its replacement ships next). A 退货退款's units are not sold again; those of a recalled
 * batch join its quarantine (recalled_stock), by the same path as every unit back on a batch.
 */
export async function receiveReturn(
  db: Database,
  id: number,
  now = new Date(),
  scan?: { codes: string[]; allowMissing: boolean },
) {
  return db.transaction(async (tx) => {
    const sale = await moveAfterSaleStep(tx, id, 'returned');
    await receiveReturnCodes(tx, id, scan, now);
    if (sale.kind === 'exchange') await restockExchange(tx, sale, now);
    else {
      const lines = await sales.findAfterSaleLines(tx, [sale.id]);
      const back = lines.map(({ saleLine, line }) => ({
        batchId: line.batchId,
        quantity: saleLine.quantity,
      }));
      await returnToBatches(tx, back, { resell: false });
    }
    return sale;
  });
}

/**
 * Refunds an after-sales request: for each line, the paid part of its units back to where the money
 * came from (balance, credit, online), its red-packet part to the red packet, its cash-voucher part as
 * the voucher (docs/refund-policy.md). unitsPart makes every line's refunds add up to at most what was
 * paid for it. Before shipping, the units go back in stock and a refund of the last units closes the
 * order; a refund of the whole order gives the coupon back.
 */
export async function refundAfterSale(db: Database, id: number, now = new Date()) {
  const first = await sales.findAfterSale(db, id);
  if (!first) throw notFound('售后申请');
  const answer = await db.transaction(async (tx) => {
    await lockMember(tx, first.memberId);
    const sale = await moveAfterSaleStep(tx, id, 'refunded');
    const order = await orders.findOrderAnyMember(tx, sale.orderId);
    if (!order?.payMethod) throw new AppError(409, '订单未支付，无需退款');
    const lines = await sales.findAfterSaleLines(tx, [id]);
    const ids = lines.map((l) => l.line.id);
    const refundedQty = await sales.refundedQuantities(tx, ids, id);
    const refundedAmount = await sales.refundedAmounts(tx, ids);
    const rows: { orderLineId: number; destination: string; amount: number; afterSaleId: number }[] = [];
    let money = 0;
    let redPacket = 0;
    let voucher = 0;
    for (const { saleLine, line } of lines) {
      const from = refundedQty.get(line.id) ?? 0;
      if (from + saleLine.quantity > line.quantity) throw conflict('退款数量超过购买数量');
      const part = (total: number) => unitsPart(total, line.quantity, from, saleLine.quantity);
      const parts = {
        money: part(line.paidAmount),
        red_packet: part(line.redPacketShare),
        cash_voucher: part(line.cashVoucherShare),
      };
      const lineTotal = parts.money + parts.red_packet + parts.cash_voucher;
      const ceiling = line.paidAmount + line.redPacketShare + line.cashVoucherShare;
      if ((refundedAmount.get(line.id) ?? 0) + lineTotal > ceiling)
        throw conflict('退款金额超过该商品实付金额');
      money += parts.money;
      redPacket += parts.red_packet;
      voucher += parts.cash_voucher;
      const moneyDestination = order.payMethod;
      rows.push({
        afterSaleId: id,
        orderLineId: line.id,
        destination: moneyDestination,
        amount: parts.money,
      });
      if (parts.red_packet > 0)
        rows.push({
          afterSaleId: id,
          orderLineId: line.id,
          destination: 'red_packet',
          amount: parts.red_packet,
        });
      if (parts.cash_voucher > 0)
        rows.push({
          afterSaleId: id,
          orderLineId: line.id,
          destination: 'cash_voucher',
          amount: parts.cash_voucher,
        });
      await sales.setLineRefund(tx, saleLine.id, lineTotal);
    }
    const note = `售后${sale.afterSaleNo}退款`;
    const base = { memberId: sale.memberId, orderId: order.id, afterSaleId: id, note, createdAt: now };
    await refundMoney(tx, order, base, money);
    await refundRedPacket(tx, base, redPacket);
    await sales.insertRefunds(
      tx,
      rows.filter((r) => r.amount > 0),
    );
    await reverseRefundRewards(tx, id, now);
    const total = money + redPacket + voucher;
    await sales.moveAfterSale(tx, id, 'refunded', { refundAmount: total });
    await orders.insertEvent(tx, order.id, 'refund', `${note}：共${formatYuan(total)}元`, now);
    await notify(
      tx,
      sale.memberId,
      {
        kind: 'after_sale',
        title: '退款已原路退回',
        content: `您的售后申请${sale.afterSaleNo}已退款${formatYuan(total)}元，已按原支付方式退回。`,
        link: afterSaleLink(id),
      },
      now,
    );
    const units = await shipmentLines(tx, order.id);
    const unshipped =
      order.status === 'to_ship'
        ? await settleUnshipped(
            tx,
            order,
            units,
            lines.map(({ saleLine, line }) => ({ batchId: line.batchId, quantity: saleLine.quantity })),
            base,
          )
        : { closed: false, shipping: 0, shippingVoucher: 0 };
    await returnDiscounts(
      tx,
      order,
      base,
      sale.afterSaleNo,
      voucher + unshipped.shippingVoucher,
      isFullyRefunded(units),
    );
    await issueRedInvoice(tx, id, order.id, unshipped.shipping, now);
    await recordEvent(tx, 'after_sale.refunded', id, now);
    if (unshipped.closed) await recordEvent(tx, 'order.cancelled', order.id, now);
    return {
      id,
      status: 'refunded',
      refund_amount: formatYuan(total),
      shipping_refund: formatYuan(unshipped.shipping),
      order_status: unshipped.closed ? 'cancelled' : order.status,
      pay_method: order.payMethod,
    };
  });
  const { pay_method: method, ...result } = answer;
  refunds.inc({ method });
  return result;
}
