import type { Database } from '../../db/client';
import { lockMember } from '../cart/member.repository';
import * as payments from '../wallet/payments.repository';
import * as wallet from '../wallet/wallet.repository';
import * as repo from './orders.repository';
import { returnFlashSold, returnToBatches } from './stock.repository';

export const TIMEOUT_REASON = '超时未支付，系统自动取消';

/**
 * Cancels an unpaid order: stock back on its batches, coupon and cash voucher freed, red packet
 * returned, flash-sale counts restored, pending online payments closed. Null when the order was no
 * longer unpaid (paid or cancelled meanwhile).
 */
export async function cancelUnpaid(
  db: Database,
  orderId: number,
  reason: string,
  now = new Date(),
  options: { skipLocked?: boolean } = {},
) {
  const unpaid = await repo.findOrderAnyMember(db, orderId);
  if (unpaid?.status !== 'unpaid') return null;
  return db.transaction(async (tx) => {
    // The buyer's lock first, as payments take it: a gateway notice in flight then either pays the
    // order before this or finds it cancelled and sends the money back (no deadlock on the rows).
    await lockMember(tx, unpaid.memberId);
    if (options.skipLocked && !(await repo.claimUnpaid(tx, orderId))) return null;
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
    await returnFlashSold(tx, lines);
    await payments.cancelPendingPayments(tx, orderId);
    await repo.insertEvent(tx, orderId, 'cancelled', `订单已取消：${reason}`, now);
    return order;
  });
}

/**
 * Cancels unpaid orders past their 30 minutes: on an interval in every server instance, and before a
 * member reads. Sweeps running at once (several instances, several readers) share the work: each order
 * is claimed with FOR UPDATE SKIP LOCKED, so none waits for another and each order is cancelled, and
 * its stock returned, once.
 */
export async function sweepExpiredOrders(db: Database, now = new Date(), memberId?: number) {
  const due = await repo.findExpiredUnpaid(db, now, memberId);
  let cancelled = 0;
  for (const { id } of due) {
    if (await cancelUnpaid(db, id, TIMEOUT_REASON, now, { skipLocked: true })) cancelled++;
  }
  return cancelled;
}

const DEFAULT_SWEEP_SECONDS = 60;

/** How often the server sweeps: UNPAID_SWEEP_SECONDS, 60 s by default (tests shorten it). */
export function sweepIntervalMs(env: NodeJS.ProcessEnv = process.env) {
  const seconds = Number(env.UNPAID_SWEEP_SECONDS);
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_SWEEP_SECONDS) * 1000;
}
