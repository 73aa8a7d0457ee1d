import { APPROVAL_TIMEOUT_HOURS } from '@yaocai/domain';
import type { Database } from '../../db/client';
import { lockMember } from '../../shared/member-lock';
import { notify } from '../service/index';
import { recordEvent } from '../integration/index';
import * as payments from '../wallet/index';
import * as wallet from '../wallet/index';
import * as repo from './orders.repository';
import { alertArrivalsAt } from '../purchasing/index';
import { returnFlashSold, returnToBatches } from './stock.repository';

export const TIMEOUT_REASON = '超时未支付，系统自动取消';
export const APPROVAL_TIMEOUT_REASON = `总部超过${APPROVAL_TIMEOUT_HOURS}小时未审批，系统自动取消`;

export interface CancelOptions {
  skipLocked?: boolean;
  /** The status the order must still be in: unpaid, or pending_approval for a store's order. */
  from?: 'unpaid' | 'pending_approval';
  /** A pending order's approval_status once cancelled: rejected, or withdrawn by the store itself. */
  approvalStatus?: 'rejected' | 'withdrawn';
  /** More of the same event inside the cancelling transaction (the store's message). */
  inside?: (tx: Database, order: repo.OrderRow) => Promise<void>;
}

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
  options: CancelOptions = {},
) {
  const from = options.from ?? 'unpaid';
  const unpaid = await repo.findOrderAnyMember(db, orderId);
  if (unpaid?.status !== from) return null;
  return db.transaction(async (tx) => {
    // The buyer's lock first, as payments take it: a gateway notice in flight then either pays the
    // order before this or finds it cancelled and sends the money back (no deadlock on the rows).
    await lockMember(tx, unpaid.memberId);
    if (options.skipLocked && !(await repo.claimUnpaid(tx, orderId, from))) return null;
    const order = await repo.transition(tx, orderId, from, {
      status: 'cancelled',
      cancelledAt: now,
      cancelReason: reason,
      // A store's order waiting for its headquarters ends rejected (驳回, or nobody decided in time).
      ...(from === 'pending_approval' ? { approvalStatus: options.approvalStatus ?? 'rejected' } : {}),
    });
    if (!order) return null;
    const lines = await repo.findOrderLines(tx, [orderId]);
    await returnToBatches(
      tx,
      lines.map((l) => ({ batchId: l.batchId, quantity: l.quantity })),
    );
    await alertArrivalsAt(
      tx,
      lines.map((l) => l.batchId),
      now,
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
    await recordEvent(tx, 'order.cancelled', orderId, now);
    await options.inside?.(tx, order);
    return order;
  });
}

function notifyApprovalTimeout(tx: Database, order: repo.OrderRow, now: Date) {
  return notify(
    tx,
    order.memberId,
    {
      kind: 'order',
      title: `订单${order.orderNo}未获总部审批，已自动取消`,
      content: `您的订单${order.orderNo}提交后${APPROVAL_TIMEOUT_HOURS}小时内总部未审批，系统已自动取消，库存、优惠券与红包已退回。如仍需采购，请联系总部后重新下单。`,
      link: `/order/${order.id}`,
    },
    now,
  );
}

/**
 * Cancels unpaid orders past their 30 minutes, and a store's orders left 72 hours unapproved: on an
 * interval in every server instance, and before a member reads. Sweeps running at once (several
 * instances, several readers) share the work: each order is claimed with FOR UPDATE SKIP LOCKED, so
 * none waits for another and each order is cancelled, and its stock returned, once.
 */
export async function sweepExpiredOrders(db: Database, now = new Date(), memberId?: number) {
  const due = await repo.findExpiredUnpaid(db, now, memberId);
  let cancelled = 0;
  for (const { id, status } of due) {
    const done =
      status === 'pending_approval'
        ? await cancelUnpaid(db, id, APPROVAL_TIMEOUT_REASON, now, {
            skipLocked: true,
            from: 'pending_approval',
            inside: (tx, order) => notifyApprovalTimeout(tx, order, now),
          })
        : await cancelUnpaid(db, id, TIMEOUT_REASON, now, { skipLocked: true });
    if (done) cancelled++;
  }
  return cancelled;
}

const DEFAULT_SWEEP_SECONDS = 60;

/** How often the server sweeps: UNPAID_SWEEP_SECONDS, 60 s by default (tests shorten it). */
export function sweepIntervalMs(env: NodeJS.ProcessEnv = process.env) {
  const seconds = Number(env.UNPAID_SWEEP_SECONDS);
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_SWEEP_SECONDS) * 1000;
}
