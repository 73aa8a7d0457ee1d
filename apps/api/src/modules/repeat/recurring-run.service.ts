import {
  catchUpRunOn,
  followingRunOn,
  formatDate,
  formatYuan,
  toCalendarDate,
  type RecurringEvery,
} from '@yaocai/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/http-errors';
import type { PaymentProviders } from '../../providers/payment/index';
import { lockMember } from '../../shared/member-lock';
import { findViewerByUsername, type Viewer } from '../../shared/viewer';
import { addToCart, deleteCartLines, findCartLines, insertCartLine } from '../cart/index';
import { goodsNames } from '../catalog/index';
import { createOrder, payOrder } from '../checkout/index';
import { notify } from '../service/index';
import * as repo from './recurring.repository';

interface Placed {
  orderId: number;
  orderNo: string;
  payable: number;
  ordered: { goodsId: number; number: number }[];
  refused: { goodsId: number; reason: string }[];
}

/**
 * The plan's goods through the buyer's own checkout: the member's cart lines of those goods are set
 * aside, the plan's lines are added (today's prices and rules; refused goods are skipped with their
 * reason), the order is created from exactly those lines, and the set-aside lines come back.
 * Runs inside the caller's transaction, so a refusal leaves the cart as it was.
 */
async function placeFromPlan(tx: Database, viewer: Viewer, plan: repo.PlanRow, day: string, now: Date) {
  await lockMember(tx, viewer.memberId);
  const goodsIds = new Set(plan.lines.map((l) => l.goods_id));
  const aside = (await findCartLines(tx, viewer.memberId)).filter(
    (l) => l.type === 0 && goodsIds.has(l.goodsId ?? 0),
  );
  await deleteCartLines(
    tx,
    viewer.memberId,
    aside.map((l) => l.id),
  );
  const added = await addToCart(
    tx,
    viewer,
    plan.lines.map((l) => ({ goodsId: l.goods_id, number: l.number, type: 0, ckId: 0, price: null })),
    now,
    true,
  );
  const refused = added.skipped.map((s) => ({ goodsId: s.goods_id, reason: s.reason }));
  if (added.lines.length === 0) {
    throw new AppError(409, `计划中的商品都不能购买：${refused.map((r) => r.reason).join('；')}`);
  }
  const order = await createOrder(
    tx,
    viewer,
    {
      ids: added.lines.map((l) => l.id),
      addressId: plan.addressId,
      invoiceType: 0,
      remark: `定期采购：${plan.name}`.slice(0, 200),
      idempotencyKey: `recurring-${plan.id}-${day}`,
    },
    now,
  );
  for (const l of aside) {
    await insertCartLine(tx, viewer.memberId, {
      type: 0,
      goodsId: l.goodsId,
      refId: 0,
      number: l.number,
      shownPrice: l.shownPrice ?? 0,
    });
  }
  const placed: Placed = {
    orderId: order.id,
    orderNo: order.orderNo,
    payable: order.payableAmount,
    ordered: added.lines.map((l) => ({ goodsId: l.goods_id, number: l.number })),
    refused,
  };
  return { placed, status: order.status };
}

function describe(plan: repo.PlanRow, placed: Placed, names: Map<number, string>, payNote: string) {
  const name = (id: number) => names.get(id) ?? `商品${id}`;
  const ordered = placed.ordered.map((l) => `${name(l.goodsId)} ×${l.number}`).join('、');
  const refused = placed.refused.map((r) => `${name(r.goodsId)}（${r.reason}）`).join('、');
  return [
    `定期采购「${plan.name}」已下单 ${placed.orderNo}，应付 ¥${formatYuan(placed.payable)}。`,
    `已下单：${ordered}。`,
    refused ? `未下单：${refused}。` : '',
    payNote,
  ].join('');
}

/** One plan's run of `day`, made once whichever instance's job gets there (unique plan and day). */
export async function runPlan(
  db: Database,
  providers: PaymentProviders,
  plan: repo.PlanRow,
  day: string,
  now: Date,
): Promise<'ordered' | 'failed' | 'skipped'> {
  const username = await repo.usernameOf(db, plan.memberId);
  const viewer = username ? await findViewerByUsername(db, username) : null;
  const next = formatDate(followingRunOn(plan.every as RecurringEvery, plan.day, toCalendarDate(day)));
  let outcome: { placed: Placed; status: string } | { error: string } | null;
  try {
    outcome = await db.transaction(async (tx) => {
      if ((await repo.claimRun(tx, plan.id, day)) === null) return null;
      await repo.moveNextRun(tx, plan.id, day, next);
      if (!viewer) throw new AppError(404, '账号不存在');
      return placeFromPlan(tx, viewer, plan, day, now);
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    outcome = { error: error.message };
  }
  if (outcome === null) return 'skipped';
  if ('error' in outcome) {
    const reason = outcome.error;
    // The claim went back with the refused order: record the failed run (once) and move the plan on.
    const claimed = await db.transaction(async (tx) => {
      if ((await repo.claimRun(tx, plan.id, day)) === null) return false;
      await repo.moveNextRun(tx, plan.id, day, next);
      await repo.recordRun(tx, plan.id, day, { status: 'failed', orderId: null, summary: reason });
      await notify(tx, plan.memberId, {
        kind: 'order',
        title: `定期采购「${plan.name}」本次未能下单`,
        content: `${day} 的定期采购未能下单：${reason}`,
        link: '/dqcg',
      });
      return true;
    });
    return claimed ? 'failed' : 'skipped';
  }
  const { placed, status } = outcome;
  let payNote =
    status === 'pending_approval' ? '订单需总部审批，审批通过后请支付。' : '订单待支付，请在30分钟内支付。';
  if (plan.pay !== 'none' && status === 'unpaid' && viewer) {
    const label = plan.pay === 'credit' ? '授信' : '余额';
    try {
      await payOrder(
        db,
        viewer,
        placed.orderId,
        plan.pay === 'credit' ? 'credit' : 'balance',
        providers,
        now,
      );
      payNote = `已用${label}支付。`;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      payNote = `${label}支付未成功（${error.message}），订单待支付，请在30分钟内支付。`;
    }
  }
  const names = await goodsNames(
    db,
    plan.lines.map((l) => l.goods_id),
  );
  const summary = describe(plan, placed, names, payNote);
  await repo.recordRun(db, plan.id, day, { status: 'ordered', orderId: placed.orderId, summary });
  await notify(db, plan.memberId, {
    kind: 'order',
    title: `定期采购「${plan.name}」已下单`,
    content: summary,
    link: `/order/info/${placed.orderId}`,
  });
  return 'ordered';
}

/**
 * The job's round: plans whose day went by while no job ran move to their next day from today on
 * (missed days are not made up later), then every active plan due today runs once.
 */
export async function runDueRecurringOrders(db: Database, providers: PaymentProviders, now = new Date()) {
  const today = toCalendarDate(now);
  const day = formatDate(today);
  for (const plan of await repo.findMissedPlans(db, day)) {
    const next = catchUpRunOn(plan.every as RecurringEvery, plan.day, toCalendarDate(plan.nextRunOn), today);
    await repo.moveNextRun(db, plan.id, plan.nextRunOn, formatDate(next));
  }
  const counts = { ordered: 0, failed: 0 };
  for (const plan of await repo.findDuePlans(db, day)) {
    const result = await runPlan(db, providers, plan, day, now);
    if (result !== 'skipped') counts[result] += 1;
  }
  return counts;
}
