import { heldReversal, orderPoints, pointsRateOf, refundReversal } from '@yaocai/domain';
import type { Database } from '../../db/client';
import { loadSiteConfig } from '../content/index';
import { changePoints } from '../wallet/index';
import { reverseCashback, rewardCashback } from './cashback.service';
import * as repo from './order-rewards.repository';

/**
 * What an order earns when it completes (points; cashback joins here), and what a refund takes back.
 * Both run inside the transaction of their event (confirmReceipt, refundAfterSale).
 */

async function pointsRate(tx: Database) {
  return pointsRateOf((await loadSiteConfig(tx)).points_rate);
}

type OrderRef = NonNullable<Awaited<ReturnType<typeof repo.orderOf>>>;
type SaleRef = NonNullable<Awaited<ReturnType<typeof repo.afterSaleOf>>>;

/**
 * Points for a completed order: its lines' paid money at the configured rate, net of refunds made
 * before completion. Once per order: the ledger is checked under the member's row lock.
 */
async function earnPoints(tx: Database, order: OrderRef, now: Date) {
  await repo.lockMember(tx, order.memberId);
  if (await repo.hasEarned(tx, order.id)) return 0;
  const points = orderPoints(await repo.lineMoney(tx, order.id), await pointsRate(tx));
  if (points <= 0) return 0;
  await changePoints(tx, order.memberId, {
    amount: points,
    kind: 'earn',
    orderId: order.id,
    note: `订单${order.orderNo}完成`,
    at: now,
  });
  return points;
}

/**
 * A refund after completion takes back, line by line, what the refunded money earned, never more than
 * the order earned. Points the member already spent cannot be taken: only what is still held is
 * reversed, and the entry's note says how much was written off. Refunds before completion need
 * nothing here (the order then earns on what is left).
 */
async function reversePoints(tx: Database, sale: SaleRef, now: Date) {
  const earned = await repo.pointsOfOrder(tx, sale.orderId, 'earn');
  if (earned <= 0) return 0;
  await repo.lockMember(tx, sale.memberId);
  const reversed = -(await repo.pointsOfOrder(tx, sale.orderId, 'reverse'));
  const lines = (await repo.lineMoney(tx, sale.orderId, sale.id))
    .filter((l) => l.refunding > 0)
    .map((l) => ({ paid: l.paid, refundedBefore: l.refunded - l.refunding, refunding: l.refunding }));
  const due = refundReversal(lines, await pointsRate(tx), { earned, reversed });
  const taken = heldReversal(due, await repo.pointsHeld(tx, sale.memberId));
  if (taken <= 0) return 0;
  const shortfall = due > taken ? `（应扣回${due}，积分余额不足，实扣${taken}）` : '';
  await changePoints(tx, sale.memberId, {
    amount: -taken,
    kind: 'reverse',
    orderId: sale.orderId,
    afterSaleId: sale.id,
    note: `售后${sale.no}退款（订单${sale.orderNo}）${shortfall}`,
    at: now,
  });
  return taken;
}

/** Everything a completed order earns. Called by the transaction that completes it. */
export async function rewardCompletedOrder(tx: Database, orderId: number, now = new Date()) {
  const order = await repo.orderOf(tx, orderId);
  if (!order || order.status !== 'completed') return { points: 0, cashback: 0 };
  const points = await earnPoints(tx, order, now);
  const cashback = await rewardCashback(tx, orderId, now);
  return { points, cashback };
}

/** Everything a refund takes back. Called by the refund's transaction after its refund rows exist. */
export async function reverseRefundRewards(tx: Database, afterSaleId: number, now = new Date()) {
  const sale = await repo.afterSaleOf(tx, afterSaleId);
  if (!sale) return { points: 0, cashback: 0 };
  const points = await reversePoints(tx, sale, now);
  const cashback = await reverseCashback(tx, afterSaleId, now);
  return { points, cashback };
}
