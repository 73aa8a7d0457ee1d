import { formatYuan, SPECIAL_RECEIPT_OUTSTANDING } from '@yaocai/domain';
import type { Database } from '../../db/client';
import { conflict } from '../../lib/http-errors';
import { ordersPaid } from '../../observability/metrics';
import * as orders from '../orders/index';
import { hasOutstandingSpecialReceipt } from '../../shared/special-receipt';
import { markOrderPaid } from './payment.service';

/** Why an order cannot be paid by a bank transfer of `amount` fen now, or null when it can. */
export async function transferOrderRefusal(db: Database, memberId: number, orderId: number, amount: number) {
  const order = await orders.findOrder(db, memberId, orderId);
  if (!order) return '订单不存在或不属于该付款单位';
  if (order.status === 'pending_approval') return '订单待总部审批，审批通过后才能支付';
  if (order.status !== 'unpaid') return '订单已不是待支付状态';
  if (order.payableAmount !== amount)
    return `汇款金额与订单应付金额${formatYuan(order.payableAmount)}元不一致`;
  // A transfer pays like any other payment: no more 含麻 goods while a receipt is owed.
  if (order.hasSpecial && (await hasOutstandingSpecialReceipt(db, memberId, order.id)))
    return SPECIAL_RECEIPT_OUTSTANDING;
  return null;
}

/**
 * Pays an unpaid order with an approved bank transfer (线下汇款), in the caller's transaction under the
 * member's lock: the order moves to 待发货 with a paid `transfer` payment, as any other payment does.
 */
export async function settleOrderByTransfer(
  tx: Database,
  memberId: number,
  orderId: number,
  amount: number,
  now = new Date(),
) {
  const refusal = await transferOrderRefusal(tx, memberId, orderId, amount);
  if (refusal) throw conflict(refusal);
  const order = (await orders.findOrder(tx, memberId, orderId))!;
  await markOrderPaid(tx, order.id, order.orderNo, memberId, 'transfer', amount, now);
  ordersPaid.inc({ method: 'transfer' });
  return { orderNo: order.orderNo };
}
