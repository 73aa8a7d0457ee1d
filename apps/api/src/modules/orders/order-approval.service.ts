import type { ApprovalDecisionAnswer, ApprovalListAnswer } from '@yaocai/contract';
import {
  approvalDeadline,
  decideStoreOrder,
  formatYuan,
  monthlyLimitMessage,
  unpaidDeadline,
} from '@yaocai/domain';
import type { Database } from '../../db/client';
import { AppError, conflict, notFound } from '../../lib/http-errors';
import { policyViews, requireHeadquarters, storeOrderRules } from '../account/index';
import type { Viewer } from '../../shared/viewer';
import { lockMember } from '../../shared/member-lock';
import { notify } from '../service/index';
import { cancelUnpaid } from './order-cancel.service';
import * as approvals from './order-approval.repository';
import * as repo from './orders.repository';

/**
 * 连锁采购审批 at order creation, inside its transaction and under the store's row lock (so two
 * parallel orders see each other): refuses an order that would pass the store's monthly limit, and
 * makes one above the approval amount wait for the headquarters (72 hours) instead of for payment.
 */
export async function storeOrderGate(
  tx: Database,
  memberId: number,
  amount: number,
  now: Date,
  /** false when the caller already knows no store policy applies (no query then). */
  storePolicy = true,
) {
  const rules = storePolicy ? await storeOrderRules(tx, memberId, now) : null;
  const decision = decideStoreOrder(rules?.policy ?? null, rules?.spent ?? 0, amount);
  if (decision.kind === 'over_limit') {
    throw new AppError(409, monthlyLimitMessage(decision.limit, decision.left));
  }
  if (!rules || !decision.needsApproval) {
    return {
      values: { expiresAt: unpaidDeadline(now) },
      event: '订单已提交，等待支付',
      placed: async () => {},
    };
  }
  const headquartersId = rules.headquartersId;
  return {
    values: { status: 'pending_approval', approvalStatus: 'pending', expiresAt: approvalDeadline(now) },
    event: `订单金额超过门店审批金额¥${formatYuan(rules.policy.approvalOver ?? 0)}，等待总部审批`,
    placed: (order: repo.OrderRow) =>
      notify(
        tx,
        headquartersId,
        {
          kind: 'order',
          title: `门店订单${order.orderNo}待您审批`,
          content: `门店提交的订单${order.orderNo}（收货人${order.consignee}，应付¥${formatYuan(order.payableAmount)}）超过审批金额，请在72小时内审批，逾期系统自动取消。`,
          link: '/ddsp',
        },
        now,
      ),
  };
}

/** GET /api/order/approvals: the headquarters' stores' orders waiting for it, with their lines. */
export async function approvalList(
  db: Database,
  viewer: Viewer,
  now = new Date(),
): Promise<ApprovalListAnswer> {
  await requireHeadquarters(db, viewer, '审批门店订单');
  const rows = await approvals.findPendingOfHeadquarters(db, viewer.memberId);
  const lines = await repo.findOrderLines(
    db,
    rows.map((r) => r.order.id),
  );
  const policies = await policyViews(db, [...new Set(rows.map((r) => r.storeId))], now);
  return {
    total: rows.length,
    list: rows.map(({ order, storeId, storeUsername, storeCompany }) => {
      const own = lines.filter((l) => l.orderId === order.id);
      const policy = policies.get(storeId);
      return {
        id: order.id,
        order_no: order.orderNo,
        created_at: order.createdAt.toISOString(),
        expires_at: order.expiresAt.toISOString(),
        store: { id: storeId, username: storeUsername, company: storeCompany },
        goods_amount: formatYuan(order.goodsAmount),
        payable_amount: formatYuan(order.payableAmount),
        total_number: own.filter((l) => !l.isGift).reduce((n, l) => n + l.quantity, 0),
        remark: order.remark,
        consignee: order.consignee,
        address: order.address,
        approval_over: policy?.approval_over ?? null,
        monthly_limit: policy?.monthly_limit ?? null,
        month_spent: policy?.month_spent ?? '0.00',
        lines: own.map((l) => ({
          goods_id: l.goodsId,
          goods_name: l.goodsName,
          spec: l.spec,
          manufacturer: l.manufacturer,
          unit: l.unit,
          quantity: l.quantity,
          price: formatYuan(l.unitPrice),
          amount: formatYuan(l.amount),
          is_gift: l.isGift ? 1 : 0,
        })),
      };
    }),
  };
}

/** The headquarters' store's order still waiting for it (403, 404 or 409 otherwise). */
export async function pendingStoreOrder(db: Database, viewer: Viewer, orderId: number) {
  await requireHeadquarters(db, viewer, '审批门店订单');
  const row = await approvals.findStoreOrder(db, viewer.memberId, orderId);
  if (!row) throw notFound('订单');
  if (row.order.status !== 'pending_approval') throw conflict('该订单不在待审批状态，请刷新后查看');
  return row.order;
}

const DECIDED = '订单状态已变化，请刷新后重试';

/** 通过: the store may pay now, within the usual 30 minutes from this moment. */
export async function approveOrder(
  db: Database,
  viewer: Viewer,
  orderId: number,
  now = new Date(),
): Promise<ApprovalDecisionAnswer> {
  const pending = await pendingStoreOrder(db, viewer, orderId);
  await db.transaction(async (tx) => {
    await lockMember(tx, pending.memberId);
    const order = await repo.transition(tx, orderId, 'pending_approval', {
      status: 'unpaid',
      approvalStatus: 'approved',
      approvedBy: viewer.memberId,
      approvedAt: now,
      expiresAt: unpaidDeadline(now),
    });
    if (!order) throw conflict(DECIDED);
    await repo.insertEvent(tx, orderId, 'approved', '总部已审批通过，等待支付', now);
    await notify(
      tx,
      order.memberId,
      {
        kind: 'order',
        title: `订单${order.orderNo}已通过总部审批`,
        content: `您的订单${order.orderNo}（应付¥${formatYuan(order.payableAmount)}）已通过总部审批，请在30分钟内完成支付，逾期订单将自动取消。`,
        link: `/order/${order.id}`,
      },
      now,
    );
  });
  return { id: orderId, status: 'unpaid', approval_status: 'approved' };
}

/** 驳回: the order is cancelled (stock, coupon, red packet back) and the store told why. */
export async function rejectOrder(
  db: Database,
  viewer: Viewer,
  orderId: number,
  reason: string,
  now = new Date(),
): Promise<ApprovalDecisionAnswer> {
  await pendingStoreOrder(db, viewer, orderId);
  const cancelled = await cancelUnpaid(db, orderId, `总部驳回：${reason}`, now, {
    from: 'pending_approval',
    inside: async (tx, order) => {
      await repo.updateOrder(tx, orderId, { approvedBy: viewer.memberId, approvedAt: now });
      await notify(
        tx,
        order.memberId,
        {
          kind: 'order',
          title: `订单${order.orderNo}被总部驳回`,
          content: `您的订单${order.orderNo}未通过总部审批，已取消，库存、优惠券与红包已退回。驳回原因：${reason}`,
          link: `/order/${order.id}`,
        },
        now,
      );
    },
  });
  if (!cancelled) throw conflict(DECIDED);
  return { id: orderId, status: 'cancelled', approval_status: 'rejected' };
}
