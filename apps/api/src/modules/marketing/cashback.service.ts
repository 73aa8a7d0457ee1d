import {
  type CashbackAnswer,
  type CashbackRecord,
  type CashbackRuleView,
  CASHBACK_STATES,
} from '@yaocai/contract';
import {
  bestCashbackRule,
  cashbackBase,
  cashbackToTakeBack,
  CASHBACK_DESTINATIONS,
  formatYuan,
  isCashbackDestination,
  type CashbackDestination,
} from '@yaocai/domain';
import type { Database } from '../../db/client';
import type { Viewer } from '../../shared/viewer';
import { notify } from '../service/index';
import { lockCashbackMember, payCashback, takeBackCashback } from '../wallet/index';
import * as repo from './cashback.repository';

/** How many of a member's latest cashback records /hb lists. */
const RECORDS_SHOWN = 20;

const destinationOf = (value: string): CashbackDestination =>
  isCashbackDestination(value) ? value : 'balance';
const yuanText = (fen: number) => formatYuan(fen).replace(/\.00$/, '');

/**
 * 满额返现 of a completed order, in the completing transaction: the best rule switched on and running
 * when the order was placed, over its goods paid amount (after 满减 and the coupon, less what refunds
 * took so far), paid into the rule's destination. One grant per order (unique order_id), so a retry
 * or a parallel completion pays nothing twice. Returns the fen granted (0 when none).
 */
export async function rewardCashback(db: Database, orderId: number, now = new Date()): Promise<number> {
  const order = await repo.orderOf(db, orderId);
  if (!order || order.status !== 'completed') return 0;
  // Refunds take the same lock, so the base below counts every refund committed before.
  await lockCashbackMember(db, order.memberId);
  const rules = await repo.runningRules(db, order.createdAt);
  if (rules.length === 0) return 0;
  const base = cashbackBase(await repo.linesWithRefunds(db, orderId));
  const rule = bestCashbackRule(rules, base);
  if (!rule) return 0;
  const destination = destinationOf(rule.destination);
  const grant = await repo.insertGrant(db, {
    orderId,
    ruleId: rule.id,
    memberId: order.memberId,
    destination,
    amount: rule.amount,
    createdAt: now,
  });
  if (!grant) return 0;
  const where = CASHBACK_DESTINATIONS[destination];
  await payCashback(
    db,
    order.memberId,
    destination,
    rule.amount,
    { orderId, note: `订单${order.orderNo}满额返现（${rule.name}）` },
    now,
  );
  await notify(
    db,
    order.memberId,
    {
      kind: 'order',
      title: '满额返现已到账',
      content: `您的订单${order.orderNo}已完成，满¥${yuanText(rule.threshold)}返¥${yuanText(rule.amount)}，已存入${where}。`,
      link: '/hb',
    },
    now,
  );
  return rule.amount;
}

/**
 * After a refund (in the refund's transaction): when the order's remaining goods paid amount no longer
 * reaches the tier it was paid for, the cashback above the tier it still reaches comes back from where
 * it went — at most what the balance or red packets hold (ledgers never go below zero); what the
 * member already spent is not taken back (docs/promotions.md). Returns the fen taken.
 */
export async function reverseCashback(db: Database, afterSaleId: number, now = new Date()): Promise<number> {
  const sale = await repo.orderOfAfterSale(db, afterSaleId);
  if (!sale) return 0;
  const order = await repo.orderOf(db, sale.orderId);
  if (!order) return 0;
  await lockCashbackMember(db, order.memberId);
  const grant = await repo.lockGrantOfOrder(db, order.id);
  if (!grant) return 0;
  const base = cashbackBase(await repo.linesWithRefunds(db, order.id, afterSaleId));
  // The rules it was granted under: those still on for the order's time, and its own rule in any case.
  const rules = [...(await repo.runningRules(db, order.createdAt))];
  const own = await repo.findRule(db, grant.ruleId);
  if (own && !rules.some((r) => r.id === own.id)) rules.push(own);
  const due = cashbackToTakeBack(rules, base, { amount: grant.amount, taken: grant.reversed });
  if (due <= 0) return 0;
  const destination = destinationOf(grant.destination);
  const taken = await takeBackCashback(
    db,
    order.memberId,
    destination,
    due,
    {
      orderId: order.id,
      afterSaleId,
      note: `售后${sale.afterSaleNo}退款后订单未达返现门槛，扣回返现¥${formatYuan(due)}`,
    },
    now,
  );
  // What could not be taken back (already spent) is written off, so later refunds do not try again.
  await repo.addReversed(db, grant.id, due);
  return taken;
}

function ruleView(rule: repo.CashbackRuleRow): CashbackRuleView {
  const destination = destinationOf(rule.destination);
  return {
    id: rule.id,
    name: rule.name,
    threshold: formatYuan(rule.threshold),
    amount: formatYuan(rule.amount),
    destination,
    destination_name: CASHBACK_DESTINATIONS[destination],
    starts_at: rule.startsAt.toISOString(),
    ends_at: rule.endsAt.toISOString(),
  };
}

function recordView(row: Awaited<ReturnType<typeof repo.memberGrants>>[number]): CashbackRecord {
  const g = row.grant;
  const status = g.reversed === 0 ? 'granted' : g.reversed >= g.amount ? 'reversed' : 'partly_reversed';
  return {
    id: g.id,
    order_id: g.orderId,
    order_no: row.orderNo,
    rule_name: row.ruleName,
    amount: formatYuan(g.amount),
    reversed: formatYuan(g.reversed),
    destination_name: CASHBACK_DESTINATIONS[destinationOf(g.destination)],
    status,
    status_name: CASHBACK_STATES[status],
    created_at: g.createdAt.toISOString(),
  };
}

/** GET /api/activity/cashback: the running rules, lowest threshold first, and the member's records. */
export async function cashbackActivity(
  db: Database,
  viewer: Viewer | null,
  now = new Date(),
): Promise<CashbackAnswer> {
  const [rules, records, kept] = await Promise.all([
    repo.runningRules(db, now),
    viewer ? repo.memberGrants(db, viewer.memberId, RECORDS_SHOWN) : [],
    viewer ? repo.memberKept(db, viewer.memberId) : 0,
  ]);
  return {
    rules: rules.map(ruleView),
    records: records.map(recordView),
    total_amount: formatYuan(kept),
    logged_in: viewer ? 1 : 0,
  };
}

export { ruleView as cashbackRuleView };
