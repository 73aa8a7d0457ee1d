import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activityPrices } from '../../db/schema';
import * as payments from '../wallet/payments.repository';
import * as wallet from '../wallet/wallet.repository';
import * as repo from './orders.repository';
import { returnToBatches } from './stock.repository';

export const TIMEOUT_REASON = '超时未支付，系统自动取消';

/**
 * Cancels an unpaid order: stock back on its batches, coupon and cash voucher freed, red packet
 * returned, flash-sale counts restored, pending online payments closed. Null when the order was no
 * longer unpaid (paid or cancelled meanwhile).
 */
export async function cancelUnpaid(db: Database, orderId: number, reason: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const order = await repo.transition(tx, orderId, 'unpaid', {
      status: 'cancelled',
      cancelledAt: now,
      cancelReason: reason,
    });
    if (!order) return null;
    const lines = await repo.findOrderLines(tx, [orderId]);
    await returnToBatches(
      tx,
      lines.map((l) => ({ batchId: l.batchId, quantity: l.quantity })),
    );
    await wallet.releaseOrderDiscounts(tx, orderId);
    if (order.redPacketAmount > 0) {
      await wallet.insertRedPacketEntry(tx, {
        memberId: order.memberId,
        amount: order.redPacketAmount,
        kind: 'return',
        orderId,
        note: `订单${order.orderNo}取消，红包退回`,
        createdAt: now,
      });
    }
    const flash = new Map<number, number>();
    for (const l of lines)
      if (l.lineType === 1 && !l.isGift) flash.set(l.refId, (flash.get(l.refId) ?? 0) + l.quantity);
    for (const [offerId, n] of flash) {
      await tx
        .update(activityPrices)
        .set({ sold: sql`greatest(${activityPrices.sold} - ${n}, 0)` })
        .where(eq(activityPrices.id, offerId));
    }
    await payments.cancelPendingPayments(tx, orderId);
    await repo.insertEvent(tx, orderId, 'cancelled', `订单已取消：${reason}`, now);
    return order;
  });
}

/** Cancels unpaid orders past their 30 minutes: on an interval in the server, and before a member reads. */
export async function sweepExpiredOrders(db: Database, now = new Date(), memberId?: number) {
  const due = await repo.findExpiredUnpaid(db, now, memberId);
  let cancelled = 0;
  for (const { id } of due) if (await cancelUnpaid(db, id, TIMEOUT_REASON, now)) cancelled++;
  return cancelled;
}
